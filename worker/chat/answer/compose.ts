/**
 * Writes the reply from what was chosen: for a page, the section the question's facet asks for or
 * else its best-matching items, in a sentence template per section kind; for an intent, its reply
 * from content/assistant.ts. Then the links, as markdown the widget renders and as data.
 */
import type { KnowledgeDocument, KnowledgeItem } from "../knowledge/documents.ts";
import type { Facet } from "./facets.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import { itemKey, type Ranking } from "./rank.ts";
import { terms } from "./terms.ts";

/** Longest body of a reply, before its links. */
export const maxBodyLength = 620;
/** Longest reply, body and link line together: the body gives way to the links it names. */
export const maxReplyLength = 750;

/** Cuts text at a sentence or list boundary before `max` characters. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const boundary = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("; "), cut.lastIndexOf(", "));
  return `${cut.slice(0, boundary > max / 3 ? boundary : cut.lastIndexOf(" ")).replace(/[,;.]$/, "")}.`;
}

/**
 * The part of a text that answers: cut as `clip` does, unless the cut drops a sentence (or, in a
 * list, an element) holding a word the question asked that the kept part lacks ("Built-in AI
 * flags ... attrition risk" after a long first sentence). Then the opening segment and the
 * segments with those words are kept, the others left out.
 */
export function excerpt(text: string, max: number, asked: ReadonlySet<string> = new Set()): string {
  const cut = clip(text, max);
  if (cut === text || !asked.size) return cut;
  const shown = new Set(terms(cut));
  const dropped = terms(text).filter((term) => asked.has(term) && !shown.has(term));
  if (!dropped.length) return cut;
  const sentences = text.split(/(?<=[.!?])\s+/);
  const [separator, segments] = sentences.length > 1 ? [" ", sentences] : [", ", text.split(/,\s+/)];
  const answering = (segment: string) => terms(segment).some((term) => dropped.includes(term));
  const [opening, ...rest] = segments;
  const wanted = rest.filter(answering);
  if (!opening || !wanted.length) return cut;
  const joined = (parts: string[]) => ending(parts.join(separator).replace(/[,;]$/, ""));
  const withOpening = joined([opening, ...wanted]);
  return withOpening.length <= max * 1.2 ? withOpening : clip(joined(wanted), max);
}

const ending = (text: string) => (/[.!?:]$/.test(text) ? text : `${text}.`);

function itemSentence(item: KnowledgeItem, max = 260, asked?: ReadonlySet<string>): string {
  const text = excerpt(item.text, max, asked);
  return item.title ? `${item.title}: ${lowerFirstWord(text)}` : text;
}

