/**
 * Retrieval: scores every unit for a question, then ranks pages (a page is as good as its best
 * item, plus a little for the next ones, so a page about the topic beats a page that mentions it
 * once) and intents (as good as their best example). Pages and intents share one scale, so the
 * answerer can ask whether an intent beats the best page by a margin.
 */
import type { KnowledgeBase } from "./knowledge-base.ts";
import type { QueryTerm } from "./lexical-index.ts";
import { stem, terms } from "./terms.ts";

export interface PageHit {
  path: string;
  /** The page's best item plus a little for the next two: the scale intents are compared on. */
  score: number;
  /** The score plus the page's breadth on the question's words: what the pages are ordered by. */
  order: number;
}

/** Breadth: a term's weight per unit of a page that has it, counted up to `breadthUnits` units. */
const breadthWeight = 0.5;
const breadthUnits = 4;

export interface IntentHit {
  intent: number;
  score: number;
}

export interface Ranking {
  /** The question's terms the ranking was made for. */
  query: readonly QueryTerm[];
  /** Score of each item unit, by "document:item". */
  itemScores: Map<string, number>;
  /** Score of each section's heading, by document number. */
  sectionScores: Map<number, number>;
  pages: PageHit[];
  intents: IntentHit[];
  /** Intents with an example that shares two of the question's terms, or all of the example's own. */
  clearIntents: Set<number>;
}

export const itemKey = (document: number, item: number) => `${document}:${item}`;

/** Per knowledge base and term: how many of each page's units have the term. */
const pageCounts = new WeakMap<KnowledgeBase, Map<string, ReadonlyMap<string, number>>>();
const noCounts: ReadonlyMap<string, number> = new Map();

function unitsPerPage(knowledge: KnowledgeBase, term: string): ReadonlyMap<string, number> {
  if (!knowledge.index.has(term)) return noCounts;
  let cache = pageCounts.get(knowledge);
  if (!cache) {
    cache = new Map();
    pageCounts.set(knowledge, cache);
  }
  const cached = cache.get(term);
  if (cached) return cached;
  const counts = new Map<string, number>();
  for (const unitNumber of knowledge.index.unitsWith(term)) {
    const unit = knowledge.units[unitNumber];
    if (!unit || unit.type === "intent") continue;
    const path = knowledge.documents[unit.document]?.path ?? "";
    counts.set(path, (counts.get(path) ?? 0) + 1);
  }
  cache.set(term, counts);
  return counts;
}

/** What the page titles say, per knowledge base: each page's title terms and family. */
interface TitleFacts {
  titles: Map<string, Set<string>>;
  /** A page's family: the first segment of its path ("services", "hr", "healthcare"). */
  family: (path: string) => string;
  /** The family whose titles say "security" most: the pages that test and defend. */
  securityFamily: string;
}

/** A word in more than this share of the page titles names a family of pages, not one page. */
const familyWordShare = 1 / 8;

const titleFacts = new WeakMap<KnowledgeBase, TitleFacts>();

function titlesOf(knowledge: KnowledgeBase): TitleFacts {
  const cached = titleFacts.get(knowledge);
  if (cached) return cached;
  // A family's landing is "/healthcare-solutions" and its modules "/healthcare/…" (HR's share
  // "/hr-solutions"): the first segment without "-solutions" names the family of both.
  const family = (path: string) => (path.split("/")[1] ?? "").replace(/-solutions$/, "");
  const titles = new Map<string, Set<string>>();
  const security = new Map<string, number>();
  for (const [path, title] of knowledge.pageTitles) {
    const own = new Set(terms(title));
    titles.set(path, own);
    if (own.has("security")) security.set(family(path), (security.get(family(path)) ?? 0) + 1);
  }
  const securityFamily = [...security].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
  // Words many titles share ("security", "management", "testing") name a family, not a page.
  const titleCounts = new Map<string, number>();
  for (const own of titles.values()) for (const term of own) titleCounts.set(term, (titleCounts.get(term) ?? 0) + 1);
  for (const own of titles.values()) {
    for (const term of own) if ((titleCounts.get(term) ?? 0) > familyWordShare * titles.size) own.delete(term);
  }
  const facts = { titles, family, securityFamily };
  titleFacts.set(knowledge, facts);
  return facts;
}

