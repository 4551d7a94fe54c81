/**
 * Step 2, retrieve: one search per message over the knowledge's passages (BM25 with the field
 * boosts, prefix and fuzzy matching, stop words and the stemmer of knowledge.ts), shared by the
 * offline answer and the model's prompt. Beyond the field boosts there are two ranking rules, named
 * in `rankingRules`. The result also says how much of the question the best page covers, which is
 * what decides an honest "not on the site" (compose.ts).
 */
import type { SearchResult } from "minisearch";
import { termsOf, textTerms, words, type Knowledge, type Passage } from "./knowledge.ts";
import { requestWords } from "./words.ts";

export const rankingRules = {
  /** A family overview lists every service briefly: when a service's own page matches too, it leads. */
  overviewDiscount: 0.7,
  /** A headline figure answers "how many"; when a section says the same words, the section leads. */
  figureDiscount: 0.6,
  /** A short follow-up ("how long does it take?") stays on the page the assistant linked last. */
  followUpBoost: 2.5,
  /** ... and counts as covering this much more of the question than it does. */
  followUpCoverage: 0.5,
  /** A follow-up is short: at most this many of the question's own terms. */
  followUpTerms: 3,
  /** A page ranks by its best three passages, weighed by these shares: a page about the subject beats one that mentions it once. */
  passageShares: [1, 0.5, 0.25],
  /** Coverage of the question comes first when choosing the page that answers: weight against BM25 (0 to 1). */
  coverageFirst: 2,
  /** How many of the best-scoring pages are weighed for coverage. */
  pagesWeighed: 8,
} as const;

export interface Hit {
  passage: Passage;
  score: number;
  /** The question's terms this passage matched. */
  terms: readonly string[];
  /** Of those, the ones it matched in what it shows (its text, name, heading or description; an intent's topics). */
  said: readonly string[];
}

/** The fields a visitor reads in a reply; the others (need lines, a section kind's words, the page title) only find the passage. */
const shownFields = new Set(["title", "heading", "text", "summary", "topics"]);

export interface PageHit {
  path: string;
  score: number;
  /** Its passages that matched, best first. */
  hits: Hit[];
}

/** One word of the question as search terms: its stem and those of its domain equivalent. */
export type TermGroup = readonly string[];

export interface Retrieval {
  /** The question's telling words (content words that are not request words), as term groups. */
  asked: readonly TermGroup[];
  hits: readonly Hit[];
  /** The pages that matched, by score. */
  pages: readonly PageHit[];
  /** The page the assistant linked last, when the message follows up on it. */
  followUp?: string;
  /** How much of what was asked the page that answers covers (see `answeringPage`). */
  coverage: number;
}

/** The question's telling words as term groups, each once. A number is a quantity, not a subject. */
export function askedTerms(text: string): TermGroup[] {
  const groups = new Map<string, TermGroup>();
  for (const word of words(text)) {
    if (requestWords.has(word) || /^\d+$/.test(word)) continue;
    const group = termsOf(word);
    if (group.length) groups.set(group.join(" "), group);
  }
  return [...groups.values()];
}

/** The share of `asked` that `matched` holds: a word counts when any of its terms matched. */
export function coverageOf(asked: readonly TermGroup[], matched: Iterable<string>): number {
  if (!asked.length) return 1;
  const found = new Set(matched);
  return asked.filter((group) => group.some((term) => found.has(term))).length / asked.length;
}

/**
 * The page that answers `asked` and how much of it it covers: among the pages that matched, the
 * one that covers most of what was asked, BM25 deciding between pages that cover about as much
 * (`rankingRules.coverageFirst`). One question of a two-part message is answered the same way,
 * from the same hits.
 */
