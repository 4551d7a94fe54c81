/**
 * Step 2, retrieve: one search per message (knowledge.ts), shared by the offline answer and the
 * model's prompt, ranked by the field boosts and the named `rankingRules`; and how much of the
 * question the answering passage covers, which decides an honest "not on the site" (compose.ts).
 */
import type { SearchResult } from "minisearch";
import { findIntent } from "../../content/assistant.ts";
import * as scopeRules from "../../content/chat-scope.ts";
import { asks, severalSentences } from "./classify.ts";
import { fieldBoosts, perKnowledge, termsOf, textTerms, words, type Knowledge, type Passage } from "./knowledge.ts";
import {
  onlyWhenAsked,
  questionTypes,
  requestWords,
  type AskedAbout,
  type QuestionType,
} from "../../content/chat-vocabulary.ts";

/** The ranking rules beyond the field boosts, each named and documented in decision 0015. */
export const rankingRules = {
  /** A family overview lists every service briefly: when a service's own page matches too, it leads. */
  overviewDiscount: 0.7,
  /** A short follow-up ("how long does it take?") on the page the assistant linked last counts as covering this much more ... */
  followUpCoverage: 0.5,
  /** ... or this much when it names no service or carries the conversation on ("and ...", "what about ..."). */
  continuedCoverage: 2,
  /** A follow-up is short: at most this many of the question's own terms. */
  followUpTerms: 3,
  /** A page ranks by its best three passages with these shares: a page about the subject beats a mention. */
  passageShares: [1, 0.5, 0.25],
  /** Coverage of the question comes first when choosing the page that answers: weight against BM25 (0 to 1). */
  coverageFirst: 1.5,
  /** How many of the best-scoring pages are weighed for coverage ... */
  pagesWeighed: 8,
  /** ... of those scoring at least this share of the best: a stray word does not beat a page about the subject. */
  contenderShare: 0.15,
  /** Legal text answers only a question that asks about it (`onlyWhenAsked`), whatever it shares. */
  askedOnlyBoost: 0,
  /** A question put to the company that names no service: its own passages (about, contact, facts, intents) weigh more ... */
  companyFirst: 2,
  /** ... and, unless it asks for a piece of work, its own pages count as covering this much more of it. */
  companyCoverage: 0.3,
  /** A question about the visitor's own organisation, not put to the company: the company's passages weigh less. */
  visitorsOwn: 0.5,
  /** A message that names no service and is not put to the company: weight of the need lines (fieldBoosts.need otherwise). */
  needBoost: 3,
  /** A page's own passage that says as much of what is asked as its introduction is the more specific answer. */
  specificFirst: 0.25,
  /** A word names a service or product when it is in the titles of at most this many pages. */
  namingPages: 2,
  /** Choosing the page, a word's weight in coverage is its idf raised to this power (decision 0021: 0.7 to 0.9 alike). */
  rarityPower: 0.8,
  /** A situation told: of this many pages that may answer, the one whose need line is nearest in meaning leads ... */
  needsInMeaningAmong: 3,
  /** ... when nearer than the leader's by more than this (cosine; decision 0021). */
  needsInMeaningMargin: 0.1,
  /** ... or by more than this, for a story of several sentences whose word names a service ("our hospitals", "the payroll bureau"). */
  namedNeedsMargin: 0.2,
  /** A need line's nearness adds this times the share of the story's words it says: the encoder alone misreads some stories. */
  needWords: 0.4,
} as const;

/** The pages about the company itself rather than one of its services. */
export const companyPages: ReadonlySet<string> = new Set(["/about", "/contact"]);
/** A passage about the company itself: its own pages, an intent or a company fact. */
export const isCompanyPassage = (passage: Passage) =>
  companyPages.has(passage.path) || passage.kind === "intent" || passage.kind === "fact";

/** How many pages' titles hold each term, the company's own pages aside, and how many of those are overviews. */
const titleCounts = perKnowledge((knowledge) => {
  const counts = new Map<string, { pages: number; overviews: number }>();
  for (const [path, [first]] of knowledge.onPage) {
    if (!first || !path || companyPages.has(path)) continue;
    for (const term of new Set(textTerms(`${first.pageTitle} ${first.pageLabel}`))) {
      const count = counts.get(term) ?? { pages: 0, overviews: 0 };
      counts.set(term, { pages: count.pages + 1, overviews: count.overviews + Number(!!first.overview) });
    }
  }
  return counts;
});