/** A page's title terms, less the words many titles share: what names that page alone. */
export function ownTitleTerms(knowledge: KnowledgeBase, path: string): ReadonlySet<string> {
  return titlesOf(knowledge).titles.get(path) ?? new Set();
}

/**
 * A page whose title names two or more of the question's terms is the page the visitor named
 * ("medical records", "Azure ... cloud"): its order rises by the share of the question's weight
 * those terms carry, so the boost is relative to the question rather than a fixed amount. One word
 * shared with a title is common to too many questions to count, and numbers ("24/7") are no names.
 */
function titleShare(facts: TitleFacts, query: readonly QueryTerm[], idf: (term: string) => number, path: string) {
  const own = facts.titles.get(path);
  if (!own) return 0;
  let total = 0;
  let matched = 0;
  let count = 0;
  for (const { term, weight } of query) {
    const value = weight * idf(term);
    total += value;
    if (own.has(term)) {
      matched += value;
      if (/[a-z]/.test(term)) count += 1;
    }
  }
  return count >= 2 && total > 0 ? matched / total : 0;
}

/** Words that ask for something to be tested ... */
export const assessWords: ReadonlySet<string> = new Set(
  ["test", "check", "assess", "audit", "review", "scan", "probe"].map(stem),
);
/** ... for its security. */
export const securityWords: ReadonlySet<string> = new Set(
  ["security", "secure", "vulnerability", "hack", "hacker", "attack", "holes"].map(stem),
);

/**
 * A question that asks for something to be checked for security ("can you check our patient app is
 * secure?") asks for a security service, whatever the thing is: pages outside the security family
 * (the products the thing resembles) are ordered at this share of their weight.
 */
const outsideSecurityFamily = 0.75;

/**
 * A code or name the visitor typed ("GraphQL", "HL7") that few pages use is the most specific word
 * asked: a page without it, when another page has it, is ordered at this share for each one missing.
 */
const withoutNamed = 0.65;
/** Names on more than this share of the pages say too little to decide between them. */
const rareName = 0.25;

/**
 * A word that one family of pages says nearly always, across its pages ("HR", "patient", "payroll"),
 * names that family: a page of another family that uses it in passing ("HR processes" on the
 * healthcare ERP page) is ordered at `outsideNamedFamily` of its weight. Counted over a term's
 * units, from `familyTermUnits` up; a word mostly on one page ("ERP") names that page instead.
 */
const familyTermShare = 0.75;
const onePageShare = 2 / 3;
const familyTermUnits = 10;
const outsideNamedFamily = 0.6;

const familyTermsCache = new WeakMap<KnowledgeBase, Map<string, string | undefined>>();

/** The family a term names, if one family holds at least `familyTermShare` of its units. */
function familyOfTerm(knowledge: KnowledgeBase, facts: TitleFacts, term: string): string | undefined {
  let cache = familyTermsCache.get(knowledge);
  if (!cache) {
    cache = new Map();
    familyTermsCache.set(knowledge, cache);
  }
  if (cache.has(term)) return cache.get(term);
  const perFamily = new Map<string, number>();
  let total = 0;
  let onePage = 0;
  for (const [path, count] of unitsPerPage(knowledge, term)) {
    perFamily.set(facts.family(path), (perFamily.get(facts.family(path)) ?? 0) + count);
    total += count;
    onePage = Math.max(onePage, count);
  }
  const [family, count = 0] = [...perFamily].sort((a, b) => b[1] - a[1])[0] ?? [];
  const named =
    total >= familyTermUnits && count >= familyTermShare * total && onePage <= onePageShare * total
      ? family
      : undefined;
  cache.set(term, named);
  return named;
}

