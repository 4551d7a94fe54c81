/**
 * The knowledge the chat assistant may use: every page of the route model, chunked by section into
 * plain-prose passages, plus one passage of company facts. Built only from content/, so the chat
 * says exactly what the site says. Runtime-neutral (no node: imports): the build script indexes
 * these passages and the Worker reads the stored fields back from the index.
 */
import { company, formatAddress } from "../../content/company.ts";
import { familyPages } from "../../content/family-pages.ts";
import { siteRoutes, type SiteRoute } from "../../content/routes.ts";
import type { Action, FamilyPage, FeatureCard, Section, ServiceCard, Stat, Step } from "../../content/schema.ts";
import { about } from "../../content/pages/about.ts";
import { contactPage } from "../../content/pages/contact.ts";
import { home } from "../../content/pages/home.ts";
import { servicesOverview } from "../../content/pages/services.ts";

export interface Passage {
  id: string;
  path: string;
  pageTitle: string;
  heading: string;
  text: string;
}

/** Longest passage text; longer sections are split between sentences. */
export const maxPassageLength = 1200;

/** Collapses whitespace; keeps the non-breaking spaces that hold phone numbers together. */
function clean(value: string): string {
  return value.replace(/[ \t\r\n]+/g, " ").trim();
}

/** A sentence: trimmed, ending with terminal punctuation. */
function sentence(value: string): string {
  const text = clean(value);
  if (!text) return "";
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** "Title: description." for a card. */
function titled(title: string, description: string): string {
  return sentence(`${clean(title).replace(/[.:]$/, "")}: ${description}`);
}

/** Lower-cases the first letter of ordinary words, not of acronyms ("VPN") or names like "iOS". */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function list(items: readonly string[]): string {
  return items.map((item) => clean(item).replace(/[.;]$/, "")).join(", ");
}

function stats(items: readonly Stat[] | undefined): string[] {
  if (!items?.length) return [];
  return [sentence(`Key figures: ${items.map((stat) => `${stat.value} ${stat.label.toLowerCase()}`).join(", ")}`)];
}

function cards(items: readonly FeatureCard[]): string[] {
  return items.map((item) => titled(item.title, item.description));
}

function serviceCard(item: ServiceCard): string[] {
  return [
    titled(item.title, item.description),
    sentence(`${item.title} features: ${list(item.features)}`),
    sentence(`${item.title} deliverables: ${list(item.deliverables)}`),
  ];
}

function steps(items: readonly Step[], numbered = false): string[] {
  return items.map((step, index) =>
    titled(numbered ? `${step.title} (step ${index + 1} of ${items.length})` : step.title, step.description),
  );
}

/** Action labels worth knowing (phone numbers and e-mail addresses), not generic buttons. */
function contactActions(actions: readonly Action[]): string[] {
  return actions
    .filter((action) => action.href?.startsWith("tel:") || action.href?.startsWith("mailto:"))
    .map((action) => sentence(action.label));
}

/** The sentences of one family-page section, without its heading. */
function sectionSentences(section: Section): string[] {
  const intro = section.intro ? [sentence(section.intro)] : [];
  switch (section.kind) {
    case "features":
    case "tiles":
      return [...intro, ...cards(section.items)];
    case "services":
      return [...intro, ...section.items.flatMap(serviceCard)];
    case "steps":
      return [...intro, ...steps(section.items, section.numbered)];
    case "checklist":
      return [
        ...intro,
        sentence(list(section.items)),
        ...(section.panel ? [sentence(`${section.panel.heading}:`), ...steps(section.panel.steps, true)] : []),
      ];
    case "tiers":
      return [
        ...intro,
        ...section.items.map((tier) => {
          const details = [tier.label, tier.responseTime ? `response ${tier.responseTime.toLowerCase()}` : ""]
            .filter(Boolean)
            .join(", ");
          return sentence(`${tier.tier} Tier${details ? ` (${details})` : ""}: ${list(tier.features)}`);
        }),
      ];
    case "alerts":
      return [
        ...intro,
        ...section.items.map((alert) =>
          sentence(
            `${alert.level} Alerts (${alert.colour}, response ${alert.responseTime.toLowerCase()}): ${clean(alert.description).replace(/\.$/, "")}, for example ${lowerFirst(list(alert.examples))}`,
          ),
        ),
      ];
    case "risks":
      return [
        ...intro,
        ...section.items.map((risk) =>
          titled(`${risk.code ? `${risk.code} ` : ""}${risk.title} (${risk.risk} risk)`, risk.description),
        ),
      ];
    case "lists":
      return [...intro, ...section.groups.map((group) => sentence(`${group.title}: ${list(group.items)}`))];
    case "stats":
      return [...intro, ...stats(section.items)];
    case "integrations":
      return [...intro, sentence(`Integrations: ${list(section.items.map((item) => item.name))}`)];
    case "callouts":
      return [
        ...intro,
        ...section.items.flatMap((item) => [titled(item.title, item.description), ...contactActions([item.action])]),
      ];
    case "cta":
      return [
        ...intro,
        sentence(section.description),
        ...(section.emailLine ? [sentence(`Email us at ${company.email}`)] : []),
      ];
  }
}

/** Splits a sentence longer than maxPassageLength between list items (", "), else between words. */
function splitLong(text: string): string[] {
  if (text.length <= maxPassageLength) return [text];
  const separator = text.includes(", ") ? ", " : " ";
  const parts: string[] = [];
  let current = "";
  for (const piece of text.split(separator)) {
    if (current && current.length + separator.length + piece.length > maxPassageLength) {
      parts.push(current);
      current = piece;
    } else {
      current = current ? `${current}${separator}${piece}` : piece;
    }
  }
  if (current) parts.push(current);
  return parts.flatMap((part) => (part.length > maxPassageLength ? [part.slice(0, maxPassageLength)] : [part]));
}

/** Groups sentences into chunks of at most maxPassageLength characters. */
function chunk(sentences: readonly string[]): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const item of sentences.filter(Boolean).flatMap(splitLong)) {
    if (current && current.length + 1 + item.length > maxPassageLength) {
      chunks.push(current);
      current = item;
    } else {
      current = current ? `${current} ${item}` : item;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

class PassageList {
  readonly passages: Passage[] = [];
  readonly #ids = new Set<string>();

  add(route: SiteRoute, key: string, heading: string, sentences: readonly string[]): void {
    const parts = chunk(sentences);
    parts.forEach((text, index) => {
      let id = `${route.path}#${key}${parts.length > 1 ? `-${index + 1}` : ""}`;
      for (let n = 2; this.#ids.has(id); n += 1) id = `${route.path}#${key}-${n}`;
      this.#ids.add(id);
      this.passages.push({ id, path: route.path, pageTitle: route.title, heading: clean(heading), text });
    });
  }
}

function addFamilyPage(out: PassageList, route: SiteRoute, page: FamilyPage): void {
  const { hero } = page;
  out.add(route, "hero", hero.title, [
    ...(hero.eyebrow ? [sentence(hero.eyebrow)] : []),
    sentence(hero.title),
    sentence(hero.lead),
    sentence(route.description),
    ...stats(hero.stats),
    ...contactActions(hero.actions),
  ]);
  for (const section of page.sections) out.add(route, section.id, section.heading, sectionSentences(section));
}

function addHome(out: PassageList, route: SiteRoute): void {
  out.add(route, "hero", home.hero.title, [
    sentence(home.hero.eyebrow),
    sentence(home.hero.title),
    sentence(home.hero.lead),
    sentence(route.description),
    ...stats(home.hero.stats),
  ]);
  out.add(route, "services", home.services.heading, [
    sentence(home.services.intro),
    ...home.services.items.map((item) => titled(item.title, item.description)),
  ]);
  for (const item of home.services.items) {
    const key = `service-${item.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")}`;
    out.add(route, key, item.title, [
      titled(item.title, item.description),
      sentence(`${item.title} includes: ${list(item.features)}`),
    ]);
  }
  out.add(route, "why-choose", home.whyChoose.heading, [
    sentence(home.whyChoose.intro),
    ...cards(home.whyChoose.items),
  ]);
  out.add(route, "consultation", home.consultation.heading, [
    sentence(home.consultation.description),
    sentence(list(home.consultation.points)),
  ]);
}

function addAbout(out: PassageList, route: SiteRoute): void {
  out.add(route, "hero", about.hero.title, [
    sentence(about.hero.eyebrow),
    sentence(about.hero.title),
    sentence(about.hero.lead),
    sentence(route.description),
  ]);
  out.add(route, "mission", about.mission.heading, [
    ...about.mission.paragraphs.map(sentence),
    ...stats(about.mission.stats),
  ]);
  out.add(route, "certifications", about.certifications.heading, [
    sentence(about.certifications.intro),
    sentence(
      `Our consultants' certifications: ${list(about.certifications.items.map((item) => `${item.name} (${item.issuer})`))}`,
    ),
  ]);
  out.add(route, "sectors", about.sectors.heading, [sentence(about.sectors.intro), ...cards(about.sectors.items)]);
  out.add(route, "values", about.values.heading, [sentence(about.values.intro), ...cards(about.values.items)]);
  out.add(route, "privacy", about.privacy.heading, about.privacy.paragraphs.map(sentence));
}

function addServices(out: PassageList, route: SiteRoute): void {
  const { hero, core, specialised, process, cta } = servicesOverview;
  out.add(route, "hero", hero.title, [
    sentence(hero.eyebrow),
    sentence(hero.title),
    sentence(hero.lead),
    sentence(route.description),
  ]);
  out.add(route, "core", core.heading, [
    sentence(core.intro),
    ...core.items.map((item) => titled(item.title, item.description)),
  ]);
  core.items.forEach((item, index) => out.add(route, `core-${index + 1}`, item.title, serviceCard(item)));
  out.add(route, "specialised", specialised.heading, [sentence(specialised.intro), ...cards(specialised.items)]);
  out.add(route, "process", process.heading, [sentence(process.intro), ...steps(process.items, true)]);
  out.add(route, "cta", cta.heading, [sentence(cta.description)]);
}

function addContact(out: PassageList, route: SiteRoute): void {
  const page = contactPage;
  out.add(route, "hero", page.hero.title, [
    sentence(page.hero.title),
    sentence(page.hero.lead),
    sentence(route.description),
  ]);
  out.add(route, "form", page.form.heading, [sentence(page.form.description)]);
  out.add(route, "contact-card", page.contactCard.heading, [
    sentence(page.contactCard.description),
    sentence(`Phone: ${company.phone}`),
    sentence(`Email: ${company.email}`),
    sentence(`${page.contactCard.emergency.text} ${page.contactCard.emergency.linkText}`),
  ]);
  out.add(route, "contact-information", page.infoCard.heading, [
    sentence(`Email: ${company.email}`),
    sentence(`Phone: ${company.phone}`),
    sentence(`Address: ${formatAddress()}`),
    sentence(`${page.infoCard.responseTimeLabel}: ${company.responseTime}`),
  ]);
  out.add(route, "what-to-expect", page.expectations.heading, [sentence(list(page.expectations.items))]);
  out.add(route, "map", page.map.heading, [sentence(page.map.description)]);
  page.faq.items.forEach((item, index) =>
    out.add(route, `faq-${index + 1}`, item.question, [
      sentence(item.question).replace(/\.$/, "?"),
      sentence(item.answer),
    ]),
  );
  out.add(route, "terms", page.terms.heading, page.terms.paragraphs.map(sentence));
}

/** Name, description, mission, address, email, phone, response time and the free consultation. */
function addCompanyFacts(out: PassageList): void {
  const route = siteRoutes.find((candidate) => candidate.path === "/contact");
  if (!route) throw new Error("The route model has no /contact page");
  out.add(route, "company-facts", `About ${company.name}`, [
    sentence(`${company.name} is a ${company.tagline.toLowerCase()}`),
    sentence(company.description),
    sentence(`Our mission: ${company.mission}`),
    sentence(`We are based in ${company.city}, ${company.country}, at ${formatAddress()}`),
    sentence(`Email: ${company.email}`),
    sentence(`Phone: ${company.phone}`),
    sentence(`Response time: ${company.responseTime.toLowerCase()}`),
    sentence("The initial consultation is free, and every engagement is quoted to its scope"),
    sentence(`HR and payroll software is sold under the ${company.hrBrand} brand`),
  ]);
}

export function buildPassages(): Passage[] {
  const out = new PassageList();
  for (const route of siteRoutes) {
    switch (route.kind) {
      case "home":
        addHome(out, route);
        break;
      case "about":
        addAbout(out, route);
        break;
      case "services":
        addServices(out, route);
        break;
      case "contact":
        addContact(out, route);
        break;
      default: {
        const page = familyPages.find((candidate) => candidate.path === route.path);
        if (!page) throw new Error(`No family page content for ${route.path}`);
        addFamilyPage(out, route, page);
      }
    }
  }
  addCompanyFacts(out);
  return out.passages;
}