/**
 * Whether one of the question's words names a service or product: it is in few pages' titles. A word
 * only overviews' titles hold ("HR") names a family, which counts unless `family` is false.
 */
export function namesService(knowledge: Knowledge, asked: readonly TermGroup[], family = true): boolean {
  const names = (term: string) => {
    const { pages = 0, overviews = 0 } = titleCounts(knowledge).get(term) ?? {};
    return pages > 0 && pages <= rankingRules.namingPages && (family || pages > overviews);
  };
  return asked.some((group) => group.some(names));
}

/** A passage as a hit of no score, for a passage chosen by its place rather than by search. */
export const asHit = (passage: Passage): Hit => ({ passage, score: 0, terms: [], said: [] });

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
  /** The follow-up carries the conversation on ("and the price?"): the page stays unless another covers much more. */
  continued?: boolean;
  /** How much of what was asked the page that answers covers (see `answeringPage`). */
  coverage: number;
  /** What kind of answer the question asks for, whatever its subject (content/chat-vocabulary.ts, `questionTypes`). */
  types: readonly QuestionType[];
  /** Each telling word's weight in coverage, by its term group's key: rarer words weigh more. */
  weights: ReadonlyMap<string, number>;
  /** The telling words (term group keys) the site has no trace of, by prefix or typo either. */
  unknown: readonly string[];
  /** The message names no service and follows up on no page: the visitor describes a situation or asks in general. */
  need?: boolean;
  /** The message asks about the company itself (its people, its form, its ways), not for a piece of work. */
  ofCompany?: boolean;
  /** The question's cosine similarity with its nearest passage (no vectors: undefined) ... */
  similarity?: number;
  /** ... and that passage. */
  nearest?: Passage;
  /** The question's cosine similarity with every row of the vector table: the passages', then their sentences' (no vectors: none). */
  similarities?: Float32Array;
  /** The question asks what the company offers, of all its families or one: only the overviews answer it. */
  range?: boolean;
  /** A situation the visitor tells of their own (`need`): each page's nearest need line's similarity with it. */
  needsInMeaning?: ReadonlyMap<string, number>;
}

/**
 * How the lexical and the semantic ranking are fused, chosen on the development sets (decision
 * 0021, with the table that chose it): `rrf`, reciprocal rank fusion (STYLE 21: 1 / (k + rank) in
 * each ranking, summed), or `score`, the BM25 score plus the passage's similarity, scaled between
 * the nearest `semanticDepth` passages' and weighed as a share of the best BM25 score, so that the
 * ranking rules below keep reading BM25's magnitudes.
 */
export const fusion = { mode: "score" as "score" | "rrf", k: 60, semanticDepth: 30, semanticWeight: 0.3 };

/** The lexical hits fused with the passages nearest in meaning, best first; without vectors, the lexical hits as they are. */
function fuse(
  knowledge: Knowledge,
  lexical: readonly Hit[],
  similarities: Float32Array | undefined,
  boostOf: (passage: Passage) => number,
): Hit[] {
  if (!similarities) return [...lexical];
  // A passage that may not answer this question (boost 0) has no rank.
  const ranked = lexical.filter((hit) => hit.score > 0);
  const nearest = knowledge.rows
    .map((passage, row) => ({ passage, similarity: similarities[row] ?? 0 }))
    .filter(({ passage }) => boostOf(passage) > 0)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, fusion.semanticDepth);
  const rrf = fusion.mode === "rrf";
  const fused = new Map<string, Hit>(
    ranked.map((hit, rank) => [hit.passage.id, { ...hit, score: rrf ? 1 / (fusion.k + rank + 1) : hit.score }]),
  );
  const top = ranked[0]?.score ?? 1;
  const [best = 0, last = 0] = [nearest[0]?.similarity, nearest.at(-1)?.similarity];
  nearest.forEach(({ passage, similarity }, rank) => {
    const share = rrf ? 1 / (fusion.k + rank + 1) : (top * (similarity - last)) / (best - last || 1);
    const score = fusion.semanticWeight * boostOf(passage) * share;
    const hit = fused.get(passage.id);
    if (hit) hit.score += score;
    else fused.set(passage.id, { passage, score, terms: [], said: [] });
  });
  return [...fused.values()].sort((a, b) => b.score - a.score);
}