export function rank(knowledge: KnowledgeBase, query: readonly QueryTerm[], named: readonly string[] = []): Ranking {
  const itemScores = new Map<string, number>();
  const sectionScores = new Map<number, number>();
  const perPage = new Map<string, number[]>();
  const perIntent = new Map<number, number>();
  const scores = knowledge.index.search(query);
  for (const [unitNumber, score] of scores) {
    const unit = knowledge.units[unitNumber];
    if (!unit) continue;
    if (unit.type === "intent") {
      perIntent.set(unit.intent, Math.max(perIntent.get(unit.intent) ?? 0, score));
      continue;
    }
    if (unit.type === "section") sectionScores.set(unit.document, score);
    else itemScores.set(itemKey(unit.document, unit.item), score);
    const path = knowledge.documents[unit.document]?.path ?? "";
    const list = perPage.get(path) ?? [];
    list.push(score);
    perPage.set(path, list);
  }
  // A page on which the question's words recur is about them: each term adds its weight for every
  // unit of the page that has it, up to four. This orders the pages; their scores, which intents
  // are measured against, stay those of their best items.
  const breadth = new Map<string, number>();
  for (const { term, weight } of query) {
    const value = breadthWeight * weight * knowledge.index.idf(term);
    for (const [path, count] of unitsPerPage(knowledge, term)) {
      breadth.set(path, (breadth.get(path) ?? 0) + value * Math.min(count, breadthUnits));
    }
  }
  const facts = titlesOf(knowledge);
  const idf = (term: string) => knowledge.index.idf(term);
  const asksSecurity =
    query.some(({ term }) => assessWords.has(term)) && query.some(({ term }) => securityWords.has(term));
  const asksAboutSecurity = query.some(({ term }) => assessWords.has(term) || securityWords.has(term));
  const pageCount = knowledge.pageTitles.size;
  const rareNames = named.filter((term) => {
    const pages = unitsPerPage(knowledge, term).size;
    return pages > 0 && pages <= rareName * pageCount;
  });
  // Families the visitor named by a word of their own; a security question is the security rule's.
  const namedFamilies = asksSecurity
    ? new Set<string>()
    : new Set(
        query.flatMap(({ term, weight }) => {
          const family = weight >= 1 ? familyOfTerm(knowledge, facts, term) : undefined;
          return family ? [family] : [];
        }),
      );
  const codesOutsideFamilies = rareNames.filter((term) =>
    [...unitsPerPage(knowledge, term).keys()].every((path) => !namedFamilies.has(facts.family(path))),
  );
  const pages = [...perPage].map(([path, scores]) => {
    const [first = 0, second = 0, third = 0] = scores.sort((a, b) => b - a);
    const score = first + 0.3 * second + 0.15 * third;
    // A security service's title names what it tests ("... for iOS and Android"): it is the page the
    // visitor named only when they ask about security or testing.
    // Likewise a page of another family than the one the visitor named is not named by its title;
    // a page with a code the visitor typed ("MRI") that the named family never uses is named more
    // precisely than by a family word.
    const otherFamily =
      namedFamilies.size > 0 &&
      !namedFamilies.has(facts.family(path)) &&
      !codesOutsideFamilies.some((term) => unitsPerPage(knowledge, term).has(path));
    const named = !otherFamily && (asksAboutSecurity || facts.family(path) !== facts.securityFamily);
    let order = (score + (breadth.get(path) ?? 0)) * (1 + (named ? titleShare(facts, query, idf, path) : 0));
    for (const term of rareNames) if (!unitsPerPage(knowledge, term).has(path)) order *= withoutNamed;
    if (otherFamily) order *= outsideNamedFamily;
    return {
      path,
      score,
      order: asksSecurity && facts.family(path) !== facts.securityFamily ? order * outsideSecurityFamily : order,
    };
  });
  pages.sort((a, b) => b.order - a.order);
  // An intent example made of the question's words and no others is that question, however common
  // its words ("what services do you offer"): it counts double against the pages.
  const exampleTerms = new Map<number, number>();
  for (const { term } of query) {
    for (const unitNumber of knowledge.index.unitsWith(term)) {
      if (knowledge.units[unitNumber]?.type === "intent") {
        exampleTerms.set(unitNumber, (exampleTerms.get(unitNumber) ?? 0) + 1);
      }
    }
  }
  const clearIntents = new Set<number>();
  for (const [unitNumber, count] of exampleTerms) {
    const unit = knowledge.units[unitNumber];
    if (unit?.type === "intent" && (count >= 2 || count >= unit.terms)) clearIntents.add(unit.intent);
    if (unit?.type !== "intent" || count < query.length || count < unit.terms) continue;
    perIntent.set(unit.intent, Math.max(perIntent.get(unit.intent) ?? 0, 2 * (scores.get(unitNumber) ?? 0)));
  }
  const intents = [...perIntent].map(([intent, score]) => ({ intent, score }));
  intents.sort((a, b) => b.score - a.score);
  return { query, itemScores, sectionScores, pages, intents, clearIntents };
}
