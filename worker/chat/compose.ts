/**
 * Step 3, compose: the offline answer. The sentence that answers first (for a situation told, what
 * the service is before it), at most one supporting sentence from its section, a second page only
 * for a second question, never a sentence twice;
 * too little of the question on the site is said once, with the team offered (decision 0015).
 */
import { assistantLines, findIntent, socialIntents } from "../../content/assistant.ts";
import { mentionsContact } from "../../app/shared/chat/contact-trigger.ts";
import { asks, toldStory, type Classification, type Scope, type Social } from "./classify.ts";
import { offeredTeam, type Turn } from "./conversation.ts";
import { answeredLanguage } from "./language.ts";
import { perKnowledge, termsOf, textTerms, words, type Knowledge, type Passage } from "./knowledge.ts";
import { passageSentences, sentencesOf } from "./vectors.ts";
import { tierEnds } from "../../content/chat-vocabulary.ts";
import {
  answeringHit,
  answeringPage,
  answeringPagesByNeed,
  answersType,
  asHit,
  askedOfPage,
  askedTerms,
  bestBy,
  companyPages,
  coverageOf,
  isCompanyPassage,
  idfWeight,
  namesService,
  questionCoverage,
  saidOf,
  type Hit,
  type Retrieval,
  type TermGroup,
} from "./retrieve.ts";
import * as scopeRules from "../../content/chat-scope.ts";

/** Below this coverage of the question (words weighed by rarity) the site does not answer it: decision 0015, `eval:chat -- --coverage`. */
export const coverageThreshold = 0.08;
/** Below this coverage, a question about a thing the site has no trace of is not covered (`asksUnknownThing`). */
export const objectCoverage = 0.5;
/** A question put to no one in particular ("what is the tallest mountain in Africa?") must be mostly about the site. */
export const generalCoverageThreshold = 0.25;

/** A message in a language with no glossary names its page by meaning alone, at least this near: below it, over the six sets' answered Afrikaans and isiZulu (0.36 at least), the nearest page is chance (decision 0021). */
export const foreignSimilarity = 0.35;

/** A question put to no one in particular must also be this near a passage in meaning: its words alone ("South Africa", "Saturday", "pilot") meet pages by chance (decision 0021: the six sets unchanged up to 0.42). */
export const generalSimilarity = 0.4;

/** A story of this many sentences or more, at least `storySimilarity` near a passage, is covered whatever its coverage (decision 0021: 3 at first, when two stories of fresh set L had been told the site lacks them; 2 once a lookalike login and a camera installation were read by kind). */
export const longStory = 2;
export const storySimilarity = 0.5;
/** ... or this near, for a story in the company's domain (the visitor's own organisation, put to the company, or naming a service; decision 0021: 3 fewer false "not on the site", no case lost). */
export const ownStorySimilarity = 0.4;

/** A general question far from every passage in meaning, and not about the company by its words or its meaning. */
function farInMeaning(retrieval: Retrieval, question: string): boolean {
  const { similarity, nearest } = retrieval;
  if (similarity === undefined || similarity >= generalSimilarity) return false;
  const answering = answeringPage(retrieval, askedTerms(question))?.page;
  // Either is enough: "what's the full street address for my GPS?" is near no company passage. A company
  // page answers only a question of a kind put to a company (cost, contact facts, the team, the steps),
  // not one whose words meet its form by chance ("all night", "spends").
  const companyAnswers = answering && companyPages.has(answering.path) && retrieval.types.length > 0;
  return !companyAnswers && !(nearest && isCompanyPassage(nearest));
}

/** Small talk the assistant answers with a line of its own rather than an intent's reply. */
const ownLines: Partial<Record<Social, string>> = {
  feedback: assistantLines.sorry,
  distrust: assistantLines.distrust,
};

/** A runner-up page standing at least this share of the answering page's is named too (decision 0021: 11 of the 22 first links that were wrong where the runner-up was right, with 64 of 512 replies naming two pages). */
export const closeRunnerUp = 0.9;

/** Longest body of an offline reply, before its links. */
const maxBodyLength = 700;

export interface ChatAnswer {
  /** The reply as the widget shows it: plain text with markdown links to site pages. */
  reply: string;
  /** The pages the reply links, first the one it is about: paths with the section's anchor. */
  links: string[];
  scope: Scope;
  /** The content answer stands on its own: the model is not asked (small talk, refusals, emergencies, exact contact details, not found). */
  settled: boolean;
}