/** "Response under 4 hours" reads on after a colon as "response under 4 hours". */
function lowerFirstWord(text: string): string {
  return /^[A-Z][a-z]+\b/.test(text) && !/^[A-Z][a-z]+[A-Z]/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** A whole section, compactly, in the template of its kind. */
export function sectionSentence(document: KnowledgeDocument, facet?: Facet): string {
  const items = document.items.filter((item) => item.title);
  const lines = document.items.filter((item) => !item.title).map((item) => item.text);
  switch (document.kind) {
    case "steps":
      return `${document.heading}: ${items.map((item, index) => `${index + 1}. ${item.title}`).join("; ")}.`;
    case "tiers":
    case "alerts":
      return `${document.heading}: ${items
        .map(
          (item) =>
            `${item.title}: ${lowerFirstWord(clip(item.text, facet?.name === "speed" ? 40 : 90)).replace(/\.$/, "")}`,
        )
        .join("; ")}.`;
    case "checklist":
      return `${document.heading}: ${lines.map((line) => lowerFirstWord(line).replace(/\.$/, "")).join("; ")}.`;
    case "integrations":
      return `${document.heading}: ${lines.join(" ")}`;
    case "prose":
    case "cta":
      return lines.slice(0, 2).join(" ");
    default:
      // Many cards read best as a list of their names; a few as name and description.
      if (items.length > 4) {
        return `${lines[0] ? `${lines[0]} ` : ""}${document.heading}: ${items.map((item) => item.title).join(", ")}.`;
      }
      return [...lines.slice(0, 1), ...items.map((item) => itemSentence(item, 150))].join(" ");
  }
}

export interface PagePart {
  path: string;
  sentences: string[];
}

/** The search terms of an item (or of a section's heading), computed once per item. */
const termCache = new WeakMap<object, ReadonlySet<string>>();
function candidateTerms(entry: Candidate): ReadonlySet<string> {
  const key = entry.item ?? entry.document;
  let found = termCache.get(key);
  if (!found) {
    found = new Set(terms(entry.item ? `${entry.item.title} ${entry.item.text}` : entry.document.heading));
    termCache.set(key, found);
  }
  return found;
}

interface Candidate {
  document: KnowledgeDocument;
  /** The item, or undefined for the section as a whole (found by its heading). */
  item?: KnowledgeItem;
  score: number;
}

/**
 * The answer from one page: the section a facet asks for; else the page's best match for the
 * question, a whole section when its heading matched best, or its best items; else the page's
 * own introduction. `named` are the terms of codes and acronyms the question names.
 */
export function composePage(
  knowledge: KnowledgeBase,
  path: string,
  ranking: Ranking,
  questionFacets: readonly Facet[],
  maxItems = 2,
  named: readonly string[] = [],
): PagePart {
  const documents = knowledge.documents
    .map((document, number) => ({ document, number }))
    .filter(({ document }) => document.path === path);
  const itemScore = (number: number, item: number) => ranking.itemScores.get(itemKey(number, item)) ?? 0;
  const asked = new Set(ranking.query.map(({ term }) => term));
  for (const facet of questionFacets) {
    // An introduction answers "how do you measure it?" by its figures ("99.9%: Uptime"); one with
    // none only says what the page is about, and the page's own words on measuring answer instead.
    const matching = documents.filter(
      ({ document }) =>
        (facet.kinds.includes(document.kind) || (facet.headings?.test(document.heading) ?? false)) &&
        (document.kind !== "hero" || document.items.slice(1).some((item) => item.title)),
    );
    if (!matching.length) continue;
    // Among the sections the facet allows, the one that matches the question best.
    const scored = matching.map(({ document, number }) => ({
      document,
      number,
      score:
        Math.max(ranking.sectionScores.get(number) ?? 0, ...document.items.map((_, item) => itemScore(number, item))) +
        (facet.headings?.test(document.heading) ? 3 : 0) +
        (facet.kinds[0] === document.kind ? 1.5 : 0),
    }));
    scored.sort((a, b) => b.score - a.score);
    const best = scored[0];
    if (!best) continue;
    const titled = best.document.items.filter((item) => item.title);
    // What happens after a finding is the later step: the last step that shares a word with the
    // question, else the process's last step.
    if (facet.name === "outcome" && titled.length) {
      const matching = best.document.items.filter((item, index) => item.title && itemScore(best.number, index) > 0);
      const step = matching[matching.length - 1] ?? titled[titled.length - 1];
      return { path, sentences: step ? [itemSentence(step, 260, asked)] : [] };
    }
    // "Which languages?" asks for the whole range: the names of every group in the list.
    // On cards, the card that names what was asked ("Multilingual Care" for "how many languages")
    // says how far it goes; the names of the rest follow.
    if (facet.name === "coverage" && titled.length > 3) {
      const names = `${best.document.heading}: ${titled.map((item) => item.title).join(", ")}.`;
      const [lead] = best.document.items
        .map((item, index) => ({ item, score: itemScore(best.number, index) }))
        .filter(({ item, score }) => item.title && score > 0)
        .sort((a, b) => b.score - a.score);
      const detail = best.document.kind !== "lists" && lead && lead.score >= 0.5 * best.score ? lead.item : undefined;
      return { path, sentences: detail ? [itemSentence(detail, 200), names] : [names] };
    }
    if (best.document.kind === "lists" || best.document.kind === "stats" || best.document.kind === "hero") {
      const items = best.document.items
        .map((item, index) => ({ item, score: itemScore(best.number, index) }))
        .filter(({ item }) => item.title)
        .sort((a, b) => b.score - a.score)
        .slice(0, 3)
        .map(({ item }) => itemSentence(item, 200));
      return { path, sentences: items };
    }
    return { path, sentences: [sectionSentence(best.document, facet)] };
  }
  const candidates: Candidate[] = documents.flatMap(({ document, number }) => [
    { document, score: ranking.sectionScores.get(number) ?? 0 },
    ...document.items.map((item, index) => ({ document, item, score: itemScore(number, index) })),
  ]);
  candidates.sort((a, b) => b.score - a.score);
  // A call to action whose heading echoes the question ("Move from Paper Folders to a Complete
  // Digital Record") shows the page is right but only invites a call: the part of the page that
  // answers, when it matches nearly as well, goes first.
  const invitation = candidates[0];
  if (invitation && invitation.document.kind === "cta" && !invitation.item) {
    const content = candidates.find((entry) => entry.document.kind !== "cta" && entry.score >= 0.5 * invitation.score);
    if (content) candidates.sort((a, b) => Number(b === content) - Number(a === content) || b.score - a.score);
  }
  // Choosing the page answered the words of its title. When the page's introduction leads but
  // says nothing of the rest of the question ("Android" on the patient app page), the part of the
  // page that does goes first.
  const first = candidates[0];
  if (first && first.document.kind === "hero" && first.score > 0) {
    const titleTerms = new Set(terms(first.document.pageTitle));
    const shown = first.item ?? first.document.items[0];
    const shownTerms = new Set(terms(shown ? `${first.item ? shown.title : ""} ${clip(shown.text, 260)}` : ""));
    const beyond = ranking.query.filter(({ term }) => !titleTerms.has(term));
    const answering = candidates.find(
      (entry) =>
        entry.score > 0 && entry.document.kind !== "hero" && beyond.some(({ term }) => candidateTerms(entry).has(term)),
    );
    if (answering && !beyond.some(({ term }) => shownTerms.has(term))) {
      candidates.sort((a, b) => Number(b === answering) - Number(a === answering) || b.score - a.score);
    }
  }
  // A process whose heading matches the question nearly as well as the best part, with two of its
  // steps as close ("Switching payroll without disruption" for changing payroll mid-year), answers
  // as a whole: its steps in order, not one of them beside a part of another section.
  const best = candidates[0];
  const pageTitleTerms = new Set(terms(documents[0]?.document.pageTitle ?? ""));
  const headingAsks = (document: KnowledgeDocument) =>
    terms(document.heading).some(
      (term) => !pageTitleTerms.has(term) && ranking.query.some((asked) => asked.term === term),
    );
  const wholeProcess = candidates.find(
    (entry) =>
      best !== undefined &&
      !entry.item &&
      entry.document.kind === "steps" &&
      entry.score >= 0.75 * best.score &&
      headingAsks(entry.document) &&
      candidates.filter((other) => other.item && other.document === entry.document && other.score >= 0.75 * best.score)
        .length >= 2,
  );
  if (wholeProcess) return { path, sentences: [sectionSentence(wholeProcess.document)] };
  // A reply of items shows a section's heading match only as its introduction, and the hero's
  // heading and its first item as one text: the places go to items that each add something.
  const leading = candidates.find((entry) => entry.score > 0);
  const shownItem = (entry: Candidate) =>
    entry.item ?? (entry.document.kind === "hero" ? entry.document.items[0] : undefined);
  const asItems = leading !== undefined && (leading.item !== undefined || leading.document.kind === "hero");
  const chosen = asItems
    ? candidates
        .filter((entry) => entry.score > 0 && shownItem(entry))
        .filter((entry, index, all) => all.findIndex((other) => shownItem(other) === shownItem(entry)) === index)
        .slice(0, maxItems)
    : candidates.filter((entry) => entry.score > 0).slice(0, maxItems);
  // A code or acronym the question names ("IRP5", "MASVS") is what it is about: when the page has
  // it but the chosen parts do not, the best item that has it takes the last place.
  // Likewise the rarest word of the question that the page has and the chosen parts lack
  // ("passwords" in "what happens when you find our passwords?") pulls in its best item.
  const onPage = (term: string) => candidates.some((entry) => entry.item && candidateTerms(entry).has(term));
  const byRarity = (a: string, b: string) => knowledge.index.idf(b) - knowledge.index.idf(a);
  const uncovered = (term: string) => !chosen.some((entry) => candidateTerms(entry).has(term));
  const specific =
    named.filter(onPage).sort(byRarity)[0] ??
    (chosen.length >= 2
      ? ranking.query
          .filter(({ term, weight }) => weight >= 1 && onPage(term) && uncovered(term))
          .map(({ term }) => term)
          .sort(byRarity)[0]
      : undefined);
  if (specific && chosen.length && !chosen.some((entry) => candidateTerms(entry).has(specific))) {
    const having = candidates.find((entry) => entry.score > 0 && entry.item && candidateTerms(entry).has(specific));
    const replaced = chosen[chosen.length - 1];
    // A plain word only swaps for a part nearly as good that loses no word of the question only it had.
    const kept = chosen.slice(0, -1);
    const losesWord = ranking.query.some(
      ({ term }) =>
        replaced !== undefined &&
        candidateTerms(replaced).has(term) &&
        !kept.some((entry) => candidateTerms(entry).has(term)),
    );
    const nearly =
      named.includes(specific) ||
      (replaced !== undefined && !losesWord && (having?.score ?? 0) >= 0.8 * replaced.score);
    if (having && nearly) chosen.splice(Math.max(chosen.length - 1, 1), chosen.length > 1 ? 1 : 0, having);
  }
  const top = chosen[0];
  if (!top) {
    const hero = documents.find(({ document }) => document.kind === "hero")?.document.items[0];
    return { path, sentences: hero ? [clip(hero.text, 260)] : [] };
  }
  if (!top.item && top.document.kind !== "hero") return { path, sentences: [sectionSentence(top.document)] };
  return {
    path,
    sentences: chosen
      .filter((entry) => entry.item || entry.document.kind === "hero")
      .map(({ document, item }) => {
        const shown = item ?? document.items[0];
        if (!shown) return "";
        return document.kind === "hero" && shown === document.items[0]
          ? excerpt(shown.text, 260, asked)
          : itemSentence(shown, 260, asked);
      }),
  };
}

export interface Link {
  path: string;
  /** The page's navigation label, the link's text. */
  label: string;
}

/** The reply text: body sentences within the length budget, then the page links on their own line. */
export function writeReply(sentences: readonly string[], links: readonly Link[]): string {
  let body = "";
  const linkLine = links.map((link) => `[${link.label}](${link.path})`).join(" · ");
  const budget = Math.min(maxBodyLength, maxReplyLength - (linkLine ? linkLine.length + 2 : 0));
  const unique = [...new Set(sentences.map((text) => text.trim()).filter(Boolean))];
  for (const sentence of unique.map(ending)) {
    const next = body ? `${body} ${sentence}` : sentence;
    if (next.length > budget) {
      if (!body) body = clip(sentence, budget);
      break;
    }
    body = next;
  }
  const inline = new Set([...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]));
  const extra = links.filter((link) => !inline.has(link.path));
  return extra.length ? `${body}\n\n${extra.map((link) => `[${link.label}](${link.path})`).join(" · ")}` : body;
}