/** The passage nearest the question in meaning that may answer (legal text answers only when asked), and how near. */
function nearestInMeaning(
  knowledge: Knowledge,
  similarities: Float32Array | undefined,
  boostOf: (passage: Passage) => number,
) {
  if (!similarities) return {};
  let best: { nearest?: Passage; similarity: number } = { similarity: 0 };
  knowledge.rows.forEach((passage, row) => {
    const similarity = similarities[row] ?? 0;
    if (boostOf(passage) > 0 && similarity > best.similarity) best = { nearest: passage, similarity };
  });
  return best;
}

/** Each need line's passage with its row in a vector table and its terms. */
const needRows = perKnowledge((knowledge) =>
  knowledge.rows.flatMap((passage) => {
    const row = passage.need === undefined ? undefined : knowledge.textRows.get(passage.need);
    return row === undefined ? [] : [{ passage, row, terms: textTerms(passage.need ?? "") }];
  }),
);

/** Each page's nearest need line: its similarity with the question, and what it says of the question's words. */
function needsInMeaning(
  knowledge: Knowledge,
  similarities: Float32Array,
  asked: readonly TermGroup[],
  weights: ReadonlyMap<string, number>,
) {
  const nearest = new Map<string, number>();
  for (const { passage, row, terms } of needRows(knowledge)) {
    const said = rankingRules.needWords * coverageOf(asked, terms, weights);
    nearest.set(passage.path, Math.max(nearest.get(passage.path) ?? -1, (similarities[row] ?? 0) + said));
  }
  return nearest;
}

/** The question types a message asks, by the words of its parts that ask: a story told before a question ("a client phoned ..."), or told with none, asks nothing. */
export function questionTypesOf(text: string): QuestionType[] {
  const parts = text.split(scopeRules.clauseBreak);
  const asking = parts.filter(asks);
  // A story of several sentences with no part that asks ("customers phoned ... I never sent them.") asks no type.
  if (!asking.length && severalSentences(text)) return [];
  // A time told ("months later", "weeks ago") is no question of time.
  const said = new Set(words((asking.length ? asking.join(" ") : text).replace(/\b\w+ (?:later|ago)\b/gi, " ")));
  return (Object.keys(questionTypes) as QuestionType[]).filter((type) =>
    [...questionTypes[type].words].some((word) => said.has(word)),
  );
}

/** What a question asks about that answers only when asked (legal text, case stories), in any form of its words. */
export function askedAbout(text: string): Set<AskedAbout> {
  const said = new Set(words(text).flatMap(termsOf));
  const asks = (kind: AskedAbout) => [...onlyWhenAsked[kind]].some((word) => termsOf(word).some((t) => said.has(t)));
  return new Set((Object.keys(onlyWhenAsked) as AskedAbout[]).filter(asks));
}

/** Whether a passage answers one of the question types: a section of the type's kind, or a company fact. */
export const answersType = (passage: Passage, types: readonly QuestionType[]) =>
  types.some((type) => answersOne(questionTypes[type], passage));
const answersOne = ({ sections, facts, figures }: (typeof questionTypes)[QuestionType], passage: Passage) =>
  (!!passage.sectionKind && sections.includes(passage.sectionKind)) ||
  (!!facts && passage.kind === "fact") ||
  (!!figures && !!passage.figure);

/** A number or an amount ("15", "r999", "10k", "hundreds"): a quantity, not a subject. */
const quantity = /^(?:(?:r|zar|usd)?\d+(?:k|m|bn)?|hundreds?|thousands?|millions?|dozens?)$/;

/** The question's telling words as term groups, each once. */
export function askedTerms(text: string): TermGroup[] {
  const groups = new Map<string, TermGroup>();
  for (const word of words(text)) {
    if (requestWords.has(word) || quantity.test(word)) continue;
    const group = termsOf(word);
    if (group.length) groups.set(group.join(" "), group);
  }
  return [...groups.values()];
}