/** Intents whose reply is exact company facts (or the incident line), which a model may garble. */
const settledIntents = new Set(["contact", "location", "breach"]);
/** The family overviews, linked when the assistant says what it covers. */
const familyLinks = ["/services", "/hr-solutions", "/healthcare-solutions"];

/**
 * The questions a message asks, in order; a part that does not ask ("mining company here") is about
 * the visitor. A part asks when it, or its last sentence after the story told before it, is put as a question.
 */
export function splitQuestions(text: string): string[] {
  const parts = text
    .split(scopeRules.secondQuestion)
    .map((part) => part.trim())
    .filter((part) => askedTerms(part).length > 0);
  // A question told after a colon is its own sentence ("my manager asked me: do you cover Azure?").
  const lastSentence = (part: string) => (sentencesOf(part).at(-1) ?? part).split(/:\s+/).at(-1) ?? part;
  // Split at the question marks, a part keeps its mark only in the message.
  const questions = parts.filter((part) => asks(part) || asks(lastSentence(part)) || text.includes(`${part}?`));
  return questions.length ? questions : parts;
}

const ending = (text: string) => (/[.!?:]$/.test(text) ? text : `${text}.`);

/** How many of the words asked a sentence says. */
const overlap = (sentence: string, asked: readonly TermGroup[]) =>
  coverageOf(asked, saidOf(sentence, asked)) * asked.length;

/**
 * How a passage's sentence that answers is chosen, on the development sets (decision 0021): by its
 * similarity in meaning to the question, plus this weight times the share of the asked words it
 * says; an introduction's description leads unless another sentence is closer by the margin.
 */
export const leadChoice = { wordsWeight: 0.5, descriptionMargin: 0.3 };

/** A sentence's similarity in meaning to the question, where the vector table has a row for it. */
type Meaning = (sentence: string) => number | undefined;

/** The similarity of each sentence of a passage of several, read from the retrieval's row of the vector table. */
const meaningOf =
  (knowledge: Knowledge, { similarities }: Retrieval): Meaning =>
  (sentence) => {
    const row = knowledge.textRows.get(sentence);
    return row === undefined ? undefined : similarities?.[row];
  };

/** A sentence's closeness to the question: its similarity in meaning with the share of `asked` it says, else (no vectors) that count alone. */
function closeness(meaning: Meaning, asked: readonly TermGroup[], said: (one: string) => number) {
  return (sentence: string) => {
    const near = meaning(sentence);
    return near === undefined ? said(sentence) : near + (leadChoice.wordsWeight * said(sentence)) / (asked.length || 1);
  };
}

/** The sentence of a passage that answers best (an introduction: its description, what the service is, not the problem its copy opens on), the first on a tie, after the item's name. */
function leadSentence(
  passage: Passage,
  asked: readonly TermGroup[],
  all: readonly TermGroup[] = asked,
  meaning: Meaning = () => undefined,
): string {
  // An intent's reply, or a frequently asked question's answer, is said whole as written, but for the sentence that says most of what is asked first ("is it free?").
  if (passage.kind === "intent" || passage.title.endsWith("?")) {
    const sentences = sentencesOf(passage.text);
    // A reply that opens with its yes or no keeps its order.
    const best = /^(?:yes|no)\b/i.test(passage.text) ? sentences[0] : bestBy(sentences, (one) => overlap(one, all));
    return [best, ...sentences.filter((sentence) => sentence !== best)].join(" ");
  }
  // A tier is said whole: its response time and what it includes.
  if (passage.kind === "item" && passage.sectionKind === "tiers") return `${passage.title}: ${passage.text}`;
  const sentences = passageSentences(passage);
  // A section's list ("Our Response Process: 1. ...") is what its kind's words ask for.
  const listing = (sentence: string) => passage.kind === "section" && sentence.startsWith(`${passage.heading}:`);
  const said = (sentence: string) =>
    overlap(listing(sentence) ? `${sentence} ${passage.keywords ?? ""}` : sentence, asked) +
    (listing(sentence) ? 0.5 : 0) +
    // Between sentences that say as much of what is asked beyond the page's title, the one that says more of the rest.
    overlap(sentence, all) / 100;
  const score = closeness(meaning, asked, said);
  const found = bestBy(sentences, score) ?? passage.text;
  // An introduction's description leads unless another sentence is closer by the margin (by words alone: says over twice as much).
  const description = passage.kind === "hero" ? sentencesOf(passage.summary ?? "")[0] : undefined;
  const leads = (first: string) =>
    meaning(first) !== undefined
      ? score(first) + leadChoice.descriptionMargin >= score(found)
      : score(first) * 2 >= score(found);
  const best = description && leads(description) ? description : found;
  // A list is said as the sentence the build wrote for it (pipeline/chat-index/sentences.ts).
  if (listing(best) || (passage.kind === "item" && passage.list)) return passage.list ?? best;
  // A company fact is its own sentence ("You can email us at ..."); its label adds nothing, nor
  // does a question's wording before its answer.
  const bare = !passage.title || passage.kind === "fact" || passage.title.endsWith("?");
  if (bare || words(best).join(" ").startsWith(words(passage.title).join(" "))) return best;
  // The item's own words keep their case: "SCADA", "Tor" and "King IV" are names.
  return `${passage.title}: ${best}`;
}

