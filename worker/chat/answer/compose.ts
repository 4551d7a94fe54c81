/**
 * Writes the reply from what was chosen: for a page, the section the question's facet asks for or
 * else its best-matching items, in a sentence template per section kind; for an intent, its reply
 * from content/assistant.ts. Then the links, as markdown the widget renders and as data.
 */
import type { KnowledgeDocument, KnowledgeItem } from "../knowledge/documents.ts";
import type { Facet } from "./facets.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import { itemKey, type Ranking } from "./rank.ts";

/** Longest body of a reply, before its links. */
export const maxBodyLength = 620;

/** Cuts text at a sentence or list boundary before `max` characters. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const boundary = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("; "), cut.lastIndexOf(", "));
  return `${cut.slice(0, boundary > max / 3 ? boundary : cut.lastIndexOf(" ")).replace(/[,;.]$/, "")}.`;
}

const ending = (text: string) => (/[.!?:]$/.test(text) ? text : `${text}.`);

function itemSentence(item: KnowledgeItem, max = 260): string {
  const text = clip(item.text, max);
  return item.title ? `${item.title}: ${lowerFirstWord(text)}` : text;
}

/** "Response under 4 hours" reads on after a colon as "response under 4 hours". */
function lowerFirstWord(text: string): string {
  return /^[A-Z][a-z]+\b/.test(text) && !/^[A-Z][a-z]+[A-Z]/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** A whole section, compactly, in the template of its kind. */
function sectionSentence(document: KnowledgeDocument, facet: Facet | undefined): string {
  const items = document.items.filter((item) => item.title);
  const lines = document.items.filter((item) => !item.title);
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
      return `${document.heading}: ${lines
        .slice(document.items[0]?.text.length && lines.length > 3 ? 0 : 0)
        .map((item) => lowerFirstWord(item.text).replace(/\.$/, ""))
        .join("; ")}.`;
    case "integrations":
      return `${document.heading}: ${lines.map((item) => item.text).join(" ")}`;
    default:
      return [...items.map((item) => itemSentence(item, 160))].join(" ");
  }
}

export interface PagePart {
  path: string;
  sentences: string[];
}

/**
 * The answer from one page: the section a facet asks for, else the page's best items for the
 * question (the page's own introduction when nothing more specific matched).
 */
export function composePage(
  knowledge: KnowledgeBase,
  path: string,
  ranking: Ranking,
  questionFacets: readonly Facet[],
  maxItems = 2,
): PagePart {
  const documents = knowledge.documents
    .map((document, number) => ({ document, number }))
    .filter(({ document }) => document.path === path);
  for (const facet of questionFacets) {
    const matching = documents.filter(
      ({ document }) => facet.kinds.includes(document.kind) || (facet.headings?.test(document.heading) ?? false),
    );
    if (!matching.length) continue;
    // Among the sections the facet allows, the one whose items match the question best.
    const scored = matching.map(({ document, number }) => ({
      document,
      score:
        Math.max(0, ...document.items.map((_, item) => ranking.itemScores.get(itemKey(number, item)) ?? 0)) +
        (facet.headings?.test(document.heading) ? 2 : 0) +
        (facet.kinds[0] === document.kind ? 1 : 0),
    }));
    scored.sort((a, b) => b.score - a.score);
    const best = scored[0]!.document;
    if (
      best.kind === "lists" ||
      best.kind === "features" ||
      best.kind === "tiles" ||
      best.kind === "stats" ||
      best.kind === "hero"
    ) {
      const number = knowledge.documents.indexOf(best);
      const items = best.items
        .map((item, index) => ({ item, score: ranking.itemScores.get(itemKey(number, index)) ?? 0 }))
        .filter(({ item }) => item.title)
        .sort((a, b) => b.score - a.score)
        .slice(0, 3)
        .map(({ item }) => itemSentence(item, 200));
      return { path, sentences: items };
    }
    return { path, sentences: [sectionSentence(best, facet)] };
  }
  const items = documents.flatMap(({ document, number }) =>
    document.items.map((item, index) => ({
      document,
      item,
      score: ranking.itemScores.get(itemKey(number, index)) ?? 0,
    })),
  );
  items.sort((a, b) => b.score - a.score);
  const chosen = items.filter((entry) => entry.score > 0).slice(0, maxItems);
  if (!chosen.length) {
    const hero = documents.find(({ document }) => document.kind === "hero")?.document.items[0];
    return { path, sentences: hero ? [clip(hero.text, 260)] : [] };
  }
  // A section kind whose items only make sense together is given whole.
  const top = chosen[0]!;
  if (top.document.kind === "tiers" || top.document.kind === "steps") {
    return { path, sentences: [sectionSentence(top.document, undefined)] };
  }
  return {
    path,
    sentences: chosen.map(({ document, item }) =>
      document.kind === "hero" && item === document.items[0] ? clip(item.text, 260) : itemSentence(item),
    ),
  };
}

export interface Link {
  path: string;
  title: string;
}

/** The reply text: body sentences within the length budget, then the page links on their own line. */
export function writeReply(sentences: readonly string[], links: readonly Link[]): string {
  let body = "";
  for (const sentence of sentences.map((text) => ending(text.trim())).filter(Boolean)) {
    const next = body ? `${body} ${sentence}` : sentence;
    if (next.length > maxBodyLength) {
      if (!body) body = clip(sentence, maxBodyLength);
      break;
    }
    body = next;
  }
  const inline = new Set([...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]));
  const extra = links.filter((link) => !inline.has(link.path));
  return extra.length ? `${body}\n\n${extra.map((link) => `[${link.title}](${link.path})`).join(" · ")}` : body;
}