/** The share of `asked` that `matched` holds, each word weighed (1 when not given, raised to `power`) and counted when any of its terms matched. */
export function coverageOf(
  asked: readonly TermGroup[],
  matched: Iterable<string>,
  weights?: ReadonlyMap<string, number>,
  power = 1,
): number {
  if (!asked.length) return 1;
  const found = new Set(matched);
  const weight = (group: TermGroup) => (weights?.get(group.join(" ")) ?? 1) ** power;
  const total = asked.reduce((sum, group) => sum + weight(group), 0);
  const covered = asked.filter((group) => group.some((term) => found.has(term)));
  return covered.reduce((sum, group) => sum + weight(group), 0) / total;
}

/** A word's weight in coverage: its BM25 idf, so a word most passages share counts little and a rare one much. */
export function idfWeight(passages: number, withWord: number): number {
  return Math.log(1 + (passages - withWord + 0.5) / (withWord + 0.5));
}

/** What a page covers of `asked`: its best passage, read with the page's title; words scattered over a page are no answer. */
export function pageCoverage(page: PageHit, asked: readonly TermGroup[], weights?: ReadonlyMap<string, number>) {
  const title = titleTerms(page);
  return Math.max(0, ...page.hits.map((hit) => coverageOf(asked, [...hit.terms, ...title], weights)));
}

/** The terms of a page's title and navigation label. */
function titleTerms(page: PageHit): string[] {
  const passage = page.hits[0]?.passage;
  return passage ? textTerms(`${passage.pageTitle} ${passage.pageLabel}`) : [];
}

/** The item of `items` that ranks highest (the first on a tie). */
export function bestBy<Item>(items: Iterable<Item>, rank: (item: Item) => number): Item | undefined {
  let best: { item: Item; rank: number } | undefined;
  for (const item of items) {
    const value = rank(item);
    if (!best || value > best.rank) best = { item, rank: value };
  }
  return best?.item;
}

/** How much more of a follow-up the page followed up on counts as covering. */
const followedCoverage = (retrieval: Pick<Retrieval, "continued">) =>
  retrieval.continued ? rankingRules.continuedCoverage : rankingRules.followUpCoverage;

const pageTerms = (page: PageHit) => page.hits.flatMap((hit) => hit.terms);

/** The page that covers most of `asked` (BM25 deciding between pages that cover about as much), and how much. */
export function answeringPage(retrieval: Retrieval, asked: readonly TermGroup[]) {
  return answeringPages(retrieval, asked)[0];
}

/** The pages that may answer `asked`, best first, each with what it covers and its standing (`answeringPage` takes the first). */
export function answeringPages(retrieval: Retrieval, asked: readonly TermGroup[]) {
  const weighed = retrieval.pages.slice(0, rankingRules.pagesWeighed).map((page) => ({
    page,
    // What the page covers of the question, its words weighed by rarity.
    coverage: coverageOf(asked, pageTerms(page), retrieval.weights),
    // Choosing between pages, a rare word weighs less than its idf: one a visitor happens to use does not choose alone.
    standsOn: coverageOf(asked, pageTerms(page), retrieval.weights, rankingRules.rarityPower),
  }));
  const top = retrieval.pages[0]?.score || 1;
  // Contenders score a share of the best page that speaks to this question (the other question of a message may not).
  const speaking = Math.max(...weighed.filter(({ coverage }) => coverage > 0).map(({ page }) => page.score), 0);
  const contenders = weighed.filter(
    ({ page }) => page.score >= rankingRules.contenderShare * speaking || page.path === retrieval.followUp,
  );
  // The page followed up on counts as covering more; so do the company's pages, of a question about it they cover in part.
  const own = (page: PageHit, coverage: number) => retrieval.ofCompany && coverage > 0 && companyPages.has(page.path);
  const followed = followedCoverage(retrieval);
  const stays = (page: PageHit, coverage: number) =>
    page.path === retrieval.followUp ? followed : own(page, coverage) ? rankingRules.companyCoverage : 0;
  return contenders
    .map(({ page, coverage, standsOn }) => ({
      page,
      coverage,
      standing: rankingRules.coverageFirst * (standsOn + stays(page, coverage)) + page.score / top,
    }))
    .sort((a, b) => b.standing - a.standing);
}

