/**
 * The offline answerer: the Worker's reply when Workers AI is absent or fails. It reads the
 * question (question.ts), retrieves pages and intents on one scale (rank.ts), lets an intent lead
 * only when it beats the best page by a margin, resolves follow-ups through the page linked last,
 * chooses the part of the page the question asks about (facets.ts) and writes the reply
 * (compose.ts), with the links it used as data.
 */
import { company } from "../../../content/company.ts";
import {
  elsewhereLine,
  nearbyTopics,
  teamOffer,
  type AssistantIntent,
  type NearbyTopic,
} from "../../../content/assistant.ts";
import { composePage, writeReply, type Link } from "./compose.ts";
import { lastLinkedPage } from "./conversation.ts";
import { queryTerms } from "./expand.ts";
import { facetsOf, type Facet } from "./facets.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import { parseQuestion } from "./question.ts";
import type { QueryTerm } from "./lexical-index.ts";
import { assessWords, itemKey, ownTitleTerms, rank, securityWords, type Ranking } from "./rank.ts";
import { places } from "./synonyms.ts";
import { terms, words } from "./terms.ts";

export interface ChatAnswer {
  /** The reply as the widget shows it: plain text with markdown links to site pages. */
  reply: string;
  /** The pages the reply links, first the one it is about. */
  links: Link[];
  /** The company intent whose reply opens the answer, if one does (content/assistant.ts ids). */
  leadIntent?: string;
}

/** Retrieval scores below this are noise: a word shared by chance. */
export const minimumScore = 4;
/** An intent leads when its score reaches this share of the best page's score. */
export const intentMargin = 0.9;
/** A second part of a question (or an intent beside a page) is answered only when this clear. */
const secondPartScore = 6;

type Part =
  | { kind: "intent"; intent: AssistantIntent }
  /** A page, and for a later part of a multi-part question, that part's own wording. */
  | { kind: "page"; path: string; score: number; clause?: { ranking: Ranking; facets: Facet[]; first: boolean } };

