/**
 * Step 2, retrieve: one search per message over the knowledge's passages (BM25 with the field
 * boosts, prefix and fuzzy matching, stop words and the stemmer of knowledge.ts), shared by the
 * offline answer and the model's prompt. Beyond the field boosts the ranking rules are named in
 * `rankingRules`. The result also says how much of the question the answering passage covers,
 * each word weighed by its rarity on the site, which decides an honest "not on the site"
 * (compose.ts).
 */
import type { SearchResult } from "minisearch";
import { carriesOn, ofTheVisitor, pointsBack, toTheCompany } from "../../content/chat-scope.ts";
import { fieldBoosts, termsOf, textTerms, words, type Knowledge, type Passage } from "./knowledge.ts";
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
  /** A headline figure answers "how many"; when a section says the same words, the section leads. */
  figureDiscount: 0.6,
  /** A short follow-up ("how long does it take?") stays on the page the assistant linked last... */
  followUpBoost: 2.5,
  /** ... and counts as covering this much more of the question than it does ... */
  followUpCoverage: 0.5,
  /** ... or this much when it carries the conversation on ("and ...", "what about ..."). */
  continuedCoverage: 2,
  /** A follow-up is short: at most this many of the question's own terms. */
  followUpTerms: 3,
  /** A page ranks by its best three passages with these shares: a page about the subject beats a mention. */
  passageShares: [1, 0.5, 0.25],
  /** Coverage of the question comes first when choosing the page that answers: weight against BM25 (0 to 1). */
  coverageFirst: 2,
  /** How many of the best-scoring pages are weighed for coverage ... */
  pagesWeighed: 8,
  /** ... of those scoring at least this share of the best: a stray word does not beat a page about the subject. */
  contenderShare: 0.15,
  /** Legal text answers only a question that asks about it (`onlyWhenAsked`), whatever it shares. */
  askedOnlyBoost: 0,
  /** A long list of names or a case story that matches one word of a question asking several yields. */
  broadDiscount: 0.5,
  /** Within the page that answers, a section of the kind the question asks for leads (price: tiers). */
  answersTypeBonus: 1,
  /** A question put to the company that names no service: its own passages (about, contact, facts, intents) weigh more. */
  companyFirst: 2,
  /** A question about the visitor's own organisation, not put to the company: the company's passages weigh less. */
  visitorsOwn: 0.5,
  /** A message that names no service and is not put to the company: weight of a page's need line (fieldBoosts.keywords otherwise). */
  needBoost: 3,
  /** A word names a service or product when it is in the titles of at most this many pages. */
  namingPages: 2,
} as const;

/** The pages about the company itself rather than one of its services. */
const companyPages = new Set(["/about", "/contact"]);
const isCompanyPassage = (passage: Passage) =>
  companyPages.has(passage.path) || passage.kind === "intent" || passage.kind === "fact";

/** Each term of the page titles, with the pages whose title holds it (per knowledge). */
const titleTermPages = new WeakMap<Knowledge, Map<string, Set<string>>>();
function pagesTitled(knowledge: Knowledge): Map<string, Set<string>> {
  let map = titleTermPages.get(knowledge);
  if (map) return map;
  map = new Map();
  for (const passage of knowledge.passages.values()) {
    if (isCompanyPassage(passage) || !passage.path) continue;
    for (const term of textTerms(`${passage.pageTitle} ${passage.pageLabel}`)) {
      const paths = map.get(term) ?? new Set();
      map.set(term, paths.add(passage.path));
    }
  }
  titleTermPages.set(knowledge, map);
  return map;
}

/** Whether one of the question's words names a service or product: it is in few pages' titles. */
export function namesService(knowledge: Knowledge, asked: readonly TermGroup[]): boolean {
  const titled = pagesTitled(knowledge);
  return asked.some((group) =>
    group.some((term) => {
      const pages = titled.get(term)?.size ?? 0;
      return pages > 0 && pages <= rankingRules.namingPages;
    }),
  );
}

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
}

/** The question types a message asks, by their words. */
export function questionTypesOf(text: string): QuestionType[] {
  const said = new Set(words(text));
  return (Object.keys(questionTypes) as QuestionType[]).filter((type) =>
    [...questionTypes[type].words].some((word) => said.has(word)),
  );
}

/** Whether a question asks about what answers only when asked (legal text, case stories). */
export function askedAbout(text: string): Set<AskedAbout> {
  const said = new Set(words(text).flatMap(termsOf));
  return new Set(
    (Object.keys(onlyWhenAsked) as AskedAbout[]).filter((kind) =>
      [...onlyWhenAsked[kind]].some((word) => termsOf(word).some((term) => said.has(term))),
    ),
  );
}

