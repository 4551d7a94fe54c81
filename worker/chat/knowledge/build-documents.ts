/**
 * Turns content/ into knowledge documents (see documents.ts): every page of the route model,
 * section by section, with its items kept apart, each section kind read its own way. Build-time
 * only: it imports the page modules, which the Worker must not bundle twice, so only the build
 * script, the eval and tests call it.
 */
import { company, formatAddress } from "../../../content/company.ts";
import { pages } from "../../../content/pages.ts";
import type { FeatureCard, Page, Section, Stat, Step } from "../../../content/schema.ts";
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
/** A section's link to where the site says more is part of what the section says: a line after its items. */
const more = (link?: { label: string }) => (link ? [item("", link.label)] : []);

interface SectionDocument {
  kind: DocumentKind;
  heading: string;
  items: KnowledgeItem[];
  /** The document's key when it is not the section's id. */
  key?: string;
}

/** The documents of one section: usually one; two for a checklist with its process or prose with its figures. */
function sectionDocuments(section: Section): SectionDocument[] {
  if (section.kind === "contact") return contactDocuments(section);
  const one = (kind: DocumentKind, items: KnowledgeItem[]) => [
    {
      kind,
      heading: section.heading,
      items: [
        ...intro("intro" in section ? section.intro : undefined),
        ...items,
        ...more("more" in section ? section.more : undefined),
      ],
    },
  ];
  switch (section.kind) {
    case "features":
    case "tiles":
      return one(section.kind, cards(section.items));
    case "offerings":
      return one(
        "features",
        section.items.map((card) => item(card.title, `${sentence(card.description)} ${list(card.features)}`)),
      );
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
    case "prose":
      return [
        ...one(
          "prose",
          section.paragraphs.map((text) => item("", text)),
        ),
        ...(section.stats
          ? [
              {
                kind: "stats" as const,
                heading: section.heading,
                items: stats(section.stats),
                key: `${section.id}-stats`,
              },
            ]
          : []),
      ];
    case "certifications":
      return one("lists", [item("Our consultants' certifications", list(section.items.map((cert) => cert.name)))]);
    // Quotes are clients' words, not the company's facts: the assistant does not answer from them.
    case "testimonials":
      return [];
    case "faq":
      return one(
        "faq",
        section.items.map((entry) => item(entry.question, entry.answer)),
      );
    case "stories":
      return one(
        "stories",
        section.items.map((story) =>
          item(
            `${story.sector}: ${story.title}`,
            `${sentence(story.challenge)} ${sentence(story.approach)} ${sentence(story.outcome)}`,
          ),
        ),
      );
    case "map":
      return one("prose", []);
    case "cta":
      return one("cta", [item("", section.description), ...(section.points ?? []).map((point) => item("", point))]);
  }
}

/** The contact page's form and cards: what the form is for, how to reach us, what happens next. */
function contactDocuments({ form, contactCard, infoCard, expectations }: Extract<Section, { kind: "contact" }>) {
  const { labels } = infoCard;
  return [
    {
      kind: "prose" as const,
      heading: form.heading,
      items: [item("", form.description), item("", form.privacyNotice)],
      key: "form",
    },
    {
      kind: "prose" as const,
      heading: infoCard.heading,
      items: [
        item(labels.email, company.email),
        item(labels.phone, company.phone),
        item(labels.address, formatAddress()),
        item(labels.responseTime, company.responseTime),
        item("Incident response line", `${contactCard.emergency.text} ${contactCard.emergency.linkText}`),
      ],
      key: "contact-information",
    },
    {
      kind: "checklist" as const,
      heading: expectations.heading,
      items: expectations.items.map((line) => item("", line)),
      key: "what-to-expect",
    },
  ];
}

class DocumentList {
  readonly documents: KnowledgeDocument[] = [];

  add(page: Page, key: string, kind: DocumentKind, heading: string, items: KnowledgeItem[]): void {
    const kept = items.filter((entry) => entry.text || entry.title);
    if (!kept.length) return;
    let id = `${page.path}#${key}`;
    for (let n = 2; this.documents.some((document) => document.id === id); n += 1) id = `${page.path}#${key}-${n}`;
    const { path, title: pageTitle, navLabel: pageLabel } = page;
    this.documents.push({ id, path, pageTitle, pageLabel, kind, heading: clean(heading), items: kept });
  }
}

function addPage(out: DocumentList, page: Page): void {
  const { title, lead, stats: heroStats } = page.hero;
  out.add(page, "hero", "hero", title, [item(title, `${sentence(lead)} ${page.description}`), ...stats(heroStats)]);
  for (const section of page.sections) {
    for (const document of sectionDocuments(section)) {
      out.add(page, document.key ?? section.id, document.kind, document.heading, document.items);
    }
  }
}

export function buildKnowledgeDocuments(): KnowledgeDocument[] {
  const out = new DocumentList();
  for (const page of pages) addPage(out, page);
  return out.documents;
}