/** One more sentence from the lead's own section (an offering card's own: its neighbours are other offerings) that speaks to the question. */
function supportingSentence(lead: Hit, pageHits: readonly Hit[], asked: readonly TermGroup[], said: string[]) {
  const near = (hit: Hit) => hit.passage.section === lead.passage.section && lead.passage.sectionKind !== "offerings";
  // A section's own passage lists its parts, the lead among them: no support for one of its parts.
  const lists = (hit: Hit) => hit.passage.kind === "section" && lead.passage.kind === "item";
  const candidates = [lead, ...pageHits.filter((hit) => hit !== lead && near(hit) && !lists(hit))]
    .filter((hit) => hit.passage.kind !== "intent")
    .flatMap((hit) => sentencesOf(hit.passage.text).map((sentence) => ({ hit, sentence })));
  const unsaid = candidates.filter(({ sentence }) => !saysAgain(sentence, said, 0.5)); // New: half its words said at most.
  // What the reply has not said yet counts first; an item's sentence speaks with its item's name ("Imaging Modalities: X-ray, CT, MRI").
  const saidTerms = saidOf(said.join(" "), asked);
  const fresh = asked.filter((group) => !group.some((term) => saidTerms.includes(term)));
  const speaks = ({ hit, sentence }: { hit: Hit; sentence: string }) =>
    overlap(`${hit.passage.title} ${sentence}`, fresh) +
    overlap(`${hit.passage.title} ${sentence}`, asked) / (fresh.length ? 10 : 1);
  const best = unsaid.sort((a, b) => speaks(b) - speaks(a))[0];
  if (!best || speaks(best) === 0) return undefined;
  return best.hit === lead ? best.sentence : leadSentence(best.hit.passage, asked);
}

const href = (passage: Passage) => (passage.anchor ? `${passage.path}#${passage.anchor}` : passage.path);

/** A sentence says again what another said when this share of its words are the other's. */
const repeatShare = 0.7;

/** Whether `sentence` says again what one of `said` says: most of its words are that sentence's. */
export function saysAgain(sentence: string, said: Iterable<string>, share = repeatShare): boolean {
  // Words of four letters or more: "the", "and" and "are" say nothing twice.
  const content = (text: string) => new Set(words(text).filter((word) => word.length > 3));
  const own = content(sentence);
  for (const other of said) {
    const theirs = content(other);
    const shared = [...own].filter((word) => theirs.has(word)).length;
    if (shared >= share * Math.min(own.size, theirs.size)) return true;
  }
  return false;
}