/** Whether a passage answers one of the question types: a section of the type's kind, or a company fact. */
export function answersType(passage: Passage, types: readonly QuestionType[]): boolean {
  return types.some((type) => {
    const { sections, facts } = questionTypes[type];
    return (
      (passage.sectionKind !== undefined && sections.includes(passage.sectionKind)) ||
      Boolean(facts && passage.kind === "fact")
    );
  });
}

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

/** The share of `asked` that `matched` holds, each word weighed (1 when not given) and counted when any of its terms matched. */
export function coverageOf(
  asked: readonly TermGroup[],
  matched: Iterable<string>,
  weights?: ReadonlyMap<string, number>,
): number {
  if (!asked.length) return 1;
  const found = new Set(matched);
  const weight = (group: TermGroup) => weights?.get(group.join(" ")) ?? 1;
  const total = asked.reduce((sum, group) => sum + weight(group), 0);
  const covered = asked.filter((group) => group.some((term) => found.has(term)));
  return covered.reduce((sum, group) => sum + weight(group), 0) / total;
}

/** A word's weight in coverage: its BM25 idf, so a word most passages share counts little and a rare one much. */
export function idfWeight(passages: number, withWord: number): number {
  return Math.log(1 + (passages - withWord + 0.5) / (withWord + 0.5));
}

/**
 * What a page covers of `asked`: the best of its matched passages, each read with the page's own
 * title (a passage is read on its page), the words weighed by rarity. One passage must speak to
 * the question: words scattered over a long page are no answer.
 */
export function pageCoverage(page: PageHit, asked: readonly TermGroup[], weights?: ReadonlyMap<string, number>) {
  const passage = page.hits[0]?.passage;
  const title = passage ? textTerms(`${passage.pageTitle} ${passage.pageLabel}`) : [];
  let best = 0;
  for (const hit of page.hits) best = Math.max(best, coverageOf(asked, [...hit.terms, ...title], weights));
  return best;
}

/** How much more of a follow-up the page followed up on counts as covering. */
const followedCoverage = (retrieval: Pick<Retrieval, "continued">) =>
  retrieval.continued ? rankingRules.continuedCoverage : rankingRules.followUpCoverage;

/**
 * The page that answers `asked` and how much of it it covers: among the pages that matched, the
 * one that covers most of what was asked, BM25 deciding between pages that cover about as much
 * (`rankingRules.coverageFirst`). One question of a two-part message is answered the same way,
 * from the same hits.
 */