/**
 * The pages that answer a situation the visitor tells, as `answeringPages`, but led by the one of
 * the first few whose need line is clearly nearer the question in meaning than the leader's: a
 * story's incidental words ("the hours", "the pay") can choose the page, its meaning chooses
 * between the pages its words found. Whether the site covers the question stays the words' decision.
 */
export function answeringPagesByNeed(retrieval: Retrieval, asked: readonly TermGroup[]) {
  const ranked = answeringPages(retrieval, asked);
  const [first] = ranked;
  const near = retrieval.needsInMeaning;
  // What the company is and how it works is the words' to answer: its need lines are no service's problem.
  if (!first || !near || first.page.hits.some((hit) => isCompanyPassage(hit.passage))) return ranked;
  const nearness = (entry: (typeof ranked)[number]) => near.get(entry.page.path) ?? 0;
  // An overview's need line speaks of the whole family: it does not take the lead from a service's own page.
  const overview = (entry: (typeof ranked)[number]) => !!entry.page.hits[0]?.passage.overview;
  const among = ranked
    .slice(0, rankingRules.needsInMeaningAmong)
    .filter((entry) => overview(first) || !overview(entry));
  const nearer = bestBy(among, nearness);
  const margin = retrieval.need ? rankingRules.needsInMeaningMargin : rankingRules.namedNeedsMargin;
  if (!nearer || nearness(nearer) - nearness(first) <= margin) return ranked;
  // The words' page stays, as the runner-up as near in standing (a reply may name it: "Y may also help").
  return [{ ...nearer, standing: first.standing }, ...ranked.filter((entry) => entry !== nearer)];
}

/** How much of a question the page answering it covers; the page followed up on covers a short follow-up as `answeringPage` counts it. */
export function questionCoverage(retrieval: Retrieval, asked: readonly TermGroup[]): number {
  const answering = answeringPage(retrieval, asked);
  const own = answering ? pageCoverage(answering.page, asked, retrieval.weights) : 0;
  const stays = retrieval.followUp && answering?.page.path === retrieval.followUp ? followedCoverage(retrieval) : 0;
  return Math.min(1, own + stays);
}

/** What is asked beyond the page's own title: choosing the page answered its title's words. */
export function askedOfPage(page: PageHit, asked: readonly TermGroup[]): TermGroup[] {
  const title = new Set(titleTerms(page));
  return asked.filter((group) => !group.some((term) => title.has(term)));
}

/**
 * The passage of a page that answers `asked` best, by the same rule over what it says of what is
 * asked beyond the page's title; when nothing is, a section of the kind the question asks for
 * ("what does VAPT cost?"), else the page's introduction ("what is VAPT?").
 */
export function answeringHit(
  found: PageHit,
  asked: readonly TermGroup[],
  { types = [], weights, need }: Partial<Pick<Retrieval, "types" | "weights" | "need">> = {},
): Hit | undefined {
  // A line saying the site lacks something answers only a question that names it ("certified", of "are you certified?").
  const names = ({ passage }: Hit) =>
    !passage.notCovered || textTerms(passage.topics ?? "").some((term) => asked.some((group) => group.includes(term)));
  const hits = found.hits.filter(names);
  const page = hits.length ? { ...found, hits } : found;
  const beyond = askedOfPage(page, asked);
  const typed = page.hits.find((hit) => answersType(hit.passage, types));
  // An item whose name is asked ("Android", of "iOS and Android") leads; not when the page is named ("what is VAPT?").
  const said = asked.flat();
  const ofPage = namedBy(page.hits[0]?.passage.pageLabel, said);
  const named = page.hits.find(({ passage }) => !ofPage && passage.kind === "item" && namedBy(passage.title, said));
  if (!beyond.length) return typed ?? named ?? page.hits.find((hit) => hit.passage.kind === "hero") ?? page.hits[0];
  const top = page.hits[0]?.score ?? 1;
  // An introduction or FAQ list says less than a passage of its own; a whole section or fact of the kind asked, more.
  const lists = ({ kind, sectionKind }: Passage) => kind === "hero" || (kind === "section" && sectionKind === "faq");
  const whole = (passage: Passage) => passage.kind !== "item" && answersType(passage, types);
  const own = ({ passage }: Hit) => rankingRules.specificFirst * (Number(!lists(passage)) + Number(whole(passage)));
  // A section is about what its need line and its kind's words say, and so is an overview's offering
  // card (a service with no page of its own); another card or the introduction, what it shows.
  const about = (hit: Hit) =>
    hit.passage.kind === "section" || hit.passage.sectionKind === "offerings" ? hit.terms : hit.said;
  // Against the most any passage of the page says; a need told is answered by what the service is.
  const covers = new Map(page.hits.map((hit) => [hit, coverageOf(beyond, about(hit), weights)]));
  const most = need ? 1 : Math.max(...covers.values()) || 1;
  const says = (hit: Hit) => (rankingRules.coverageFirst * (covers.get(hit) ?? 0)) / most;
  return bestBy(page.hits, (hit) => says(hit) + hit.score / top + own(hit));
}

