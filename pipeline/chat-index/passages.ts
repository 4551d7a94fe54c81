/**
 * Build time: turns content/ into the chat's passages (worker/chat/knowledge.ts). Every page gives
 * its introduction, each section (heading, intro and what it lists) and each card or item of a
 * section on its own, with the page path and the section's anchor; the company facts and the
 * footer give theirs; the assistant's company intents (content/assistant.ts) are passages too.
 * It imports every page module, which the Worker must never bundle: only the index build, the eval
 * and tests run it.
 */
import { assistantIntents } from "../../content/assistant.ts";
import { company, formatAddress } from "../../content/company.ts";
import { families } from "../../content/families.ts";
import { footerLinks } from "../../content/footer.ts";
import { pages } from "../../content/pages.ts";
import { findRoute } from "../../content/routes.ts";
import type { Page, Section } from "../../content/schema.ts";
import type { Passage, PassageKind } from "../../worker/chat/knowledge.ts";
import { sectionWords, type AskedAbout } from "../../content/chat-vocabulary.ts";
import { joinItems, listSentence, sayList } from "./sentences.ts";

/** How many of a checklist's lines its list sentence names before saying how many more there are. */
const listedLines = 3;

/** Collapses whitespace; keeps the non-breaking spaces that hold phone numbers together. */
const clean = (value: string) => value.replace(/[ \t\r\n]+/g, " ").trim();
const sentence = (value: string) => {
  const text = clean(value);
  return !text || /[.!?:]$/.test(text) ? text : `${text}.`;
};
/** A label inside a sentence: its first letter small, unless it is an acronym or a name ("POPIA", "HL7"). */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
/** A figure said with what it counts ("50+ security experts."), not as a heading ("50+: Security experts."). */
const saidFigure = (value: string, label: string) => `${value} ${lowerFirst(label)}`;
const bare = (item: string) => clean(item).replace(/[.;]$/, "");
const list = (items: readonly string[]) => items.map(bare).join(", ");

interface Item {
  title: string;
  text: string;
  /** A headline figure: its value and what it counts. */
  figure?: boolean;
  /** A card's need line (content/schema.ts, `offeringSchema`). */
  need?: string;
  /** The service page a case story is about. */
  related?: string;
}
const item = (title: string, text: string): Item => ({ title: clean(title), text: sentence(text) });
const figure = (value: string, label: string): Item => ({ ...item(value, label), figure: true });

/** A tier's stated response time ("Under 4 hours") in minutes; undefined when it states none. */
function responseMinutes(responseTime: string | undefined): number | undefined {
  const [, amount, unit = ""] = /\bunder (\d+) (minute|hour|day)s?\b/i.exec(responseTime ?? "") ?? [];
  return amount ? Number(amount) * ({ minute: 1, hour: 60, day: 1440 }[unit.toLowerCase()] ?? 1) : undefined;
}

/** The sections the footer's legal links name (the privacy policy, the terms). */
const legalHeadings = new Set(footerLinks.legal.map((link) => link.label.toLowerCase()));

function askedOnlyOf(heading: string): AskedAbout | undefined {
  return legalHeadings.has(heading.toLowerCase()) ? "legal" : undefined;
}

/** A section as the chat reads it: what it says as a whole, and its items. */
interface SectionReading {
  key: string;
  heading: string;
  /** The section as a whole: its intro and a compact list of its items. */
  summary: string;
  /** Its list said as one sentence, where the summary's sentences say one item each (a checklist). */
  list?: string;
  items: Item[];
  /** Whether the section has an anchor on the page (the contact band's parts do not). */
  anchored: boolean;
  /** Its items are company facts (the contact details). */
  factual?: boolean;
}

function names(items: readonly Item[]): string {
  return items.map((entry) => entry.title).join(", ");
}

function reading(section: Section, summary: (heading: string, items: Item[]) => string, items: Item[]) {
  const heading = "heading" in section ? clean(section.heading) : "";
  const intro = "intro" in section && section.intro ? `${sentence(section.intro)} ` : "";
  return [{ key: section.id, heading, summary: sentence(`${intro}${summary(heading, items)}`), items, anchored: true }];
}