export function answeringPage(retrieval: Retrieval, asked: readonly TermGroup[]) {
  const weighed = retrieval.pages.slice(0, rankingRules.pagesWeighed).map((page) => ({
    page,
    coverage: coverageOf(
      asked,
      page.hits.flatMap((hit) => hit.terms),
    ),
  }));
  const top = retrieval.pages[0]?.score || 1;
  // Contenders score a share of the best page that speaks to this question (the other question of a message may not).
  const speaking = Math.max(...weighed.filter(({ coverage }) => coverage > 0).map(({ page }) => page.score), 0);
  let best: { page: PageHit; coverage: number; rank: number } | undefined;
  for (const { page, coverage } of weighed) {
    if (page.score < rankingRules.contenderShare * speaking && page.path !== retrieval.followUp) continue;
    const stays = page.path === retrieval.followUp ? followedCoverage(retrieval) : 0;
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
 * asked beyond the page's title, a section of the kind the question asks for first
 * (`rankingRules.answersTypeBonus`); when nothing is asked beyond the title ("what is VAPT?"), the
 * page's introduction.
 */
export function answeringHit(
  page: PageHit,
  asked: readonly TermGroup[],
  types: readonly QuestionType[] = [],
): Hit | undefined {
  const beyond = askedOfPage(page, asked);
  const typed = page.hits.find((hit) => answersType(hit.passage, types));
  if (!beyond.length) return typed ?? page.hits.find((hit) => hit.passage.kind === "hero") ?? page.hits[0];
  const top = page.hits[0]?.score ?? 1;
  let best: { hit: Hit; rank: number } | undefined;
  for (const hit of page.hits) {
    const type = answersType(hit.passage, types) ? rankingRules.answersTypeBonus : 0;
    const rank = rankingRules.coverageFirst * coverageOf(beyond, hit.said) + hit.score / top + type;
    if (!best || rank > best.rank) best = { hit, rank };
  }
  return best?.hit;
}

/** How many letters a site word found by prefix may run on past the question's and still be that word. */
const closePrefix = 2;

/**
 * The query terms a result matched as themselves: exactly, as a typo, or as the start of a word a
 * letter or two longer ("secur", "secure"). A word that only begins another ("elect", "electronic")
 * still ranks, but covers nothing of the question.
 */
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

/**
 * How many passages hold each term group, per knowledge: fixed for the life of an isolate, and
 * the same words come back in question after question, so each is counted once (one exact search).
 */
const passageCounts = new WeakMap<Knowledge, Map<string, number>>();
const maxCountedWords = 20_000;

/** Any trace of a word on the site: a prefix, or a typo of two letters in a word of five or more. */
const traceOf = {
  boostDocument: undefined,
  prefix: (term: string) => term.length >= 4,
  fuzzy: (term: string) => (term.length >= 5 ? 2 : false),
} as const;

/** Letters a misspelt word may run on past the stem of the word it means ("penetraton", "penetr"). */
const typoTail = 4;

/** A misspelling this long or longer may be read as the site's stem it runs on from ("penetraton", "penetr"). */
const minRunOn = 8;

/**
 * What the site holds of a word it does not hold: "" nothing, not even a prefix or a typo (two
 * letters in a word of five or more); the site's term the word most likely misspells; or "?"
 * when there is a trace but no sure reading. A typo seldom touches a word's first two letters
 * ("closer" is no misspelt "cover"), and a longer form of a site word is another word ("closer",
 * "close"), unless it is a long word running on past a stem.
 */
function traceOfWord(knowledge: Knowledge, word: string): string {
  const [own = ""] = termsOf(word);
  const [found] = knowledge.index.search(word, traceOf);
  const typo = (term: string) => term.slice(0, 2) === own.slice(0, 2) && !own.startsWith(term);
  if (found) return Object.keys(found.match).find(typo) ?? "?";
  const exact = { prefix: false, fuzzy: false, boostDocument: undefined } as const;
  for (let length = own.length - 1; length >= Math.max(5, own.length - typoTail); length -= 1)
    if (knowledge.index.search(own.slice(0, length), exact).length)
      return own.length >= minRunOn ? own.slice(0, length) : "?";
  return "";
}

/** Per knowledge, the site term each misspelt word means ("" when the site has no trace of it, "?" when none is sure). */
const traces = new WeakMap<Knowledge, Map<string, string>>();

/**
 * The weight of each telling word of `text` in coverage, by its term group's key (`idfWeight`),
 * the words the site has no trace of (not even by prefix or a typo), and the site's terms that
 * misspelt words most likely mean.
 */
function wordWeights(knowledge: Knowledge, text: string) {
  let counts = passageCounts.get(knowledge);
  if (!counts) passageCounts.set(knowledge, (counts = new Map()));
  let misspelt = traces.get(knowledge);
  if (!misspelt) traces.set(knowledge, (misspelt = new Map()));
  const weights = new Map<string, number>();
  const unknown: string[] = [];
  const corrected: string[] = [];
  const exact = { prefix: false, fuzzy: false, boostDocument: undefined, combineWith: "OR" } as const;
  for (const word of words(text)) {
    const key = termsOf(word).join(" ");
    if (!key || weights.has(key) || requestWords.has(word) || quantity.test(word)) continue;
    let withWord = counts.get(key);
    if (withWord === undefined) {
      withWord = knowledge.index.search(word, exact).length;
      if (!withWord) {
        const trace = traceOfWord(knowledge, word);
        if (misspelt.size < maxCountedWords) misspelt.set(word, trace);
        // -1: not even a prefix or a typo of the word is on the site.
        if (!trace) withWord = -1;
      }
      if (counts.size < maxCountedWords) counts.set(key, withWord);
    }
    if (withWord < 0) unknown.push(key);
    const trace = misspelt.get(word);
    if (trace && trace !== "?") corrected.push(trace);
    weights.set(key, idfWeight(knowledge.passages.size, Math.max(0, withWord)));
  }
  return { weights, unknown, corrected };
}

/**
 * Each query term's weight: a word counts once, however many words its domain equivalent has, so
 * "VAPT" weighs as one word whether a page says "VAPT" or "vulnerability assessment and penetration
 * testing" (the word's own term 1, the terms of its equivalent sharing 1).
 */
function equivalentShares(text: string): Map<string, number> {
  const shares = new Map<string, number>();
  for (const word of words(text)) {
    const [own, ...equivalent] = termsOf(word);
    if (own) shares.set(own, 1);
    for (const term of equivalent) shares.set(term, Math.max(shares.get(term) ?? 0, 1 / equivalent.length));
  }
  return shares;
}

export function retrieve(knowledge: Knowledge, text: string, previousPage?: string, firstQuestion = text): Retrieval {
  const asked = askedTerms(text);
  const followUp =
    previousPage && (asked.length <= rankingRules.followUpTerms || pointsBack.test(text)) ? previousPage : undefined;
  const types = questionTypesOf(text);
  const about = askedAbout(text);
  const boosts = new Map<string, number>();
  const boostOf = (passage: Passage) => {
    if (passage.askedOnly && !about.has(passage.askedOnly)) return rankingRules.askedOnlyBoost;
    const boost = passage.figure ? rankingRules.figureDiscount : 1;
    if (followUp && passage.path === followUp) return rankingRules.followUpBoost * boost;
    return (passage.overview ? rankingRules.overviewDiscount : 1) * boost;
  };
  const termBoosts = equivalentShares(text);
  const { weights, unknown, corrected } = wordWeights(knowledge, text);
  // A misspelt word searches as the site's word it most likely means too.
  const query = corrected.length ? `${text} ${corrected.join(" ")}` : text;
  // A visitor describing their own situation without naming a service is matched to the problems services solve.
  const describesNeed = !followUp && !toTheCompany.test(text) && !namesService(knowledge, asked);
  const results = knowledge.index.search(query, {
    ...(describesNeed ? { boost: { ...fieldBoosts, keywords: rankingRules.needBoost } } : {}),
    boostTerm: (term) => termBoosts.get(term) ?? 1,
    // Called for each term a passage matches: the passage's boost is worked out once.
    boostDocument: (id) => {
      let boost = boosts.get(id as string);
      if (boost === undefined) {
        const passage = knowledge.passages.get(id as string);
        boost = passage ? boostOf(passage) : 1;
        boosts.set(id as string, boost);
      }
      return boost;
    },
  });
  const toCompany = toTheCompany.test(text);
  const aboutCompany = !followUp && toCompany && !namesService(knowledge, asked);
  const visitorsOwn = !toCompany && ofTheVisitor.test(text);
  const companyWeight = aboutCompany ? rankingRules.companyFirst : visitorsOwn ? rankingRules.visitorsOwn : 1;
  const hits = results.flatMap((result) => {
    const passage = knowledge.passages.get(result.id as string);
    if (!passage) return [];
    const stray = passage.broad && result.queryTerms.length === 1 && asked.length > 1;
    // Legal text is weighed as before: it answers when asked about, not because a question is about the company.
    const own = isCompanyPassage(passage) && !passage.askedOnly ? companyWeight : 1;
    const score = (stray ? result.score * rankingRules.broadDiscount : result.score) * own;
    return [{ passage, score, terms: closeTerms(result), said: saidTerms(result) }];
  });
  hits.sort((a, b) => b.score - a.score);
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
  // The page followed up on is always weighed, its introduction standing for it when none of its passages matched.
  const at = pages.findIndex((page) => page.path === followUp);
  const intro = followUp && at < 0 && knowledge.onPage.get(followUp)?.find((passage) => passage.kind === "hero");
  const followed = at >= 0 ? pages.splice(at, 1) : [];
  if (intro) followed.push({ path: intro.path, score: 0, hits: [{ passage: intro, score: 0, terms: [], said: [] }] });
  pages.splice(at === 0 ? 0 : 1, 0, ...followed);
  const retrieval = {
    asked,
    hits,
    pages,
    // A follow-up that names no service, or carries the conversation on, is about the page it follows.
    ...(followUp ? { followUp, continued: carriesOn.test(text.trim()) || !namesService(knowledge, asked) } : {}),
    coverage: 0,
    types,
    weights,
    unknown,
  };
  const firstAsked = askedTerms(firstQuestion);
  const answering = answeringPage(retrieval, firstAsked);
  const own = answering ? pageCoverage(answering.page, firstAsked, retrieval.weights) : 0;
  // The page followed up on covers a short follow-up as `answeringPage` counts it.
  const stays = followUp && answering?.page.path === followUp ? followedCoverage(retrieval) : 0;
  retrieval.coverage = Math.min(1, own + stays);
  return retrieval;
}