/** Words that point back at what was just discussed. */
const anaphor = /\b(?:it|its|it's|that one|this one|they|them|those|these|the one|which one|as well|too)\b/i;

/**
 * Whether a page matches a question clearly: one of its sections shares at least two of the
 * question's terms, or the page scores well above noise. When the question names something the site
 * never uses ("CCTV", "laptop"), a page that shares one word by chance is not an answer about it.
 */
function clearMatch(knowledge: KnowledgeBase, query: readonly QueryTerm[], path: string, score: number): boolean {
  if (score >= 3 * minimumScore) return true;
  const termsPerSection = new Map<number, number>();
  // The parts of a hyphenated or slashed word ("24" and "7" of "24/7") are that one word again.
  const parts = new Set(query.flatMap(({ term }) => (/[-/]/.test(term) ? terms(term).slice(1) : [])));
  // "Test the security of ..." says what is asked for, not about what: those words make no match clear.
  const asksForTesting =
    query.some(({ term }) => assessWords.has(term)) && query.some(({ term }) => securityWords.has(term));
  const request = (term: string) => asksForTesting && (assessWords.has(term) || securityWords.has(term));
  for (const { term } of query) {
    if (parts.has(term) || request(term)) continue;
    const sections = new Set<number>();
    for (const unitNumber of knowledge.index.unitsWith(term)) {
      const unit = knowledge.units[unitNumber];
      if (unit && unit.type !== "intent" && knowledge.documents[unit.document]?.path === path)
        sections.add(unit.document);
    }
    for (const section of sections) termsPerSection.set(section, (termsPerSection.get(section) ?? 0) + 1);
  }
  return Math.max(0, ...termsPerSection.values()) >= 2;
}

function bestPart(
  knowledge: KnowledgeBase,
  ranking: Ranking,
  query: readonly QueryTerm[],
  strict: boolean,
): Part | undefined {
  const page = ranking.pages[0];
  // A greeting or small talk in front of a real question is politeness: an intent that answers the
  // question clearly ("hi, what does your company do?") is what the visitor asked.
  const substantive = ranking.intents.find((hit) => {
    const candidate = knowledge.intents[hit.intent];
    return (
      candidate && !candidate.conversational && hit.score >= secondPartScore && ranking.clearIntents.has(hit.intent)
    );
  });
  const intent = knowledge.intents[ranking.intents[0]?.intent ?? -1]?.conversational
    ? (substantive ?? ranking.intents[0])
    : ranking.intents[0];
  const pageScore = page?.score ?? 0;
  // Beside a word the site never uses, an intent that shares one word by chance is no answer either
  // ("smart contracts" is not a question about the written agreement).
  const intentScore = intent?.score ?? 0;
  const found =
    intent && (!strict || ranking.clearIntents.has(intent.intent)) ? knowledge.intents[intent.intent] : undefined;
  // An intent that shares one word with the question by chance ("logins" in a breach example) does
  // not lead over a page that matched.
  const leads = ranking.clearIntents.has(intent?.intent ?? -1) || intentScore >= pageScore;
  if (found && leads && intentScore >= minimumScore && intentScore >= pageScore * intentMargin) {
    return { kind: "intent", intent: found };
  }
  const pageClear =
    page && pageScore >= minimumScore && (!strict || clearMatch(knowledge, query, page.path, pageScore));
  if (page && pageClear) return { kind: "page", path: page.path, score: pageScore };
  // Without a clear page, an intent that matched on its own still answers.
  return found && intentScore >= minimumScore ? { kind: "intent", intent: found } : undefined;
}

/** Shared terms of two titles; an abbreviation counts ("lab" in "laboratory"). */
function titleOverlap(a: string, b: string): number {
  const other = new Set(terms(b));
  return new Set(terms(a)).size === 0
    ? 0
    : [...new Set(terms(a))].filter((term) =>
        [...other].some(
          (word) =>
            word === term ||
            (Math.min(word.length, term.length) >= 3 && (word.startsWith(term) || term.startsWith(word))),
        ),
      ).length;
}

/** Per knowledge base: for each overview page, its cards that stand for another page. */
const overviewCards = new WeakMap<KnowledgeBase, Map<string, Map<string, string>>>();

/**
 * The cards of overview pages: a card whose title shares two terms with another page's title (more
 * than with its own page's) stands for that page, and a page with three or more such cards is an
 * overview ("Lab & Radiology" on the healthcare overview stands for the laboratory page).
 */
function cardsOf(knowledge: KnowledgeBase): Map<string, Map<string, string>> {
  const cached = overviewCards.get(knowledge);
  if (cached) return cached;
  const result = new Map<string, Map<string, string>>();
  for (const document of knowledge.documents) {
    if (document.kind === "hero") continue;
    const own = knowledge.pageTitles.get(document.path) ?? "";
    for (const item of document.items) {
      if (!item.title) continue;
      const ownShared = titleOverlap(item.title, own);
      let best: { path: string; shared: number } | undefined;
      for (const [path, title] of knowledge.pageTitles) {
        const shared = titleOverlap(item.title, title);
        if (path !== document.path && shared >= 2 && shared > ownShared && shared > (best?.shared ?? 0)) {
          best = { path, shared };
        }
      }
      if (!best) continue;
      const cards = result.get(document.path) ?? new Map<string, string>();
      cards.set(item.title, best.path);
      result.set(document.path, cards);
    }
  }
  for (const [path, cards] of result) if (new Set(cards.values()).size < 3) result.delete(path);
  overviewCards.set(knowledge, result);
  return result;
}

/**
 * An overview answers through the card that matched best; when that card stands for another page
 * and the question matches that page nearly as well, the page itself is the answer.
 */
function specificPage(knowledge: KnowledgeBase, ranking: Ranking, path: string, score: number): string {
  const cards = cardsOf(knowledge).get(path);
  if (!cards) return path;
  let best: { title: string; score: number } | undefined;
  for (const [key, itemScore] of ranking.itemScores) {
    const [documentNumber = -1, itemNumber = -1] = key.split(":").map(Number);
    const document = knowledge.documents[documentNumber];
    const item = document?.items[itemNumber];
    if (document?.path !== path || document.kind === "hero" || !item?.title) continue;
    if (!best || itemScore > best.score) best = { title: item.title, score: itemScore };
  }
  const target = best && cards.get(best.title);
  const targetScore = ranking.pages.find((page) => page.path === target)?.score ?? 0;
  return target && targetScore >= 0.75 * score ? target : path;
}

/**
 * A question that names the titles of two pages an overview stands for ("time tracking and
 * performance reviews") asks about both: the overview answers, when it matched the question too.
 */
function overviewOfBoth(knowledge: KnowledgeBase, ranking: Ranking, path: string, clause: string): string {
  // The two are joined by "and": each side names one page by a word of its title the other's lacks.
  const sides = clause.split(/\band\b/i).map((side) => new Set(terms(side)));
  if (sides.length < 2) return path;
  const own = ownTitleTerms(knowledge, path);
  const namedBy = (page: string, other: ReadonlySet<string>) => {
    const title = ownTitleTerms(knowledge, page);
    return sides.map((side) => [...title].some((term) => side.has(term) && !other.has(term)));
  };
  const names = (page: string) => {
    const title = ownTitleTerms(knowledge, page);
    const mine = namedBy(path, title);
    const theirs = namedBy(page, own);
    return sides.some((_, i) => sides.some((__, j) => i !== j && mine[i] && theirs[j] && !mine[j] && !theirs[i]));
  };
  const top = ranking.pages.find((page) => page.path === path)?.score ?? 0;
  for (const [overview, cards] of cardsOf(knowledge)) {
    const targets = new Set(cards.values());
    if (!targets.has(path)) continue;
    const overviewScore = ranking.pages.find((page) => page.path === overview)?.score ?? 0;
    const sibling = ranking.pages
      .slice(0, 4)
      .find((page) => page.path !== path && targets.has(page.path) && page.score >= 0.5 * top && names(page.path));
    if (sibling && overviewScore >= 0.5 * top) return overview;
  }
  return path;
}

/** Codes, acronyms and product names as written: "IRP5", "HL7", "MASVS", "GraphQL". */
const codePattern = /\b[A-Za-z]*(?:[A-Z][A-Za-z]*[A-Z0-9]|\d)[A-Za-z0-9]*\b/g;

const siteCodesCache = new WeakMap<KnowledgeBase, ReadonlySet<string>>();

/** The terms of the words the site writes as codes, computed once per knowledge base. */
function siteCodes(knowledge: KnowledgeBase): ReadonlySet<string> {
  const cached = siteCodesCache.get(knowledge);
  if (cached) return cached;
  const codes = new Set<string>();
  for (const document of knowledge.documents) {
    for (const item of document.items) {
      for (const code of `${item.title} ${item.text}`.match(codePattern) ?? [])
        for (const term of terms(code)) codes.add(term);
    }
  }
  siteCodesCache.set(knowledge, codes);
  return codes;
}

/** A term names a page when at least this share of its units are on that page. */
const pageNamingShare = 0.5;

/**
 * A question about a part of every engagement ("how does a security engagement normally run?")
 * that names no page is answered by the family's overview, when the overview has that part: a
 * service that happens to use the words more is one example, not the answer.
 */
function overviewForGeneral(knowledge: KnowledgeBase, ranking: Ranking, path: string, asked: readonly Facet[]): string {
  const { query } = ranking;
  const facet = asked.find((candidate) => candidate.kinds.length > 0);
  if (!facet) return path;
  const namesAPage = query.some(({ term, weight }) => {
    if (weight < 1) return false;
    let total = 0;
    let most = 0;
    for (const unitNumber of knowledge.index.unitsWith(term)) {
      const unit = knowledge.units[unitNumber];
      if (!unit || unit.type === "intent") continue;
      total += 1;
      if (knowledge.documents[unit.document]?.path === path) most += 1;
    }
    return total >= 2 && most >= pageNamingShare * total;
  });
  if (namesAPage) return path;
  // The overview's part must speak to the question, not merely be of the right kind.
  const answersHere = (overview: string) =>
    knowledge.documents.some(
      (document, number) =>
        document.path === overview &&
        (facet.kinds.includes(document.kind) || (facet.headings?.test(document.heading) ?? false)) &&
        ((ranking.sectionScores.get(number) ?? 0) > 0 ||
          document.items.some((_, item) => (ranking.itemScores.get(itemKey(number, item)) ?? 0) > 0)),
    );
  for (const [overview, cards] of cardsOf(knowledge)) {
    if (overview !== path && new Set(cards.values()).has(path) && answersHere(overview)) return overview;
  }
  return path;
}

/** Words of the visitor's own (not added by a synonym) that nothing on the site or in the intents uses. */
function unknownWords(knowledge: KnowledgeBase, query: readonly QueryTerm[]): string[] {
  return query
    .filter(({ term, weight }) => weight === 1 && !/\d/.test(term) && !knowledge.index.has(term))
    .map(({ term }) => term)
    .filter((term) => ![...places].some((place) => place.split(" ").includes(term)));
}

/**
 * An intent worth adding beside a page ("... and what does it cost?"): clear, and not small talk.
 * An intent that links the page itself ("how fast do you respond to a breach?" beside the incident
 * response page) comes first: it is what the page's question is about.
 */
function sideIntent(knowledge: KnowledgeBase, ranking: Ranking, path: string): AssistantIntent | undefined {
  const pageScore = ranking.pages[0]?.score ?? 0;
  const samePage = ranking.intents.find((hit) => {
    const candidate = knowledge.intents[hit.intent];
    return (
      hit.score >= minimumScore &&
      hit.score >= 0.35 * pageScore &&
      candidate?.page === path &&
      !candidate.notCovered &&
      !candidate.conversational
    );
  });
  if (samePage) return knowledge.intents[samePage.intent];
  const best = ranking.intents[0];
  const intent = best && knowledge.intents[best.intent];
  if (!intent || intent.conversational || intent.notCovered || best.score < secondPartScore) return undefined;
  return best.score >= 0.45 * (ranking.pages[0]?.score ?? 0) ? intent : undefined;
}

/** The names of well-known products and standards the site never names, found in a question. */
function nearbyTopicOf(text: string): { topic: NearbyTopic; name: string } | undefined {
  const lower = ` ${words(text).join(" ")} `;
  for (const topic of nearbyTopics) {
    const name = topic.names
      .filter((candidate) => lower.includes(` ${words(candidate).join(" ")} `))
      .sort((a, b) => b.length - a.length)[0];
    if (name) return { topic, name };
  }
  return undefined;
}

function notFound(names: readonly string[]): ChatAnswer {
  const opening = names.length
    ? `The site doesn't mention ${names.join(" or ")}.`
    : "I couldn't find that on our website.";
  return {
    reply: `${opening} I can connect you with our team, who reply ${company.responseTime.toLowerCase()}, or you can email ${company.email} or call ${company.phone}.`,
    links: [],
  };
}

/** Whether a page has a section a facet asks for, or the words that answer it. */
function pageAnswers(knowledge: KnowledgeBase, path: string, facet: Facet): boolean {
  const documents = knowledge.documents.filter((document) => document.path === path);
  if (facet.evidence) {
    const evidence = facet.evidence;
    return documents.some((document) => document.items.some((item) => evidence.test(`${item.title} ${item.text}`)));
  }
  return documents.some(
    (document) => facet.kinds.includes(document.kind) || (facet.headings?.test(document.heading) ?? false),
  );
}

export function answerQuestion(message: string, context: string, knowledge: KnowledgeBase): ChatAnswer {
  const question = parseQuestion(message, knowledge);
  const scope = knowledge.intents.find((intent) => intent.id === "small-talk");
  const label = (path: string) => knowledge.pageLabels.get(path) ?? path;
  if (!question.clauses.length) return { reply: scope?.reply ?? "", links: [] };

  // Codes and acronyms the visitor typed ("IRP5", "HL7", "MASVS"): the most specific words asked.
  // Typed in lower case, a word the site writes as a code ("graphql" for GraphQL) is one too.
  const codes = siteCodes(knowledge);
  const named = [
    ...new Set([
      ...terms((question.text.match(codePattern) ?? []).join(" ")),
      ...terms(question.text).filter((term) => codes.has(term) && !/\d/.test(term)),
    ]),
  ];
  const wholeQuery = queryTerms(question.text, knowledge);
  const whole = rank(knowledge, wholeQuery, named);
  const strict = unknownWords(knowledge, wholeQuery).length > 0;
  const questionFacets = facetsOf(question.text);
  const parts: Part[] = [];
  question.clauses.forEach((clause, index) => {
    const query = question.clauses.length === 1 ? wholeQuery : queryTerms(clause, knowledge);
    const clauseNamed = named.filter((term) => terms(clause).includes(term));
    const ranking = question.clauses.length === 1 ? whole : rank(knowledge, query, clauseNamed);
    const part = bestPart(knowledge, ranking, query, strict);
    if (!part) return;
    if (index > 0 && part.kind === "page" && part.score < secondPartScore) return;
    // A later part that leads back to an intent already answered continues that subject
    // ("Are you hiring? I'd like to apply for a job").
    const echoed = ranking.intents[0];
    if (
      index > 0 &&
      echoed &&
      echoed.score >= minimumScore &&
      parts.some((earlier) => earlier.kind === "intent" && earlier.intent === knowledge.intents[echoed.intent])
    ) {
      return;
    }
    if (part.kind === "page") {
      // A later part goes on about the subject of the first.
      if (index === 0) part.path = overviewForGeneral(knowledge, ranking, part.path, facetsOf(clause));
      const specific = specificPage(knowledge, ranking, part.path, part.score);
      part.path = specific === part.path ? overviewOfBoth(knowledge, ranking, part.path, clause) : specific;
    }
    if (question.clauses.length > 1 && part.kind === "page") {
      part.clause = { ranking, facets: facetsOf(clause), first: index === 0 };
    }
    parts.push(part);
    if (part.kind === "page") {
      const side = sideIntent(knowledge, ranking, part.path);
      if (side) parts.push({ kind: "intent", intent: side });
    }
  });

  // A follow-up resolves through the page linked last: when it points back ("it", "that one"),
  // when it asks for a part of that page ("how fast?"), or when it names no clear new subject.
  const previous = lastLinkedPage(context, knowledge.pageTitles);
  if (previous) {
    const top = whole.pages[0];
    const previousScore = whole.pages.find((page) => page.path === previous)?.score ?? 0;
    const leadingIntent = parts[0]?.kind === "intent" ? parts[0].intent : undefined;
    const strongNewPage =
      top && top.path !== previous && top.score >= 3 * minimumScore && previousScore < 0.5 * top.score;
    // "Does it connect to our lab system?" asks for a part of the page just discussed (its
    // integrations), however well the lab page matches the rest.
    const asksPartOfPrevious =
      anaphor.test(question.text) && questionFacets.some((facet) => pageAnswers(knowledge, previous, facet));
    const followsUp =
      asksPartOfPrevious ||
      (!strongNewPage &&
        (anaphor.test(question.text) ||
          questionFacets.some((facet) => pageAnswers(knowledge, previous, facet) || facet.evidence) ||
          !top ||
          top.score < minimumScore * 2 ||
          previousScore >= 0.5 * top.score));
    if (followsUp && (!leadingIntent || anaphor.test(question.text) || questionFacets.length)) {
      parts.splice(0, parts.length, { kind: "page", path: previous, score: previousScore });
    }
  }

  // A product or standard the site never names ("Sage", "ISO 9001") leads to the nearest topic it
  // covers, before the rest of the question's answers, in place of an intent that says nothing more.
  const nearby = nearbyTopicOf(question.text);
  if (nearby) {
    const kept = parts.filter((part) =>
      part.kind === "page" ? part.path !== nearby.topic.page : !part.intent.notCovered && !part.intent.conversational,
    );
    parts.splice(0, parts.length, { kind: "page", path: nearby.topic.page, score: 0 }, ...kept);
  }

  // Greetings and thanks stand alone; next to a real question they are just politeness.
  const substantive = parts.filter((part) => part.kind === "page" || !part.intent.conversational);
  const chosen = substantive.length ? substantive : parts.slice(0, 1);
  if (!chosen.length) {
    // Without a capitalised name, the visitor's own words the site never uses say what is missing
    // ("drones"); typos the spelling corrector fixed are not among them.
    const missing = new Set(unknownWords(knowledge, wholeQuery));
    const subjects = [
      ...new Set(words(question.text).filter((word) => word.length > 3 && missing.has(terms(word)[0] ?? ""))),
    ];
    return notFound(question.unknownNames.length ? question.unknownNames : subjects.slice(0, 2));
  }

  const sentences: string[] = [];
  const links: Link[] = [];
  const addLink = (path: string | undefined) => {
    if (path && !links.some((link) => link.path === path)) links.push({ path, label: label(path) });
  };
  if (nearby) {
    sentences.push(`The site doesn't mention ${nearby.name}; the nearest it covers is ${nearby.topic.topic}.`);
  } else if (question.unknownNames.length && !chosen.some((part) => part.kind === "intent" && part.intent.notCovered)) {
    sentences.push(`The site doesn't mention ${question.unknownNames.join(" or ")}.`);
  }
  const seen = new Set<string>();
  for (const part of chosen) {
    const key = part.kind === "intent" ? `intent:${part.intent.id}` : `page:${part.path}`;
    if (seen.has(key)) {
      // A later part about the same page ("..., and what happens when you find our passwords?")
      // asks for another part of it: what its own words find there, when that is new.
      if (part.kind === "page" && part.clause && !part.clause.first) {
        const { ranking, facets: clauseFacets } = part.clause;
        sentences.push(...composePage(knowledge, part.path, ranking, clauseFacets, 1, named).sentences);
      }
      continue;
    }
    seen.add(key);
    if (part.kind === "intent") {
      const { intent } = part;
      sentences.push(intent.reply);
      if (intent.conversational) continue;
      addLink(intent.page);
      if (intent.page && intent.page !== "/contact") {
        sentences.push(...composePage(knowledge, intent.page, whole, questionFacets, 1, named).sentences);
      }
      continue;
    }
    const unanswered = questionFacets.find((facet) => facet.evidence && !pageAnswers(knowledge, part.path, facet));
    if (unanswered) {
      sentences.push(
        `The site doesn't mention ${unanswered.missing ?? "that"}: every engagement is scoped to your needs, and the ${company.consultation.initialOffer} is where we agree the plan.`,
      );
    } else {
      // The first part of a multi-part question is answered for what it asks, not for the rest.
      const facetsAsked = part.clause?.first ? part.clause.facets : questionFacets;
      sentences.push(...composePage(knowledge, part.path, whole, facetsAsked, 2, named).sentences);
    }
    addLink(part.path);
  }
  // A visitor who names another city learns where the team is: beside a page, that it is based
  // in Pretoria and travels; asked for an office or branch in that city, that the site names none.
  if (question.otherPlaces.length) {
    const lower = words(question.text).join(" ");
    const officeIn = question.otherPlaces.filter((place) =>
      new RegExp(`\\b(?:office|offices|branch|branches)\\b(?: \\S+){0,3} in ${place}\\b`).test(lower),
    );
    if (officeIn.length && chosen.some((part) => part.kind === "intent" && part.intent.id === "location")) {
      const cities = officeIn.map((place) => place.replace(/\b[a-z]/g, (letter) => letter.toUpperCase())).join(" or ");
      sentences.unshift(`The site doesn't mention an office in ${cities}.`);
    } else if (links.length && !chosen.some((part) => part.kind === "intent" && part.intent.page === "/contact")) {
      sentences.splice(Math.min(1, sentences.length), 0, elsewhereLine);
    }
  }
  const conversationalOnly = chosen.every((part) => part.kind === "intent" && part.intent.conversational);
  if (!conversationalOnly && question.unknownNames.length && !links.length) sentences.push(teamOffer);
  const lead = chosen[0];
  const leadIntent = lead?.kind === "intent" && sentences[0] === lead.intent.reply ? lead.intent.id : undefined;
  return { reply: writeReply(sentences, links), links, ...(leadIntent ? { leadIntent } : {}) };
}
