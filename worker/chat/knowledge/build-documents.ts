/**
 * Turns content/ into knowledge documents (see documents.ts): every page of the route model,
 * section by section, with its items kept apart. Build-time only: it imports the page modules,
 * which the Worker must not bundle twice, so only the build script, the eval and tests call it.
 */
import { company } from "../../../content/company.ts";
import { familyPages } from "../../../content/family-pages.ts";
import { about } from "../../../content/pages/about.ts";
import { contactPage } from "../../../content/pages/contact.ts";
import { home } from "../../../content/pages/home.ts";
import { servicesOverview } from "../../../content/pages/services.ts";
import { siteRoutes, type SiteRoute } from "../../../content/routes.ts";
import type { FamilyPage, FeatureCard, Section, Stat, Step } from "../../../content/schema.ts";
import type { DocumentKind, KnowledgeDocument, KnowledgeItem } from "./documents.ts";

/** Collapses whitespace; keeps the non-breaking spaces that hold phone numbers together. */
function clean(value: string): string {
  return value.replace(/[ \t\r\n]+/g, " ").trim();
}

function sentence(value: string): string {
  const text = clean(value);
  return !text || /[.!?:]$/.test(text) ? text : `${text}.`;
}

function list(items: readonly string[]): string {
  return items.map((item) => clean(item).replace(/[.;]$/, "")).join(", ");
}

const item = (title: string, text: string): KnowledgeItem => ({ title: clean(title), text: sentence(text) });
const cards = (items: readonly FeatureCard[]) => items.map((card) => item(card.title, card.description));
const steps = (items: readonly Step[]) => items.map((step) => item(step.title, step.description));
const stats = (items: readonly Stat[] = []) => items.map((stat) => item(stat.value, stat.label));
const intro = (text?: string) => (text ? [item("", text)] : []);

/** The documents of one family-page section: usually one, two for a checklist with its process. */
function sectionDocuments(section: Section): { kind: DocumentKind; heading: string; items: KnowledgeItem[] }[] {
  const one = (kind: DocumentKind, items: KnowledgeItem[]) => [
    { kind, heading: section.heading, items: [...intro(section.intro), ...items] },
  ];
  switch (section.kind) {
    case "features":
    case "tiles":
      return one(section.kind, cards(section.items));
    case "services":
      return one(
        "services",
        section.items.map((card) =>
          item(
            card.title,
            `${card.description} Features: ${list(card.features)}. Deliverables: ${list(card.deliverables)}`,
          ),
        ),
      );
    case "steps":
      return one("steps", steps(section.items));
    case "checklist":
      return [
        ...one(
          "checklist",
          section.items.map((line) => item("", line)),
        ),
        ...(section.panel
          ? [{ kind: "steps" as const, heading: section.panel.heading, items: steps(section.panel.steps) }]
          : []),
      ];
    case "tiers":
      return one(
        "tiers",
        section.items.map((tier) =>
          item(
            tier.label ? `${tier.tier} (${tier.label})` : tier.tier,
            `${tier.responseTime ? `Response ${tier.responseTime.toLowerCase()}. ` : ""}${list(tier.features)}`,
          ),
        ),
      );
    case "alerts":
      return one(
        "alerts",
        section.items.map((alert) =>
          item(
            `${alert.level} alerts`,
            `Response ${alert.responseTime.toLowerCase()}. ${sentence(alert.description)} For example ${list(alert.examples)}`,
          ),
        ),
      );
    case "risks":
      return one(
        "risks",
        section.items.map((risk) => item(`${risk.code ? `${risk.code} ` : ""}${risk.title}`, risk.description)),
      );
    case "lists":
      return one(
        "lists",
        section.groups.map((group) => item(group.title, list(group.items))),
      );
    case "stats":
      return one("stats", stats(section.items));
    case "integrations":
      return one("integrations", [item("", list(section.items.map((entry) => entry.name)))]);
    case "callouts":
      return one(
        "callouts",
        section.items.map((callout) => item(callout.title, `${sentence(callout.description)} ${callout.action.label}`)),
      );
    case "cta":
      return one("cta", [item("", section.description)]);
  }
}

class DocumentList {
  readonly documents: KnowledgeDocument[] = [];

  add(route: SiteRoute, key: string, kind: DocumentKind, heading: string, items: KnowledgeItem[]): void {
    const kept = items.filter((entry) => entry.text || entry.title);
    if (!kept.length) return;
    let id = `${route.path}#${key}`;
    for (let n = 2; this.documents.some((document) => document.id === id); n += 1) id = `${route.path}#${key}-${n}`;
    this.documents.push({ id, path: route.path, pageTitle: route.title, kind, heading: clean(heading), items: kept });
  }
}