export function answeringPage(retrieval: Retrieval, asked: readonly TermGroup[]) {
  const top = retrieval.pages[0]?.score ?? 1;
  let best: { page: PageHit; coverage: number; rank: number } | undefined;
  for (const page of retrieval.pages.slice(0, rankingRules.pagesWeighed)) {
    const coverage = coverageOf(
      asked,
      page.hits.flatMap((hit) => hit.terms),
    );
    const stays = page.path === retrieval.followUp ? rankingRules.followUpCoverage : 0;
    const rank = rankingRules.coverageFirst * (coverage + stays) + page.score / top;
    if (!best || rank > best.rank) best = { page, coverage, rank };
  }
  return best;
}

/** What is asked beyond the page's own title: choosing the page answered its title's words. */
export function askedOfPage(page: PageHit, asked: readonly TermGroup[]): TermGroup[] {
  const passage = page.hits[0]?.passage;
  const title = new Set(passage ? textTerms(`${passage.pageTitle} ${passage.pageLabel}`) : []);
  return asked.filter((group) => !group.some((term) => title.has(term)));
}

/**
 * The passage of a page that answers `asked` best, by the same rule over what it says of what is
 * asked beyond the page's title; when nothing is ("what is VAPT?"), the page's introduction.
 */
export function answeringHit(page: PageHit, asked: readonly TermGroup[]): Hit | undefined {
  const beyond = askedOfPage(page, asked);
  if (!beyond.length) return page.hits.find((hit) => hit.passage.kind === "hero") ?? page.hits[0];
  const top = page.hits[0]?.score ?? 1;
  let best: { hit: Hit; rank: number } | undefined;
  for (const hit of page.hits) {
    const rank = rankingRules.coverageFirst * coverageOf(beyond, hit.said) + hit.score / top;
    if (!best || rank > best.rank) best = { hit, rank };
  }
  return best?.hit;
}

/** The query terms a result shows: matched in a shown field, or a word found by prefix or a typo there. */
function saidTerms(result: SearchResult): string[] {
  const shown = Object.keys(result.match).filter((term) =>
    (result.match[term] ?? []).some((field) => shownFields.has(field)),
  );
  return result.queryTerms.filter(
    (query) => shown.includes(query) || shown.some((term) => term.startsWith(query) || query.startsWith(term)),
  );
}

/** Words that point back at what was just discussed. */
const pointsBack = /\b(?:it|its|that|this|they|them|those|these|there|same)\b/i;

export function retrieve(knowledge: Knowledge, text: string, previousPage?: string, firstQuestion = text): Retrieval {
  const asked = askedTerms(text);
  const followUp =
    previousPage && (asked.length <= rankingRules.followUpTerms || pointsBack.test(text)) ? previousPage : undefined;
  const results = knowledge.index.search(text, {
    boostDocument: (id) => {
      const passage = knowledge.passages.get(id as string);
      if (!passage) return 1;
      const figure = passage.figure ? rankingRules.figureDiscount : 1;
      if (followUp && passage.path === followUp) return rankingRules.followUpBoost * figure;
      return (passage.overview ? rankingRules.overviewDiscount : 1) * figure;
    },
  });
  const hits = results.flatMap((result) => {
    const passage = knowledge.passages.get(result.id as string);
    if (!passage) return [];
    return [{ passage, score: result.score, terms: result.queryTerms, said: saidTerms(result) }];
  });
  const byPage = new Map<string, Hit[]>();
  for (const hit of hits) {
    const pageHits = byPage.get(hit.passage.path);
    if (pageHits) pageHits.push(hit);
    else byPage.set(hit.passage.path, [hit]);
  }
  const pages = [...byPage]
    .map(([path, pageHits]) => ({
      path,
      hits: pageHits,
      score: rankingRules.passageShares.reduce((sum, share, index) => sum + share * (pageHits[index]?.score ?? 0), 0),
    }))
    .sort((a, b) => b.score - a.score);
  const retrieval = { asked, hits, pages, ...(followUp ? { followUp } : {}), coverage: 0 };
  retrieval.coverage = answeringPage(retrieval, askedTerms(firstQuestion))?.coverage ?? 0;
  return retrieval;
}