/** The readings of one section: usually one; a checklist's process panel is another. */
function readSection(section: Section): SectionReading[] {
  const cards = (entries: readonly { title: string; description: string }[]) =>
    entries.map((entry) => item(entry.title, entry.description));
  const listed = (heading: string, items: Item[]) => `${heading}: ${names(items)}`;
  const numbered = (heading: string, items: Item[]) =>
    `${heading}: ${items.map((entry, index) => `${index + 1}. ${entry.title}`).join("; ")}`;
  switch (section.kind) {
    case "features":
    case "tiles":
    case "callouts":
      return reading(section, listed, cards(section.items));
    case "offerings":
      return reading(
        section,
        listed,
        section.items.map((card) => ({
          // Its features as a sentence of its own, not a bare list.
          ...item(
            card.title,
            `${sentence(card.description)} ${card.title} covers ${joinItems(card.features.map(bare))}.`,
          ),
          ...(card.need ? { need: card.need } : {}),
        })),
      );
    case "services":
      return reading(
        section,
        listed,
        section.items.map((card) =>
          item(
            card.title,
            `${sentence(card.description)} It includes ${list(card.features)}. You receive ${list(card.deliverables)}`,
          ),
        ),
      );
    case "steps":
      return reading(section, numbered, cards(section.items));
    case "checklist": {
      const said = section.items.map(sentence).join(" ");
      // Each line is a sentence of the summary; the list names the first few, not its first line alone.
      const lines = section.items.map((line) => lowerFirst(bare(line)));
      const more = lines.length > listedLines ? [`${lines.length - listedLines} more`] : [];
      const firstLines = [...lines.slice(0, listedLines), ...more].join("; ");
      const own = reading(section, (heading) => `${heading}: ${said}`, []).map((part) => ({
        ...part,
        list: sayList(part.heading, firstLines),
      }));
      if (!section.panel) return own;
      const steps = cards(section.panel.steps);
      const panel = { key: section.id, heading: clean(section.panel.heading), items: steps, anchored: true };
      return [...own, { ...panel, summary: sentence(numbered(panel.heading, steps)) }];
    }
    case "tiers": {
      // The passages list the tiers from the lowest to the top, so the chat can answer for either end
      // by position: tiers that state a response time run from the slowest to the fastest whichever
      // way the page shows them; others keep the page's order (priced tiers list the cheapest first).
      const minutes = section.items.map((tier) => responseMinutes(tier.responseTime));
      const lowestFirst = minutes.every((value) => value !== undefined)
        ? section.items.map((tier, index) => ({ tier, minutes: minutes[index]! })).sort((a, b) => b.minutes - a.minutes)
        : section.items.map((tier) => ({ tier }));
      const tiers = lowestFirst.map(({ tier }) =>
        item(
          tier.label ? `${tier.tier} (${tier.label})` : tier.tier,
          `${tier.responseTime ? `Response ${tier.responseTime.toLowerCase()}. ` : ""}${sentence(list(tier.features))}`,
        ),
      );
      const times = section.items.map(
        (tier) =>
          `${tier.label ? `${tier.tier} (${tier.label})` : tier.tier}${tier.responseTime ? ` ${tier.responseTime.toLowerCase()}` : ""}`,
      );
      return reading(section, (heading) => `${heading}: ${times.join("; ")}`, tiers);
    }
    case "alerts": {
      const alerts = section.items.map((alert) =>
        item(
          `${alert.level} alerts`,
          `Response ${alert.responseTime.toLowerCase()}. ${sentence(alert.description)} For example ${list(alert.examples)}`,
        ),
      );
      const times = section.items.map((alert) => `${alert.level} ${alert.responseTime.toLowerCase()}`);
      return reading(section, (heading) => `${heading}: ${times.join("; ")}`, alerts);
    }
    case "risks":
      return reading(
        section,
        listed,
        section.items.map((risk) => item(`${risk.code ? `${risk.code} ` : ""}${risk.title}`, risk.description)),
      );
    case "lists":
      return reading(
        section,
        // A single group is the section's list itself: "The medical specialties are ...", not "Heading: Medical Specialties".
        (heading, groups) =>
          groups.length === 1 && groups[0] ? sayList(groups[0].title, groups[0].text) : listed(heading, groups),
        section.groups.map((group) => item(group.title, list(group.items))),
      );
    case "stats":
      // Each figure with what it measures ("60% faster dispensing"): a bare list of figures says nothing.
      return reading(
        section,
        (heading) => `${heading}: ${list(section.items.map((stat) => `${stat.value} ${lowerFirst(stat.label)}`))}`,
        section.items.map((stat) => figure(stat.value, stat.label)),
      );
    case "integrations":
      return reading(section, (heading) => `${heading}: ${list(section.items.map((entry) => entry.name))}`, []);
    case "prose": {
      const figures = (section.stats ?? []).map((stat) => figure(stat.value, stat.label));
      return reading(section, () => section.paragraphs.map(sentence).join(" "), figures);
    }
    case "certifications":
      return reading(section, (heading) => `${heading}: ${list(section.items.map((cert) => cert.name))}`, []);
    case "faq":
      return reading(
        section,
        listed,
        section.items.map((entry) => item(entry.question, entry.answer)),
      );
    case "stories":
      return reading(
        section,
        listed,
        section.items.map((story) => ({
          ...item(
            `${story.sector}: ${story.title}`,
            `${sentence(story.challenge)} ${sentence(story.approach)} ${sentence(story.outcome)}`,
          ),
          related: route(story.service).path,
        })),
      );
    case "cta":
      return reading(section, () => [section.description, ...(section.points ?? [])].map(sentence).join(" "), []);
    // Quotes are clients' words, not the company's facts: the section says only whose feedback it shows.
    case "testimonials":
      return reading(
        section,
        (heading) => `${heading}: ${section.items.map((entry) => `${entry.name} (${entry.role})`).join(", ")}`,
        [],
      );
    // The map is the address, a fact below: a passage of its own outranks that fact for the address.
    case "map":
      return [];
    case "contact": {
      const { form, contactCard, infoCard, expectations } = section;
      const { labels } = infoCard;
      // Each fact as the sentence that states it: the reply to "what is your email?" is this line.
      const details = [
        item(labels.email, `You can email us at ${company.email}`),
        item(labels.phone, `You can call us on ${company.phone}`),
        item(labels.address, `Our address is ${formatAddress()}`),
        item(labels.responseTime, `We reply to every enquiry ${company.responseTime.toLowerCase()}`),
        item("Incident response line", `${contactCard.emergency.text} ${contactCard.emergency.linkText}`),
      ];
      const lines = expectations.items.map(sentence).join(" ");
      return [
        { key: "form", heading: clean(form.heading), summary: sentence(form.description), items: [], anchored: false },
        {
          key: "details",
          heading: clean(infoCard.heading),
          summary: "",
          items: details,
          anchored: false,
          factual: true,
        },
        { key: "next-steps", heading: clean(expectations.heading), summary: lines, items: [], anchored: false },
      ];
    }
  }
}