const namedBy = (title = "", asked: string[]) => !!title && textTerms(title).every((term) => asked.includes(term));

/** How many letters a site word found by prefix may run on past the question's and still be that word. */
const closePrefix = 2;

/** The terms of `text`, with those of `asked` one of them runs on by at most `closePrefix` letters ("expir", "expiri"). */
export function saidOf(text: string, asked: readonly TermGroup[]): string[] {
  const own = textTerms(text);
  const close = (a: string, b: string) => a.length >= 4 && b.startsWith(a) && b.length - a.length <= closePrefix;
  return [...own, ...asked.flat().filter((term) => own.some((said) => close(said, term) || close(term, said)))];
}

/** The query terms a result matched exactly, as a typo, or as a word at most `closePrefix` letters longer ("secur", "secure"), not "elect" in "electronic". */
export function closeTerms(result: SearchResult): string[] {
  const matched = Object.keys(result.match);
  return result.queryTerms.filter((query) =>
    matched.some((term) =>
      term.startsWith(query) ? term.length - query.length <= closePrefix : !query.startsWith(term) || term.length >= 5,
    ),
  );
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

/** Any trace of a word on the site: a prefix, or a typo of two letters in a word of five or more. */
const traceOf = {
  boostDocument: undefined,
  prefix: (term: string) => term.length >= 4,
  fuzzy: (term: string) => (term.length >= 5 ? 2 : false),
} as const;

/** A misspelling of `minRunOn` letters or more may run on `typoTail` letters past the site's stem. */
const typoTail = 4;
const minRunOn = 8;

/**
 * What the site holds of a word it does not hold: "" no trace, the site's term it most likely
 * misspells (same first two letters, not a longer form of it unless a long word runs on past a
 * stem: "penetraton", "penetr"), or "?" for a trace with no sure reading.
 */
function traceOfWord(knowledge: Knowledge, word: string): string {
  const [own = ""] = termsOf(word);
  const [found] = knowledge.index.search(word, traceOf);
  // A misspelling keeps the word's length within a letter: "emigr" is no misspelling of "emr".
  const typo = (term: string) =>
    term.slice(0, 2) === own.slice(0, 2) && !own.startsWith(term) && term.length >= own.length - 1;
  if (found) return Object.keys(found.match).find(typo) ?? "?";
  for (let length = own.length - 1; length >= Math.max(5, own.length - typoTail); length -= 1)
    if (knowledge.index.search(own.slice(0, length), exactSearch).length)
      return own.length >= minRunOn ? own.slice(0, length) : "?";
  return "";
}

/** Per word, once: how many passages hold it (-1: not even a prefix or a typo of it) and what it misspells. */
const wordsSeen = perKnowledge(() => new Map<string, { count: number; trace: string }>());
const maxCountedWords = 20_000;
const exactSearch = { prefix: false, fuzzy: false, boostDocument: undefined, combineWith: "OR" } as const;

function seen(knowledge: Knowledge, word: string) {
  const cache = wordsSeen(knowledge);
  let found = cache.get(word);
  if (!found) {
    const count = knowledge.index.search(word, exactSearch).length;
    const trace = count ? "" : traceOfWord(knowledge, word);
    found = { count: count || (trace ? 0 : -1), trace };
    if (cache.size < maxCountedWords) cache.set(word, found);
  }
  return found;
}

/** Each telling word's weight in coverage (`idfWeight`), the words the site has no trace of, and the terms misspelt ones mean. */
function wordWeights(knowledge: Knowledge, text: string) {
  const weights = new Map<string, number>();
  const unknown: string[] = [];
  const corrected: string[] = [];
  for (const word of words(text)) {
    const key = termsOf(word).join(" ");
    if (!key || weights.has(key) || requestWords.has(word) || quantity.test(word)) continue;
    const { count, trace } = seen(knowledge, word);
    if (count < 0) unknown.push(key);
    if (trace && trace !== "?") corrected.push(trace);
    weights.set(key, idfWeight(knowledge.passages.size, Math.max(0, count)));
  }
  return { weights, unknown, corrected };
}

/** Each query term's weight: a word counts once, its domain equivalent's terms sharing 1 ("VAPT" as one word, spelt out or not). */
function equivalentShares(text: string): Map<string, number> {
  const shares = new Map<string, number>();
  for (const word of words(text)) {
    const [own, ...equivalent] = termsOf(word);
    if (own) shares.set(own, 1);
    for (const term of equivalent) shares.set(term, Math.max(shares.get(term) ?? 0, 1 / equivalent.length));
  }
  return shares;
}

/** The overviews' first passages and their titles' terms, once per knowledge. */
const overviewTitles = perKnowledge((knowledge) =>
  [...knowledge.onPage.values()].flatMap(([first]) =>
    first?.overview ? [{ first, terms: textTerms(first.pageTitle) }] : [],
  ),
);

/**
 * For a question of the range, the overviews whose titles hold a word asked ("your HR modules",
 * "security work"), a family's before the whole company's; none named, the whole company's (the
 * page of its overview line).
 */
function overviewsAsked(knowledge: Knowledge, ranked: readonly PageHit[], asked: readonly TermGroup[]): PageHit[] {
  const whole = findIntent("overview")?.page ?? "/";
  const said = new Set(asked.flat());
  const overviews = overviewTitles(knowledge).flatMap(({ first, terms }) => {
    if (!terms.some((term) => said.has(term))) return [];
    return [ranked.find((page) => page.path === first.path) ?? { path: first.path, score: 0, hits: [asHit(first)] }];
  });
  const families = overviews.filter((page) => page.path !== whole);
  const named = families.length ? families : overviews;
  if (named.length) return named.sort((a, b) => b.score - a.score);
  const home = knowledge.onPage.get(whole)?.[0];
  return [ranked.find((page) => page.path === whole) ?? { path: whole, score: 0, hits: home ? [asHit(home)] : [] }];
}

export function retrieve(
  knowledge: Knowledge,
  text: string,
  previousPage?: string,
  firstQuestion = text,
  similarities?: Float32Array,
): Retrieval {
  const asked = askedTerms(text);
  const { weights, unknown, corrected } = wordWeights(knowledge, text);
  // A misspelt service name ("telehelth") names the service as well as the right spelling; the
  // visitor's kind of organisation ("our three hospitals") names none.
  const named = askedTerms(text.replace(scopeRules.organisationKinds, " "));
  // Nor does the work the visitor has an outside company do ("the bureau that runs our payroll").
  const names =
    !scopeRules.outsourcedWork.test(text) && namesService(knowledge, [...named, ...corrected.map((term) => [term])]);
  const short = asked.length <= rankingRules.followUpTerms || scopeRules.pointsBack.test(text);
  // A follow-up is short, points back, or carries on ("ok, and the middle one ...") naming no other service.
  const followUp =
    previousPage && (short || (scopeRules.carriesOn.test(text.trim()) && !names)) ? previousPage : undefined;
  const types = questionTypesOf(text);
  const about = askedAbout(text);
  const work = scopeRules.asksForWork.test(text);
  // What the company offers, of all its families or one ("your HR modules"), naming no service by the
  // visitor's own word, nor a thing the site has no trace of ("blockchain"): the overviews answer.
  const ofRange = scopeRules.rangeAsked(text);
  const subject = askedTerms(ofRange ?? "");
  const ownWords = subject.map(([own = ""]) => [own]);
  const range =
    ofRange !== undefined &&
    !namesService(knowledge, ownWords, false) &&
    !subject.some((group) => unknown.includes(group.join(" ")));
  const ofItself = scopeRules.ofTheCompanyItself.test(text);
  const boostOf = (passage: Passage | undefined): number => {
    if (passage?.askedOnly && !about.has(passage.askedOnly)) return rankingRules.askedOnlyBoost;
    if (passage?.askedOfCompany && !ofItself) return 0;
    if (passage?.notCovered && work) return 0;
    return passage?.overview && !range ? rankingRules.overviewDiscount : 1;
  };
  const termBoosts = equivalentShares(text);
  const toCompany = scopeRules.toTheCompany.test(text);
  // A visitor describing their own situation without naming a service is matched to the problems services solve.
  const need = !followUp && !names;
  const describesNeed = need && !toCompany;
  // A misspelt word searches as the site's word it most likely means too.
  const results = knowledge.index.search(corrected.length ? `${text} ${corrected.join(" ")}` : text, {
    ...(describesNeed ? { boost: { ...fieldBoosts, need: rankingRules.needBoost } } : {}),
    boostTerm: (term) => termBoosts.get(term) ?? 1,
    boostDocument: (id) => boostOf(knowledge.passages.get(id as string)),
  });
  // Put to the company or asking who, naming no service, about no piece of work nor (but for who) the visitor's own thing.
  const who = scopeRules.asksWho.test(text);
  const other = work || scopeRules.aboutWork.test(text) || (!who && scopeRules.theVisitorsOwn.test(text));
  const ofCompany = !followUp && (toCompany || who) && !names && !other;
  const visitorsOwn = !toCompany && scopeRules.ofTheVisitor.test(text);
  const companyWeight = ofCompany ? rankingRules.companyFirst : visitorsOwn ? rankingRules.visitorsOwn : 1;
  const lexical = results.flatMap((result) => {
    const passage = knowledge.passages.get(result.id as string);
    if (!passage) return [];
    // Legal text is weighed as before: it answers when asked about, not because a question is about the company.
    const own = isCompanyPassage(passage) && !passage.askedOnly ? companyWeight : 1;
    const score = result.score * own;
    return [{ passage, score, terms: closeTerms(result), said: saidTerms(result) }];
  });
  lexical.sort((a, b) => b.score - a.score);
  const hits = fuse(knowledge, lexical, similarities, boostOf);
  const byPage = new Map<string, Hit[]>();
  for (const hit of hits) if (!byPage.get(hit.passage.path)?.push(hit)) byPage.set(hit.passage.path, [hit]);
  const ranked = [...byPage]
    .map(([path, pageHits]) => ({
      path,
      hits: pageHits,
      score: rankingRules.passageShares.reduce((sum, share, index) => sum + share * (pageHits[index]?.score ?? 0), 0),
    }))
    .sort((a, b) => b.score - a.score);
  const pages = range ? overviewsAsked(knowledge, ranked, asked) : ranked;
  // The page followed up on is always weighed, its introduction standing for it when none of its passages matched.
  const at = pages.findIndex((page) => page.path === followUp);
  const intro = followUp && at < 0 && knowledge.onPage.get(followUp)?.find((passage) => passage.kind === "hero");
  const followed = at >= 0 ? pages.splice(at, 1) : [];
  if (intro) followed.push({ path: intro.path, score: 0, hits: [{ passage: intro, score: 0, terms: [], said: [] }] });
  pages.splice(at === 0 ? 0 : 1, 0, ...followed);
  // A follow-up naming no service, or carrying the conversation on, is about its page, unless an overview or the company's.
  const several = followUp && (knowledge.onPage.get(followUp)?.[0]?.overview || companyPages.has(followUp));
  const continued = !several && (scopeRules.carriesOn.test(text.trim()) || !names);
  const following = followUp ? { followUp, continued } : {};
  const retrieval = {
    asked,
    hits,
    pages,
    ...following,
    coverage: 0,
    types,
    weights,
    unknown,
    need,
    ofCompany,
    ...(range ? { range } : {}),
    ...nearestInMeaning(knowledge, similarities, boostOf),
    similarities,
    // A story told over several sentences may name a service by a word of its own ("our hospitals")
    // and still be a need another page answers.
    ...(similarities && !followUp && (need || severalSentences(text)) && scopeRules.ofTheVisitor.test(text)
      ? { needsInMeaning: needsInMeaning(knowledge, similarities, asked, weights) }
      : {}),
  };
  retrieval.coverage = questionCoverage(retrieval, askedTerms(firstQuestion));
  return retrieval;
}