/** The reply text: sentences, each once, within the length budget, then the links on their own line. */
export function writeReply(sentences: readonly string[], links: readonly string[], knowledge: Knowledge): string {
  const seen: string[] = [];
  let body = "";
  for (const sentence of sentences.map((text) => ending(text.trim())).filter(Boolean)) {
    if (saysAgain(sentence, seen)) continue;
    seen.push(sentence);
    if (body && body.length + sentence.length + 1 > maxBodyLength) break;
    body = body ? `${body} ${sentence}` : sentence;
  }
  const label = (link: string) => knowledge.onPage.get(link.replace(/#.*$/, ""))?.[0]?.pageLabel ?? link;
  const line = links.map((link) => `[${label(link)}](${link})`).join(" · ");
  return line ? `${body}\n\n${line}` : body;
}

/** The lead's page's section of the question's type (price: tiers; how long: steps), matched or not: the subject chose the page. */
export function typedLead(knowledge: Knowledge, lead: Hit, types: Retrieval["types"]): Hit {
  const { passage } = lead;
  if (!types.length || passage.kind === "intent" || passage.kind === "fact" || answersType(passage, types)) return lead;
  const ofKind = (one: Passage) => (one.kind === "section" || one.figure) && answersType(one, types);
  const typed = knowledge.onPage.get(passage.path)?.find(ofKind);
  return typed ? asHit(typed) : lead;
}

/** For a question about one end of a range of tiers ("the cheapest", "the top one") or its middle: that tier of the lead's page. */
export function tierAtEnd(knowledge: Knowledge, lead: Hit, question: string): Hit {
  const said = words(question);
  const end = (["first", "last", "middle"] as const).find((key) => said.some((word) => tierEnds[key].has(word)));
  if (!end || lead.passage.kind === "intent" || lead.passage.kind === "fact") return lead;
  const isTier = (one: Passage) => one.kind === "item" && one.sectionKind === "tiers";
  const tiers = knowledge.onPage.get(lead.passage.path)?.filter(isTier);
  // The build lists a page's tiers from the lowest to the top (pipeline/chat-index/passages.ts).
  const tier = tiers?.at({ first: 0, last: -1, middle: Math.floor((tiers?.length ?? 0) / 2) }[end]);
  return tier ? asHit(tier) : lead;
}

/** The answer from the page that answers: its leading sentence, one supporting sentence, and a second page for a second question. */
function fromPages(knowledge: Knowledge, retrieval: Retrieval, questions: readonly string[]) {
  const [first = "", second] = questions;
  // What a question of cost is about chooses the page, not the words that ask a price.
  const subject = askedTerms(first.replace(scopeRules.priceWords, " "));
  const asked = askedTerms(first);
  const [answering, runnerUp] = answeringPagesByNeed(retrieval, subject.length ? subject : asked);
  const hit =
    answering &&
    ((retrieval.range && overviewLine(knowledge, answering.page.path)) ||
      answeringHit(answering.page, asked, retrieval));
  if (!answering || !hit) return { sentences: [], links: [], lead: undefined };
  const typed = tierAtEnd(knowledge, typedLead(knowledge, hit, retrieval.types), first);
  // A page's levels (tiers, alert levels) answer a question of cost about it; elsewhere how the company quotes does.
  const priced = pricedBy(knowledge, first);
  const levels = typed.passage.sectionKind === "tiers" || typed.passage.sectionKind === "alerts";
  const lead = (!levels && priced) || typed;
  const beyond = askedOfPage(answering.page, asked);
  const sentences = [leadSentence(lead.passage, beyond, asked, meaningOf(knowledge, retrieval))];
  const intro = !second && introductionFirst(knowledge, lead.passage, first, retrieval); // What the service is, first.
  if (intro) {
    const story = lead.passage.related ? [ending(lead.passage.title)] : sentences;
    const links = intro.path === lead.passage.path ? [href(lead.passage)] : [href(intro), href(lead.passage)];
    return { sentences: [leadSentence(intro, []), ...story], links, lead: intro };
  }
  // The cost of a service named or followed up on: how the company quotes, and the page it is about first.
  const about =
    lead !== typed ? [retrieval.followUp ?? (namesService(knowledge, asked) ? answering.page.path : "")] : [];
  const links = [...about, ...(lead.passage.path ? [href(lead.passage)] : [])];
  const secondAsked = askedTerms(second ?? "");
  const other = second ? answeringPage(retrieval, secondAsked) : undefined;
  // The second question, answered from its own page or another part of this one unless the lead said
  // it already; the site publishes no prices, so a question of cost is answered by how the company quotes.
  const covered = other && other.coverage >= coverageThreshold;
  const next =
    pricedBy(knowledge, second ?? "") ?? (covered ? answeringHit(other.page, secondAsked, retrieval) : undefined);
  const said = overlap(sentences.join(" "), secondAsked);
  if (next && next !== lead && !(said > 0 && said >= overlap(leadSentence(next.passage, secondAsked), secondAsked))) {
    sentences.push(leadSentence(next.passage, secondAsked));
    if (next.passage.path && next.passage.path !== lead.passage.path) links.push(href(next.passage));
    return { sentences, links, lead: lead.passage };
  }
  // Whole answers (an intent, a fact, an FAQ's answer) stand alone; a section's opening is followed by its list, levels of cost by the quoting line.
  const whole = lead.passage.kind === "intent" || lead.passage.kind === "fact" || lead.passage.title.endsWith("?");
  const listing = lead.passage.kind === "section" ? lead.passage.list : undefined;
  const quoting = levels && priced && sentencesOf(priced.passage.text)[0];
  // A situation told is answered by what the service is, then by the part of its page nearest the story;
  // so is a question a figure answers ("iOS + Android platforms tested." is no sentence on its own).
  const described =
    !retrieval.types.length && (toldStory(first) || lead.passage.figure) && serviceDescription(knowledge, lead.passage);
  if (described) sentences.unshift(described);
  const support =
    !whole && !described && (quoting || supportingSentence(lead, answering.page.hits, beyond, sentences) || listing);
  // Support is optional: one that would bring up the contact form where the question did not is left out.
  if (support && (mentionsContact(first) || !mentionsContact(support))) sentences.push(support);
  // A page nearly as good is named and linked too: honest when unsure, rather than confidently wrong.
  const close = !whole && !retrieval.range && runnerUp && runnerUp.standing >= closeRunnerUp * answering.standing;
  const alternative = close && runnerUp.page.hits[0]?.passage;
  // Only another service's page: the overviews list everything, and the company's own lines (its pages, intents, facts) name no service.
  const service = alternative && !alternative.overview && !isCompanyPassage(alternative);
  if (service && alternative.path !== lead.passage.path) {
    sentences.push(`This is covered under ${lead.passage.pageLabel}; ${alternative.pageLabel} may also help`);
    links.push(alternative.path);
  }
  return { sentences, links, lead: lead.passage };
}

/** A part of a service's page (an item or a section, not an overview's offering or the company's). */
const partOfService = (lead: Passage) =>
  (lead.kind === "item" || lead.kind === "section") &&
  !lead.overview &&
  lead.sectionKind !== "offerings" &&
  !companyPages.has(lead.path);

/** The company's own lines (the intents of content/assistant.ts) by id, found once per knowledge. */
const intentPassages = perKnowledge(
  (knowledge) =>
    new Map([...knowledge.passages.values()].flatMap((passage) => (passage.intent ? [[passage.intent, passage]] : []))),
);

/** For a question of the whole range, the company's own overview line, when its page answers. */
function overviewLine(knowledge: Knowledge, path: string): Hit | undefined {
  const line = intentPassages(knowledge).get("overview");
  return line?.path === path ? asHit(line) : undefined;
}

/** The service introduction said before the lead: a case story's service; the lead's page's, for a problem told with no question of its own ("how do we stop that?"). */
function introductionFirst(knowledge: Knowledge, lead: Passage, question: string, { need, types }: Retrieval) {
  const last = question.split(scopeRules.clauseBreak).at(-1) ?? "";
  const told = need && !types.length && !(scopeRules.questionStart.test(last) && askedTerms(last).length > 1);
  const path = lead.related ?? (partOfService(lead) && told ? lead.path : undefined);
  return path ? introductionOf(knowledge, path) : undefined;
}

/** A page's introduction: its title, lead and description. */
const introductionOf = (knowledge: Knowledge, path: string) =>
  knowledge.onPage.get(path)?.find((passage) => passage.kind === "hero");

/** What the service is (its introduction's description), for a lead that is a part of its page. */
function serviceDescription(knowledge: Knowledge, lead: Passage): string | undefined {
  const intro = partOfService(lead) && introductionOf(knowledge, lead.path);
  return intro ? leadSentence(intro, []) : undefined;
}

/** For a question of cost, the company's line on pricing (an intent of content/assistant.ts). */
function pricedBy(knowledge: Knowledge, question: string): Hit | undefined {
  if (!scopeRules.asksPrice.test(question)) return undefined;
  const passage = intentPassages(knowledge).get("pricing");
  return passage && asHit(passage);
}

/** Whether a passage answers a company matter: a company line that speaks to it, or a named product page saying it; never work the site does not offer. */
function answersMatter(lead: Passage, matter: string, asked: readonly TermGroup[]): boolean {
  if (scopeRules.workNotOffered.some((rule) => rule.test(matter))) return false;
  const says = (text: string, terms: string[]) => textTerms(text).some((term) => terms.includes(term));
  const ofMatter = textTerms(matter);
  if (lead.kind === "intent" || lead.kind === "fact") return says(`${lead.text} ${lead.topics ?? ""}`, ofMatter);
  const named = !companyPages.has(lead.path) && says(lead.pageTitle, asked.flat());
  return named && says(`${lead.title} ${lead.text}`, ofMatter);
}

/** Whether a yes-or-no question asks about a thing the site has no trace of (`scopeRules.askedObject`), under `objectCoverage`. */
export function asksUnknownThing(retrieval: Retrieval, question: string, coverage: number): boolean {
  const asked = scopeRules.askedObject.exec(question.toLowerCase().replace(/[?!.,]+$/, ""))?.[1];
  const object = asked ?? scopeRules.rangeAsked(question.toLowerCase()) ?? "";
  // A place is where the visitor is, not a thing the site lacks ("can you come to Polokwane?").
  if (scopeRules.places.test(object)) return false;
  const unknown = words(object).some((word) => retrieval.unknown.includes(termsOf(word).join(" ")));
  return unknown && coverage < objectCoverage;
}

export function compose(
  knowledge: Knowledge,
  classification: Classification,
  retrieval: Retrieval,
  turns: readonly Turn[],
): ChatAnswer {
  const { scope, social, urgent, text } = classification;
  const language = answeredLanguage(classification.language, retrieval);
  // Every reply to a message in another language says it answers in English, a refusal excepted.
  const say = (sentences: string[], links: string[], settled: boolean, as: Scope = scope): ChatAnswer => {
    const unique = [...new Set(links)].filter(Boolean);
    const english = language && as !== "hostile" ? [assistantLines.english[language]] : [];
    return { reply: writeReply([...english, ...sentences], unique, knowledge), links: unique, scope: as, settled };
  };
  if (scope === "hostile") return say([assistantLines.refusal], [], true);
  if (scope === "greeting") {
    const reply = (social && ownLines[social]) ?? findIntent(social ?? "greeting")?.reply;
    return say([reply ?? socialIntents[0]?.reply ?? ""], [], true);
  }
  if (scope === "off-topic") return say([assistantLines.offTopic], familyLinks, true);
  if (scopeRules.acceptance.test(text.toLowerCase()) && offeredTeam(turns, assistantLines.teamOffer))
    return say([assistantLines.connecting], [], true);
  if (urgent) {
    const breach = findIntent("breach");
    const page = retrieval.pages.find((candidate) => candidate.path === breach?.page);
    const hits = page?.hits.filter((hit) => hit.passage.kind !== "intent") ?? [];
    const onPage = page && answeringHit({ ...page, hits }, retrieval.asked);
    const detail = onPage ? [leadSentence(onPage.passage, retrieval.asked)] : [];
    return say([breach?.reply ?? "", ...detail], [onPage ? href(onPage.passage) : (breach?.page ?? "")], true);
  }
  const questions = splitQuestions(text);
  const said = sentencesOf(turns.findLast((turn) => turn.role === "assistant")?.text ?? "");
  if (!retrieval.asked.length) {
    // Only where is asked ("where are you?"): where the company is.
    const location = scopeRules.asksWhere.test(text) ? findIntent("location") : undefined;
    if (location) return say([location.reply], [location.page ?? ""], true);
    // Nothing specific asked: "tell me more" about the page just discussed (its section of the kind asked
    // for, "how quickly?", else its first passage the last reply did not say), else what the company does.
    const onPage = (knowledge.onPage.get(retrieval.followUp ?? "") ?? []).filter(
      (passage) => !passage.figure && passage.kind !== "intent",
    );
    const typed = onPage[0] && typedLead(knowledge, asHit(onPage[0]), retrieval.types).passage;
    const unsaid = onPage.find((passage) => !saysAgain(leadSentence(passage, []), said));
    const intro = (typed !== onPage[0] && typed) || unsaid || onPage[0];
    const chosen = intro && tierAtEnd(knowledge, asHit(intro), text).passage; // "the top one"
    if (chosen) return say([leadSentence(chosen, [])], [href(chosen)], false);
    return say([findIntent("overview")?.reply ?? ""], ["/"], false);
  }
  // The site's words in a language it has no glossary for are chance likenesses: only meaning can choose the page.
  if (language === "other") {
    const { nearest, similarity = 0 } = retrieval;
    if (!nearest || similarity < foreignSimilarity) return say([assistantLines.whatICover], familyLinks, true);
    return say([leadSentence(nearest, [], [], meaningOf(knowledge, retrieval))], [href(nearest)], false);
  }
  // The company's domain (low coverage decides no scope): a follow-up, a question put to the company or
  // about the visitor's organisation, or one naming a service; not an errand of the visitor's own
  // ("can you help me with my ...") none of whose words the site uses.
  // Nor a request to recommend someone or something the site never names ("a good plumber").
  const absent = idfWeight(knowledge.passages.size, 0);
  const sought = scopeRules.soughtThing.exec(text.toLowerCase())?.[1];
  if (sought && (retrieval.weights.get(termsOf(sought).join(" ")) ?? 0) >= absent)
    return say([assistantLines.offTopic], familyLinks, true, "off-topic");
  const errand =
    scopeRules.ofThePerson.test(text) && [...retrieval.weights.values()].every((weight) => weight >= absent);
  const ownMatter = scopeRules.companyMatters.map((rule) => rule.exec(text.toLowerCase())?.[0]).find(Boolean);
  // A request of the person's own ("can you help me choose a venue?") is about the company only when
  // it names something of the company's ("can I pop in at your office?").
  const putToCompany =
    scopeRules.toTheCompany.test(text) && (!scopeRules.ofThePerson.test(text) || scopeRules.theCompanys.test(text));
  const inDomain =
    Boolean(ownMatter) ||
    !retrieval.need ||
    (!errand && !scopeRules.generalRequest.test(text) && (putToCompany || scopeRules.ofTheVisitor.test(text)));
  const threshold = inDomain ? coverageThreshold : generalCoverageThreshold;
  // A first question the site does not cover, before one it does ("who...? do we get a PM?"), is left aside.
  // When no question is covered on its own, the whole message may be: a question can lean on the
  // story told around it ("do u do that? we have 20 PCs and the insurer wants proof").
  const parts = questions.includes(text) ? questions : [...questions, text];
  const coverages = parts.map((question) => questionCoverage(retrieval, askedTerms(question)));
  const at = coverages.findIndex((coverage) => coverage >= threshold);
  const [asked = text, ...more] = parts[at] === text ? [text] : questions.slice(Math.max(at, 0));
  const coverage = coverages[Math.max(at, 0)] ?? retrieval.coverage;
  // A long story's incidental words (places, dates, who said what) dilute its coverage: its meaning can vouch
  // for it, the more readily when told of the visitor's own organisation, and also when told in the first
  // person of a workplace ("I've just started as office manager at a law firm").
  const nearStory =
    sentencesOf(text).length >= longStory &&
    (retrieval.similarity ?? 0) >= (inDomain ? ownStorySimilarity : storySimilarity);
  const covered =
    (coverage >= threshold || nearStory || retrieval.range) &&
    !asksUnknownThing(retrieval, asked, coverage) &&
    !(!inDomain && farInMeaning(retrieval, asked));
  if (!covered && language) {
    // Words of another language are not on the site: that is no reason to say the site lacks the answer.
    const best = fromPages(knowledge, retrieval, [text]);
    if (best.sentences.length) return say(best.sentences, best.links, false);
    return say([assistantLines.whatICover], familyLinks, true);
  }
  // Outside the domain: what the assistant covers, and no offer of the team (no contact form).
  if (!covered && !inDomain) return say([assistantLines.offTopic], familyLinks, true, "off-topic");
  // Within a conversation about a page, the page stays linked: the visitor may read it.
  // The team is offered for what is near the site in meaning: a question far from every passage
  // ("our complex's neighbour's dogs bark all night") is seldom the company's business, and the
  // contact form would be noise.
  const offer = (retrieval.similarity ?? 1) >= generalSimilarity ? [assistantLines.teamOffer] : [];
  if (!covered) return say([assistantLines.notFound, ...offer], [retrieval.followUp ?? ""], true);
  const { sentences, links, lead } = fromPages(knowledge, retrieval, [asked, ...more]);
  // A matter of the company's own answered only by a page that shares a word is not covered.
  if (ownMatter && lead && !answersMatter(lead, ownMatter, retrieval.asked))
    return say([assistantLines.notFound, assistantLines.teamOffer], [], true);
  // Exact company facts (contact details, the address, the incident line) are not left to a model.
  return say(sentences, links, lead?.kind === "fact" || Boolean(lead?.intent && settledIntents.has(lead.intent)));
}