class PassageList {
  readonly passages: Passage[] = [];

  add(
    page: Pick<Page, "path" | "title" | "navLabel">,
    fields: Omit<Passage, "id" | "path" | "pageTitle" | "pageLabel">,
  ) {
    if (!fields.text && !fields.title) return;
    let id = `${page.path}#${fields.section}`;
    for (let n = 2; this.passages.some((passage) => passage.id === id); n += 1)
      id = `${page.path}#${fields.section}/${n}`;
    this.passages.push({ id, path: page.path, pageTitle: page.title, pageLabel: page.navLabel, ...fields });
  }
}

/** Whether a page introduces a family of services rather than one service. */
function isOverview(page: Page): boolean {
  return page.kind === "home" || Object.values(families).some((family) => family.root.path === page.path);
}

function addPage(out: PassageList, page: Page) {
  const { title, lead, stats = [] } = page.hero;
  const overview = isOverview(page) ? { overview: true } : {};
  // The meta description often repeats the lead: it is searched, and quoted only when it answers better.
  out.add(page, {
    kind: "hero",
    section: "hero",
    heading: clean(title),
    title: "",
    text: sentence(lead),
    summary: sentence(page.description),
    ...(page.need ? { need: page.need } : {}),
    ...overview,
  });
  for (const stat of stats) {
    out.add(page, {
      kind: "item",
      section: "hero",
      heading: clean(title),
      title: clean(stat.value),
      text: sentence(stat.label),
      list: saidFigure(clean(stat.value), sentence(stat.label)),
      figure: true,
      ...overview,
    });
  }
  for (const section of page.sections) {
    // Offering cards have no page of their own: the overview that shows them is where the site states them.
    const sectionOverview = section.kind === "offerings" ? {} : overview;
    for (const part of readSection(section)) {
      const anchor = part.anchored ? { anchor: part.key } : {};
      const askedOnly = askedOnlyOf(part.heading);
      const common = {
        section: part.key,
        heading: part.heading,
        sectionKind: section.kind,
        ...anchor,
        ...sectionOverview,
        ...(askedOnly ? { askedOnly } : {}),
      };
      const keywords = sectionWords[section.kind];
      const list = part.list ?? listSentence(part.heading, part.summary);
      out.add(page, {
        kind: "section" as PassageKind,
        title: "",
        text: part.summary,
        ...(list ? { list } : {}),
        ...(keywords ? { keywords } : {}),
        ...("need" in section && section.need ? { need: section.need } : {}),
        ...common,
      });
      for (const entry of part.items) {
        const { title: name, text, figure: isFigure, need, related } = entry;
        const kind = part.factual ? "fact" : "item";
        // A group of a list section is a list too ("Imaging Modalities: X-Ray, CT, MRI"), a figure a phrase.
        const said = section.kind === "lists" ? sayList(name, text) : isFigure ? saidFigure(name, text) : undefined;
        const list = said ? { list: said } : {};
        const flags = {
          ...list,
          ...(isFigure ? { figure: true } : {}),
          ...(need ? { need } : {}),
          ...(related ? { related } : {}),
        };
        out.add(page, { kind, title: name, text, ...common, ...flags });
      }
    }
  }
}