function hero(out: DocumentList, route: SiteRoute, title: string, lead: string, heroStats?: readonly Stat[]): void {
  out.add(route, "hero", "hero", title, [item(title, `${sentence(lead)} ${route.description}`), ...stats(heroStats)]);
}

function addFamilyPage(out: DocumentList, route: SiteRoute, page: FamilyPage): void {
  hero(out, route, page.hero.title, page.hero.lead, page.hero.stats);
  for (const section of page.sections) {
    for (const document of sectionDocuments(section)) {
      out.add(route, section.id, document.kind, document.heading, document.items);
    }
  }
}

function addHome(out: DocumentList, route: SiteRoute): void {
  hero(out, route, home.hero.title, home.hero.lead, home.hero.stats);
  out.add(route, "services", "features", home.services.heading, [
    ...intro(home.services.intro),
    ...home.services.items.map((card) => item(card.title, `${sentence(card.description)} ${list(card.features)}`)),
  ]);
  out.add(route, "why-choose", "features", home.whyChoose.heading, [
    ...intro(home.whyChoose.intro),
    ...cards(home.whyChoose.items),
  ]);
  out.add(route, "consultation", "checklist", home.consultation.heading, [
    item("", home.consultation.description),
    ...home.consultation.points.map((point) => item("", point)),
  ]);
}

function addAbout(out: DocumentList, route: SiteRoute): void {
  hero(out, route, about.hero.title, about.hero.lead);
  out.add(
    route,
    "mission",
    "prose",
    about.mission.heading,
    about.mission.paragraphs.map((text) => item("", text)),
  );
  out.add(route, "mission-stats", "stats", about.mission.heading, stats(about.mission.stats));
  out.add(route, "certifications", "lists", about.certifications.heading, [
    ...intro(about.certifications.intro),
    item("Our consultants' certifications", list(about.certifications.items.map((cert) => cert.name))),
  ]);
  out.add(route, "sectors", "tiles", about.sectors.heading, [
    ...intro(about.sectors.intro),
    ...cards(about.sectors.items),
  ]);
  out.add(route, "values", "tiles", about.values.heading, [...intro(about.values.intro), ...cards(about.values.items)]);
  out.add(
    route,
    "privacy",
    "prose",
    about.privacy.heading,
    about.privacy.paragraphs.map((text) => item("", text)),
  );
}

function addServices(out: DocumentList, route: SiteRoute): void {
  const { hero: top, core, specialised, process, cta } = servicesOverview;
  hero(out, route, top.title, top.lead);
  for (const document of sectionDocuments({
    id: "core",
    kind: "services",
    heading: core.heading,
    intro: core.intro,
    items: core.items,
  })) {
    out.add(route, "core", document.kind, document.heading, document.items);
  }
  out.add(route, "specialised", "features", specialised.heading, [
    ...intro(specialised.intro),
    ...cards(specialised.items),
  ]);
  out.add(route, "process", "steps", process.heading, [...intro(process.intro), ...steps(process.items)]);
  out.add(route, "cta", "cta", cta.heading, [item("", cta.description)]);
}

function addContact(out: DocumentList, route: SiteRoute): void {
  const page = contactPage;
  hero(out, route, page.hero.title, page.hero.lead);
  out.add(route, "form", "prose", page.form.heading, [
    item("", page.form.description),
    item("", page.form.privacyNotice),
  ]);
  out.add(route, "contact-information", "prose", page.infoCard.heading, [
    item("Email", company.email),
    item("Phone", company.phone),
    item(
      "Address",
      `${company.address.building}, ${company.address.street}, ${company.address.suburb} ${company.address.postalCode}`,
    ),
    item(page.infoCard.responseTimeLabel, company.responseTime),
    item("Incident response line", `${page.contactCard.emergency.text} ${page.contactCard.emergency.linkText}`),
  ]);
  out.add(
    route,
    "what-to-expect",
    "checklist",
    page.expectations.heading,
    page.expectations.items.map((line) => item("", line)),
  );
  out.add(route, "map", "prose", page.map.heading, [item("", page.map.description)]);
  out.add(
    route,
    "faq",
    "faq",
    page.faq.heading,
    page.faq.items.map((entry) => item(entry.question, entry.answer)),
  );
  out.add(
    route,
    "terms",
    "prose",
    page.terms.heading,
    page.terms.paragraphs.map((text) => item("", text)),
  );
}

export function buildKnowledgeDocuments(): KnowledgeDocument[] {
  const out = new DocumentList();
  for (const route of siteRoutes) {
    if (route.kind === "home") addHome(out, route);
    else if (route.kind === "about") addAbout(out, route);
    else if (route.kind === "services") addServices(out, route);
    else if (route.kind === "contact") addContact(out, route);
    else {
      const page = familyPages.find((candidate) => candidate.path === route.path);
      if (!page) throw new Error(`No family page content for ${route.path}`);
      addFamilyPage(out, route, page);
    }
  }
  return out.documents;
}