/** The page at a path content names, or a failed build: a passage never points at a page that is not there. */
function route(path: string) {
  const found = findRoute(path);
  if (!found) throw new Error(`chat passages: no page ${path}`);
  return found;
}

/** The company facts and the footer, which every page shows but no page section says. */
function addFacts(out: PassageList) {
  const fact = (path: string, key: string, title: string, text: string, askedOnly?: AskedAbout) =>
    out.add(route(path), {
      kind: "fact",
      section: `fact-${key}`,
      heading: "",
      title,
      text: sentence(text),
      ...(askedOnly ? { askedOnly } : {}),
    });
  fact(
    "/about",
    "company",
    company.name,
    `${company.name} (${company.shortName}) is a ${company.tagline.toLowerCase()}. ${company.description}`,
  );
  fact("/about", "mission", "Our mission", company.mission);
  fact("/about", "footer", company.shortName, footerLinks.blurb);
  fact(
    "/contact",
    "social",
    company.social.label,
    `${company.shortName} is on ${company.social.label}, linked in the footer of every page`,
  );
  fact(
    "/contact",
    "emergency",
    "Incident response line",
    `For an active security incident, call ${company.emergencyPhone} or email ${company.emergencyEmail}, 24/7`,
  );
  for (const link of footerLinks.legal) {
    fact(
      link.path,
      `legal-${link.path.slice(1)}`,
      link.label,
      `The footer's ${link.label} link leads to the ${route(link.path).navLabel} page`,
      "legal",
    );
  }
}

/** The company intents of content/assistant.ts: their reply is the text, their topic words the keywords. */
function addIntents(out: PassageList) {
  for (const intent of assistantIntents.filter((entry) => !entry.urgentOnly)) {
    const page = intent.page ? findRoute(intent.page) : undefined;
    const at = page ?? { path: "", title: "", navLabel: "" };
    out.add(at, {
      kind: "intent",
      section: `intent-${intent.id}`,
      heading: "",
      title: "",
      text: intent.reply,
      topics: intent.topics,
      intent: intent.id,
      ...(intent.notCovered ? { notCovered: true } : {}),
      ...(intent.askedOfCompany ? { askedOfCompany: true } : {}),
    });
  }
}

export function buildPassages(): Passage[] {
  const out = new PassageList();
  for (const page of pages) addPage(out, page);
  addFacts(out);
  addIntents(out);
  return out.passages;
}
