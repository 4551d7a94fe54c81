/**
 * Answers chat questions from the site's own content, without an AI model: a few intents with
 * fixed facts (greeting, contact details, location, pricing, response times, breaches, the free
 * consultation), otherwise a search of the knowledge index whose best-matching sentences become
 * the reply, followed by links to the pages they came from. Runtime-neutral (Worker and Node).
 */
import MiniSearch from "minisearch";
import type { SearchResult } from "minisearch";
import { company, formatAddress } from "../../content/company.ts";
import { familyPages } from "../../content/family-pages.ts";
import { about } from "../../content/pages/about.ts";
import { contactPage } from "../../content/pages/contact.ts";
import { servicesOverview } from "../../content/pages/services.ts";
import { findRoute, siteRoutes, type SiteRoute } from "../../content/routes.ts";
import type { Passage } from "./passages.ts";
import { knowledgeIndexOptions, processTerm, serializableIndexOptions } from "./search-options.ts";

export interface ContentAnswer {
  reply: string;
  sources: { path: string; title: string }[];
}

/* ------------------------------------------------------------------------------------------------
 * Loading
 * ---------------------------------------------------------------------------------------------- */

/**
 * Loads the index written by scripts/build-knowledge-index.ts: the text of knowledge-index.json
 * ({ options, index }), or a bare MiniSearch JSON string. Always uses the shared options.
 */
export function loadKnowledgeIndex(json: string): MiniSearch<Passage> {
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== "object") throw new Error("Knowledge index: expected a JSON object");
  const record = parsed as Record<string, unknown>;
  const isBare = "serializationVersion" in record;
  if (!isBare) {
    const options = record.options as { fields?: unknown } | undefined;
    if (options && JSON.stringify(options.fields) !== JSON.stringify(serializableIndexOptions.fields)) {
      throw new Error(
        "Knowledge index was built with different fields; rebuild it with scripts/build-knowledge-index.ts",
      );
    }
  }
  const index = isBare ? record : record.index;
  if (!index || typeof index !== "object") throw new Error("Knowledge index: missing index");
  return MiniSearch.loadJS<Passage>(index as Parameters<typeof MiniSearch.loadJS>[0], knowledgeIndexOptions);
}

/* ------------------------------------------------------------------------------------------------
 * Text helpers
 * ---------------------------------------------------------------------------------------------- */

const tokenize: (text: string) => string[] = MiniSearch.getDefault("tokenize");

/** Processed (stop words removed, stemmed) terms of a text, in order. */
function termsOf(text: string): string[] {
  return tokenize(text)
    .map((token) => processTerm(token))
    .filter((term): term is string => Boolean(term));
}

const maxReplyLength = 700;
const responseTime = company.responseTime.toLowerCase();
const contactRoute = findRoute("/contact");

function markdownLink(route: SiteRoute): string {
  return `[${route.title}](${route.path})`;
}

function source(route: SiteRoute): { path: string; title: string } {
  return { path: route.path, title: route.title };
}

function answer(text: string, routes: readonly (SiteRoute | undefined)[] = []): ContentAnswer {
  const unique = [...new Map(routes.filter((r): r is SiteRoute => Boolean(r)).map((r) => [r.path, r])).values()];
  const links = unique.map(markdownLink).join(" · ");
  return { reply: links ? `${text}\n\n${links}` : text, sources: unique.map(source) };
}

/** "a, b and c" */
function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function lowerFirst(text: string): string {
  return /^[A-Z](?![A-Z])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/* ------------------------------------------------------------------------------------------------
 * Intents
 * ---------------------------------------------------------------------------------------------- */

const offerToConnect = "Would you like me to connect you with our team?";

function contactDetailsSentence(): string {
  return `You can email us at ${company.email} or call ${company.phone}, and we reply ${responseTime}.`;
}

function locationSentence(): string {
  return `We are based in ${company.city}, ${company.country}, at ${formatAddress()}. Please get in touch before visiting so the right consultant is available to meet you.`;
}

function greetingReply(): ContentAnswer {
  return answer(
    `Hello! Welcome to ${company.name}. Ask me about our cybersecurity services, ${company.hrBrand} HR and payroll software, healthcare technology, AI, Oracle Cloud or anything else on our site.`,
  );
}

function thanksReply(): ContentAnswer {
  return answer(`You're welcome! Is there anything else I can help you with?`);
}

const incidentRoute = findRoute("/services/incident-response");

const incidentPage = familyPages.find((candidate) => candidate.path === "/services/incident-response");

/** The incident-response page's response tiers (Emergency, Priority, Standard). */
function incidentTierItems() {
  const tiers = incidentPage?.sections.find((section) => section.kind === "tiers");
  return tiers?.kind === "tiers" ? tiers.items : [];
}

/** The hotline section's first advice ("Do not switch off affected systems ..."), if any. */
function hotlineAdvice(): string {
  const hotline = incidentPage?.sections.find((section) => section.kind === "callouts");
  const advice = hotline?.intro?.split(":")[0]?.trim();
  return advice ? `${advice}.` : "";
}

/** "Emergency (active attack) under 1 hour, ..." from the incident-response page's tiers. */
function incidentTiers(): string {
  const items = incidentTierItems();
  if (!items.length) return "";
  const parts = items.map(
    (tier) =>
      `${tier.tier}${tier.label ? ` (${tier.label.toLowerCase()})` : ""}${tier.responseTime ? ` ${tier.responseTime.toLowerCase()}` : ""}`,
  );
  return `Our response tiers: ${joinList(parts)}.`;
}

function breachReply(): ContentAnswer {
  return answer(
    `If you have a breach or an active attack, call our 24/7 incident hotline on ${company.emergencyPhone} or email ${company.emergencyEmail} now. ${incidentTiers()} ${hotlineAdvice()}`.trim(),
    [incidentRoute],
  );
}

function responseTimeReply(): ContentAnswer {
  const emergency = incidentTierItems()[0]?.responseTime?.toLowerCase();
  return answer(
    `We reply to every enquiry ${responseTime}. For an active security incident, call our 24/7 incident hotline on ${company.emergencyPhone}${
      emergency ? `; emergencies get a responder in ${emergency}` : ""
    }.`,
    [contactRoute, incidentRoute],
  );
}

function consultationReply(): ContentAnswer {
  const faq = contactPage.faq.items.find((item) => /consultation/i.test(item.question));
  const text = faq?.answer ?? "Yes, the initial consultation is free.";
  return answer(`${text} ${offerToConnect}`, [contactRoute]);
}

function pricingReply(service: SiteRoute | undefined): ContentAnswer {
  const proposal = contactPage.expectations.items.find((item) => /proposal/i.test(item));
  const subject = service ? `the cost of ${service.navLabel}` : "costs";
  return answer(
    `We don't publish fixed prices: ${subject} depends on your scope, so every engagement gets a custom quote. The initial consultation is free${
      proposal ? `, and afterwards you receive ${lowerFirst(proposal)}` : ""
    }, with no obligation. ${offerToConnect}`,
    [service, contactRoute],
  );
}

function contactReply(includeLocation: boolean, includeContact: boolean): ContentAnswer {
  const parts = [includeLocation ? locationSentence() : "", includeContact ? contactDetailsSentence() : ""];
  return answer(parts.filter(Boolean).join(" "), [contactRoute]);
}

/** How the site treats the visitor's own data: the privacy notice on the About page. */
function privacyReply(): ContentAnswer {
  const paragraph =
    about.privacy.paragraphs.find((text) => /never sell/i.test(text)) ?? about.privacy.paragraphs[0] ?? "";
  const use = sentencesOf(paragraph).find((sentence) => /never sell/i.test(sentence)) ?? paragraph;
  return answer(`${use} Our ${about.privacy.heading.toLowerCase()} follows POPIA and is on our About page.`, [
    findRoute("/about"),
  ]);
}

/** How an engagement runs: the four-step process of the services overview. */
function processReply(): ContentAnswer {
  const { process } = servicesOverview;
  const [first] = process.items;
  return answer(
    `${process.intro.replace(/,? so .*$/, "")}: ${joinList(process.items.map((step) => step.title))}. ${
      first ? `It starts with ${first.title.toLowerCase()}: ${lowerFirst(first.description)}` : ""
    }`,
    [findRoute("/services")],
  );
}

function fallbackReply(): ContentAnswer {
  return answer(
    `I couldn't find that on our website. I can connect you with our team, who reply ${responseTime}, or you can email ${company.email} or call ${company.phone}.`,
  );
}

const patterns = {
  privacy:
    /\b(?:my|our) (?:data|information|details|personal information|messages?)\b.*\b(?:safe|secure|protected|private|used|use|share|shared|sell|sold|stored|store|delete)\b|\bprivacy(?: policy)?\b|\bdo you (?:store|keep|sell|share) (?:my|our)\b/,
  process:
    /\b(?:your|the) (?:process|methodology|approach)\b|\bhow do you work\b|\bwhat happens (?:first|next|after)\b|\bhow does an engagement\b/,
  processElsewhere:
    /\b(?:payroll|hr|hospital|health|patient|pharmacy|recruit\w*|incident|breach|identity|iam|soc|cloud|mobile|apis?|code|wireless|ot|iot|dark web|onboarding|implementation|switch\w*|migrat\w*)\b/,
  greeting:
    /\b(?:hi|hello|hey|hiya|howzit|greetings|good (?:morning|afternoon|evening|day)|sawubona|molo|dumela|hallo|yo)\b/,
  thanks: /\b(?:thanks|thank you|thx|cheers|much appreciated)\b/,
  breach:
    /\b(?:breach|breaches|breached|hacked|hack|hacker|hackers|ransomware|attack|attacked|attacks|compromised|intrusion|incident|incidents|emergency)\b/,
  breachUrgency:
    /\b(?:how (?:fast|quick|quickly|soon|long)|respond|response time|urgent|urgently|emergency|now|asap|hotline|help|24\/7|right away|immediately|we(?:'ve| have| are| were|'re)|i(?:'ve| have| am|'m)|our (?:system|systems|network|server|servers|data|company|site|website|email))\b/,
  consultation: /\bconsult(?:ation|ations|ing)?\b/,
  free: /\b(?:free|cost|costs|charge|charged|pay|fee|fees|price|how much)\b/,
  pricing:
    /\b(?:price|prices|pricing|priced|cost|costs|costing|quote|quotes|quotation|fee|fees|rates|budget|how much|charge|charges|expensive|cheap|affordable|tariffs?)\b/,
  responseTime:
    /\b(?:response time|response times|how (?:fast|quick|quickly|soon) (?:do|will|can|would) you|respond|reply|replies|get back to|hear back|turnaround|(?:working|office|business|opening|trading) hours|are you open|when (?:are|is) (?:you|your office) open)\b/,
  contact:
    /\b(?:phone number|telephone number|contact (?:details|info|information|number|numbers)|e-?mail address|(?:what(?:'s| is)|your) (?:e-?mail|phone|telephone|number|cell|landline)|how (?:can|do|should) i (?:contact|reach|call|e-?mail|phone|get hold of)|call you|phone you|e-?mail you|get in touch|reach you|contact you|whatsapp)\b|^\W*(?:e-?mail|phone|number|contact|tel|telephone)\W*$/,
  location:
    /\b(?:where (?:are|is) (?:you|your|ur)|where.*\boffices?\b|located|location|address|directions|situated|based in|(?:are|you) based|which city|what city|visit you|your offices?|offices? in|(?:have|got) (?:an |any )?offices?|branch(?:es)?)\b/,
};

/* ------------------------------------------------------------------------------------------------
 * Search
 * ---------------------------------------------------------------------------------------------- */

/**
 * Words visitors use that the site spells differently. Synonyms replace the visitor's words as the
 * topic ("pen test" means "penetration testing"); additions only widen the search.
 */
const synonyms: [RegExp, string][] = [
  [/\bpen ?tests?\b|\bpen ?testing\b|\bpen ?testers?\b|\bpentest(?:s|ing|ers?)?\b/g, "penetration testing vapt"],
  [/\bred ?team(?:s|ing)?\b/g, "vapt social engineering"],
  [/\bmedical aids?\b/g, "medical scheme claims"],
  [/\bfortnight(?:ly)?\b|\bbiweekly\b/g, "bi-weekly"],
  [/\bemr\b|\behr\b/g, "electronic medical records"],
  [/\bgrc\b/g, "governance risk compliance"],
  [/\biam\b/g, "identity access management"],
  [/\bdark ?web\b|\bdeep ?web\b/g, "dark web"],
  [/\bchat ?bots?\b|\bvirtual assistants?\b/g, "chat assistants"],
  [/\bazure ad\b|\bentra(?: id)?\b/g, "entra active directory"],
];

const additions: [RegExp, string][] = [
  [/\bpenetration\b/, "vapt"],
  [/\bsoc\b/, "security operations center"],
  [/\bbreach(?:es|ed)?\b|\bhacked\b/, "incident response breach"],
  [/\btelemedicine\b|\bvirtual consult/, "telemedicine video consultations"],
  [/\bcomplian(?:ce|t)\b/, "compliance compliant"],
  [/\bx-?rays?\b|\bmri\b|\bct scans?\b/, "radiology imaging"],
  [/\bsmall business(?:es)?\b|\bsmes?\b|\bstart-?ups?\b/, "small businesses organisations all sizes"],
  [/\bpayslips?\b/, "payslips payroll"],
  [/\bclock(?:ing)? ?in\b/, "clock-in time attendance"],
  [/\bhiring\b|\brecruit/, "recruitment"],
  [/\bcerts?\b|\bcertified\b|\bqualifications?\b|\bqualified\b/, "certifications"],
  [/\bdrugs?\b|\bmedication|\bmedicines?\b|\bdispens/, "pharmacy"],
  [/\bbilling\b|\binvoic/, "billing claims revenue cycle"],
  [/\bmy data\b|\bprivacy\b|\bpersonal information\b/, "privacy personal information popia"],
  [
    /\b(?:your|the) (?:process|methodology|approach)\b|\bhow do you work\b|\bwhat happens (?:first|next)\b/,
    "process discovery assessment analysis reporting",
  ],
];

/** Terms of a follow-up question that point back to the previous question. */
const followUp = /\b(?:it|that|this|those|them|these|also|too|what about|how about|and)\b/;

/**
 * Words that say how a visitor asks rather than what about ("do you work with", "do you offer a
 * system for"). They still search, at low weight, but a reply must match something else.
 */
const genericTerms = new Set(
  termsOf(
    "work works working offer offers offering provide provides providing support supports supporting help helps " +
      "helping use using used need needs make run runs running able available deal handle looking look like give " +
      "take see find show kind kinds type types thing things way ways company companies business businesses " +
      "organisation organisations organization organizations service services solution solutions system systems " +
      "product products sell sells buy option options also really currently " +
      "anyone someone guys team teams people experience experienced expertise",
  ),
);

/** What the visitor asks for when nothing but generic words is left: an overview of what we do. */
const overviewQuestion =
  /\b(?:what (?:do|does|can) (?:you|your company|your team)|what (?:services|solutions|products)|which (?:services|solutions|products)|services (?:do|does) you|tell me about (?:you|your company|yourselves)|who are you)\b/;

interface Query {
  /** Processed terms, each once, with their weights: the visitor's words 1 (generic words 0.3),
   * expansions 0.6, the previous question 0.35. */
  weights: Map<string, number>;
  /** Processed, non-generic terms of the question itself: a reply must match at least one. */
  topicTerms: string[];
}

function buildQuery(question: string, context: string | undefined): Query {
  let lower = question.toLowerCase();
  for (const [pattern, replacement] of synonyms) lower = lower.replace(pattern, ` ${replacement} `);
  const questionTerms = termsOf(lower);
  const extra = additions.filter(([pattern]) => pattern.test(lower)).map(([, terms]) => terms);
  const weights = new Map<string, number>();
  for (const term of questionTerms) weights.set(term, genericTerms.has(term) ? 0.3 : 1);
  for (const term of termsOf(extra.join(" "))) if (!weights.has(term)) weights.set(term, 0.6);

  if (context && questionTerms.length <= 3) {
    const previous = context
      .split("\n")
      .filter((line) => line.startsWith("Visitor:"))
      .map((line) => line.slice("Visitor:".length).trim())
      .filter((line) => line && line.toLowerCase() !== question.toLowerCase().trim())
      .at(-1);
    if (previous && (followUp.test(lower) || questionTerms.length <= 1)) {
      for (const term of termsOf(previous)) if (!weights.has(term)) weights.set(term, 0.35);
    }
  }
  const topicTerms = [...new Set(questionTerms.filter((term) => !genericTerms.has(term)))];
  return { weights, topicTerms };
}

/** Searches with already-processed terms, one query per term, weighted by `boostTerm`. */
function searchTerms(index: MiniSearch<Passage>, weights: ReadonlyMap<string, number>, exact = false): SearchResult[] {
  const terms = [...weights.keys()];
  if (!terms.length) return [];
  const boosts = [...weights.values()];
  return index.search(terms.join(" "), {
    tokenize: (text) => text.split(" "),
    processTerm: (term) => term,
    boostTerm: (_term, position) => boosts[position] ?? 1,
    ...(exact ? { prefix: false, fuzzy: false } : {}),
  });
}

/** The sentences of a passage. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=\S)/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A sentence that says something: not a bare title, eyebrow, FAQ question or figure list. */
function isSubstantial(sentence: string, passage: Passage): boolean {
  const bare = sentence.replace(/[.!?]$/, "").toLowerCase();
  const titles = [passage.heading, passage.pageTitle, findRoute(passage.path)?.navLabel ?? ""].map((title) =>
    title.replace(/[.!?]$/, "").toLowerCase(),
  );
  return (
    wordCount(sentence) >= 6 && !sentence.endsWith("?") && !sentence.startsWith("Key figures") && !titles.includes(bare)
  );
}

/** Document frequencies per index, kept for the life of the index (a Worker isolate reuses it). */
const documentFrequencies = new WeakMap<MiniSearch<Passage>, Map<string, number>>();

class TermStats {
  readonly #index: MiniSearch<Passage>;
  readonly #df: Map<string, number>;

  constructor(index: MiniSearch<Passage>) {
    this.#index = index;
    let cache = documentFrequencies.get(index);
    if (!cache) {
      cache = new Map();
      documentFrequencies.set(index, cache);
    }
    this.#df = cache;
  }

  /** How many passages contain the term exactly. */
  documentFrequency(term: string): number {
    let df = this.#df.get(term);
    if (df === undefined) {
      df = searchTerms(this.#index, new Map([[term, 1]]), true).filter((result) =>
        Object.hasOwn(result.match, term),
      ).length;
      this.#df.set(term, df);
    }
    return df;
  }

  get documentCount(): number {
    return this.#index.documentCount;
  }

  idf(term: string): number {
    return Math.log(1 + this.#index.documentCount / (1 + this.documentFrequency(term)));
  }
}

/** 1 for the term itself, 0.5 for a word it starts or that starts it (4+ letters), else 0. */
function termHit(term: string, terms: ReadonlySet<string>): number {
  if (terms.has(term)) return 1;
  if (term.length >= 4) {
    for (const candidate of terms) {
      if (candidate.length >= 4 && (candidate.startsWith(term) || term.startsWith(candidate))) return 0.5;
    }
  }
  return 0;
}

/**
 * How well one sentence answers the query: weighted, rarity-aware term overlap with the sentence,
 * and at reduced weight with its section heading and page title (the sentence's context).
 */
function sentenceScore(
  sentence: string,
  passage: Passage,
  query: Query,
  stats: TermStats,
): { score: number; matched: Set<string> } {
  const own = new Set(termsOf(sentence));
  const heading = new Set(termsOf(passage.heading));
  const page = new Set(termsOf(passage.pageTitle));
  const matched = new Set<string>();
  let score = 0;
  for (const [term, weight] of query.weights) {
    const hit = Math.max(termHit(term, own), termHit(term, heading) * 0.5, termHit(term, page) * 0.25);
    if (hit) {
      score += hit * weight * stats.idf(term);
      if (hit >= 0.5) matched.add(term);
    }
  }
  return { score, matched };
}

/** Routes by menu label or title, to link the page a card sentence ("Pharmacy Management: ...") names. */
const routesByName = new Map<string, SiteRoute>();
for (const route of siteRoutes) {
  for (const name of [route.navLabel, route.title, route.title.replace(/\s*\([^)]*\)\s*$/, "")]) {
    routesByName.set(name.toLowerCase(), route);
  }
}

/** "Title" of a "Title: description" sentence. */
function cardTitle(sentence: string): string | undefined {
  const colon = sentence.indexOf(": ");
  if (colon < 2 || colon > 90) return undefined;
  const title = sentence.slice(0, colon).trim();
  const words = title
    .replace(/\([^)]*\)/g, " ")
    .split(/\s+/)
    .filter((word) => word.length >= 4);
  const capital = /^[^\p{L}\d]*[\p{Lu}\d]/u;
  const capitalised = words.filter((word) => capital.test(word)).length;
  const titleCase = capital.test(title) && capitalised * 2 >= words.length;
  return wordCount(title) <= 10 && titleCase ? title : undefined;
}

/**
 * The page a card sentence names ("Pharmacy Management: ..." on the healthcare landing page). Only
 * pages of the same family count, so an HR "Mobile App" card does not link to mobile app testing;
 * core pages (home, about, services, contact) may name any page.
 */
function routeNamedBy(sentence: string, passage: Passage): SiteRoute | undefined {
  const title = cardTitle(sentence)?.toLowerCase();
  if (!title) return undefined;
  const from = findRoute(passage.path);
  const core = !from || ["home", "about", "services", "contact"].includes(from.kind);
  const related = (route: SiteRoute | undefined) => (route && (core || route.kind === from?.kind) ? route : undefined);
  const exact = related(routesByName.get(title));
  if (exact) return exact;
  if (title.length < 8) return undefined;
  // "Identity & Access Management features: ..." names the Identity & Access Management page.
  const prefixed = [...routesByName.entries()]
    .filter(([name, route]) => name.length >= 8 && title.startsWith(`${name} `) && related(route))
    .sort(([a], [b]) => b.length - a.length)[0];
  if (prefixed) return prefixed[1];
  const partial = siteRoutes.filter((route) => route.navLabel.toLowerCase().startsWith(title) && related(route));
  return partial.length === 1 ? partial[0] : undefined;
}

/** Shortens a long sentence at a comma or word boundary. */
function clip(sentence: string, max = 320): string {
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  const at = Math.max(cut.lastIndexOf(", "), cut.lastIndexOf("; "));
  return `${(at > max * 0.5 ? cut.slice(0, at) : cut.slice(0, cut.lastIndexOf(" "))).trim()} …`;
}

/** Same facts twice (a page's lead and its meta description often overlap)? */
function overlaps(a: string, b: string): boolean {
  const ta = new Set(termsOf(a));
  const tb = new Set(termsOf(b));
  if (!ta.size || !tb.size) return false;
  let shared = 0;
  for (const term of ta) if (tb.has(term)) shared += 1;
  return shared / Math.min(ta.size, tb.size) >= 0.6;
}

interface Candidate {
  sentence: string;
  passage: Passage;
  rank: number;
  position: number;
  route: SiteRoute | undefined;
  score: number;
  matched: Set<string>;
}

/** Minimum search score for a passage to count as an answer; below it the visitor is offered the team. */
const minimumScore = 3;

function stored(result: SearchResult): Passage {
  return {
    id: String(result.id),
    path: String(result.path),
    pageTitle: String(result.pageTitle),
    heading: String(result.heading),
    text: String(result.text),
  };
}

/** Proper nouns, acronyms or numbers from the question that no page mentions. */
function unknownNames(question: string, stats: TermStats): string[] {
  const words = question.match(/[\p{L}\p{N}][\p{L}\p{N}+#.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu) ?? [];
  // Words a synonym translated ("Azure AD") are understood even if the site spells them differently.
  const translated = new Set(
    synonyms.flatMap(([pattern]) =>
      [...question.toLowerCase().matchAll(pattern)].flatMap((match) => match[0].split(/\s+/)),
    ),
  );
  return [
    ...new Set(
      words.filter((word, position) => {
        const nameLike = (position > 0 && /^\p{Lu}/u.test(word)) || /\p{Lu}{2,}|\d/u.test(word);
        if (!nameLike || translated.has(word.toLowerCase())) return false;
        const terms = termsOf(word);
        return terms.length > 0 && terms.every((term) => stats.documentFrequency(term) === 0);
      }),
    ),
  ];
}

/** Is the question asking for a list ("what modules...", "which certifications...")? */
const listQuestion =
  /^(?:so |and |ok |okay )?(?:(?:what|which)\b(?! is\b|'s\b| does\b| do you mean\b)(?=.*\b\w{3,}s\b)|list\b|name (?:the|your)\b)|\b(?:what|which) (?:kinds?|types?|sorts?) of\b/;

/** "Heading: A, B, C and D." for a passage of cards, or undefined. */
function cardList(passage: Passage): string | undefined {
  const titles = sentencesOf(passage.text)
    .map(cardTitle)
    .filter((title): title is string => Boolean(title))
    .map((title) => title.replace(/\s*\((?:step \d+ of \d+|[A-Za-z]+ risk)\)$/i, ""));
  if (titles.length < 3) return undefined;
  const heading = passage.heading.replace(/[.:?!]$/, "");
  return clip(`${heading}: ${joinList(titles)}.`, 360);
}

/** Family pages get a short label before card sentences, so "Integrations: ..." says whose. */
function labelled(candidate: Candidate): string {
  const route = findRoute(candidate.passage.path);
  const title = cardTitle(candidate.sentence);
  if (
    !route ||
    route.kind === "home" ||
    route.kind === "about" ||
    route.kind === "contact" ||
    route.kind === "services"
  ) {
    return candidate.sentence;
  }
  if (!title || routeNamedBy(candidate.sentence, candidate.passage)) return candidate.sentence;
  const label =
    route.menu && route.path.split("/").length === 2 ? (route.title.split(":")[0] ?? route.navLabel) : route.navLabel;
  return `${label} – ${candidate.sentence}`;
}

/**
 * When every topic word of the question is in the top page's title, the page's own opening (its
 * hero lead) answers best, rather than a detail from one of its sections.
 */
function pageSummary(top: SearchResult, query: Query, index: MiniSearch<Passage>): ContentAnswer | undefined {
  const route = findRoute(String(top.path));
  if (!route || route.kind === "home" || route.kind === "about" || route.kind === "contact") return undefined;
  const titleTerms = new Set(termsOf(`${route.title} ${route.navLabel}`));
  if (!query.topicTerms.every((term) => titleTerms.has(term))) return undefined;
  const fields = index.getStoredFields(`${route.path}#hero`);
  if (!fields) return undefined;
  const hero: Passage = {
    id: `${route.path}#hero`,
    path: route.path,
    pageTitle: String(fields.pageTitle),
    heading: String(fields.heading),
    text: String(fields.text),
  };
  const opening: string[] = [];
  for (const sentence of sentencesOf(hero.text).filter((candidate) => isSubstantial(candidate, hero))) {
    if (opening.length >= 2 || opening.join(" ").length + sentence.length > 420) break;
    if (!opening.some((existing) => overlaps(existing, sentence))) opening.push(sentence);
  }
  if (!opening.length) return undefined;
  return answer(opening.map((sentence) => clip(sentence)).join(" "), [route]);
}

function overviewReply(): ContentAnswer {
  return answer(`${company.name} is ${lowerFirst(company.description)} What would you like to know more about?`, [
    findRoute("/services"),
    findRoute("/hr-solutions"),
    findRoute("/healthcare-solutions"),
  ]);
}

/**
 * "What modules / which sectors / what tiers ...": a section among the best results whose heading
 * names what is asked for, answered with its opening sentence and the names of its items.
 */
function listAnswer(results: readonly SearchResult[], query: Query, stats: TermStats): ContentAnswer | undefined {
  const top = results[0];
  if (!top) return undefined;
  for (const result of results.slice(0, 6)) {
    if (result.score < top.score * 0.25) break;
    const passage = stored(result);
    const titleTerms = new Set(termsOf(passage.pageTitle));
    const specific = query.topicTerms.filter((term) => !titleTerms.has(term));
    // Words on a large share of passages ("security") do not single out a section.
    const distinctive = (term: string) => stats.documentFrequency(term) <= stats.documentCount * 0.12;
    const wanted = (specific.length ? specific : query.topicTerms).filter(distinctive);
    const headingTerms = new Set(termsOf(passage.heading));
    if (!wanted.some((term) => termHit(term, headingTerms) > 0)) continue;
    const sentences = sentencesOf(passage.text).filter((sentence) => isSubstantial(sentence, passage));
    const list =
      cardList(passage) ??
      sentences
        .filter((sentence) => (sentence.match(/,/g)?.length ?? 0) >= 3 && cardTitle(sentence) === undefined)
        .sort((a, b) => b.length - a.length)
        .map((sentence) => clip(sentence, 420))[0];
    if (!list) continue;
    const opening = sentences[0] && !cardTitle(sentences[0]) && sentences[0] !== list ? sentences[0] : undefined;
    const text = opening && opening.length + list.length < 560 ? `${opening} ${list}` : list;
    return answer(text, [findRoute(passage.path)]);
  }
  return undefined;
}

function answerFromSearch(question: string, index: MiniSearch<Passage>, context: string | undefined): ContentAnswer {
  const lower = question.toLowerCase();
  const query = buildQuery(question, context);
  if (!query.topicTerms.length) {
    return overviewQuestion.test(lower) ? overviewReply() : fallbackReply();
  }
  const stats = new TermStats(index);
  const results = searchTerms(index, query.weights);
  const top = results[0];
  if (!top || top.score < minimumScore) return fallbackReply();

  const wantsList = listQuestion.test(lower);
  if (wantsList) {
    const list = listAnswer(results, query, stats);
    if (list) return withUnknownNote(list, question, stats);
  }

  // A question about a whole page ("do you have a pharmacy system", "what is VAPT"): its summary.
  const summary = pageSummary(top, query, index);
  if (summary) return withUnknownNote(summary, question, stats);

  // Candidate sentences from the best passages, scored by their own match and their passage's rank.
  const candidates: Candidate[] = [];
  results.slice(0, 8).forEach((result, rank) => {
    if (result.score < top.score * 0.3) return;
    const passage = stored(result);
    const route = findRoute(passage.path);
    const factor = 0.5 + 0.5 * (result.score / top.score);
    sentencesOf(passage.text).forEach((sentence, position) => {
      if (!isSubstantial(sentence, passage)) return;
      const { score, matched } = sentenceScore(sentence, passage, query, stats);
      const title = cardTitle(sentence);
      // A card whose title names the topic is about it; a long bare list merely mentions it.
      const titleTerms = title ? new Set(termsOf(title)) : undefined;
      const shape = titleTerms
        ? query.topicTerms.some((term) => titleTerms.has(term))
          ? 1.3
          : 1
        : (sentence.match(/,/g)?.length ?? 0) >= 4
          ? 0.7
          : 1;
      candidates.push({
        sentence,
        passage,
        rank,
        position,
        route: routeNamedBy(sentence, passage) ?? route,
        score: score * factor * shape,
        matched,
      });
    });
  });
  // A sentence must cover a fair share of what was asked (weighted by rarity), so that "can you
  // fix my car's gearbox" is not answered with a sentence about a car park.
  const topicWeight = query.topicTerms.reduce((sum, term) => sum + stats.idf(term), 0);
  const covered = (candidate: Candidate) =>
    query.topicTerms.reduce((sum, term) => sum + (candidate.matched.has(term) ? stats.idf(term) : 0), 0) / topicWeight;
  const matching = candidates.filter((candidate) => candidate.score > 0 && candidate.matched.size > 0);
  const ranked = matching
    .filter((candidate) => covered(candidate) >= 0.45)
    .sort((a, b) => b.score - a.score || a.rank - b.rank || a.position - b.position);
  const best = ranked[0];
  if (!best && matching.some((candidate) => query.topicTerms.some((term) => candidate.matched.has(term)))) {
    return fallbackReply();
  }
  if (!best) {
    // The best passage matched on its heading or page title only: open with its first sentences.
    const passage = stored(top);
    const opening = sentencesOf(passage.text)
      .filter((sentence) => isSubstantial(sentence, passage))
      .slice(0, 2);
    if (!opening.length) return fallbackReply();
    return withUnknownNote(
      answer(opening.map((sentence) => clip(sentence)).join(" "), [findRoute(passage.path)]),
      question,
      stats,
    );
  }

  // A second sentence if it covers a topic word the first does not, or is nearly as good.
  const picks: Candidate[] = [best];
  const fits = (candidate: Candidate) =>
    best.sentence.length + candidate.sentence.length <= 480 && !overlaps(best.sentence, candidate.sentence);
  const others = ranked.slice(1).filter(fits);
  const second =
    others.find(
      (candidate) =>
        candidate.score >= best.score * 0.3 &&
        query.topicTerms.some((term) => candidate.matched.has(term) && !best.matched.has(term)),
    ) ?? others.find((candidate) => candidate.score >= best.score * 0.75);
  if (second) picks.push(second);
  picks.sort((a, b) => a.rank - b.rank || a.position - b.position);

  const routes = [...new Map(picks.map((pick) => [pick.route?.path, pick.route])).values()];
  return withUnknownNote(answer(picks.map((pick) => clip(labelled(pick))).join(" "), routes), question, stats);
}

/** Adds a note when the question names something (a product, an acronym) that no page mentions. */
function withUnknownNote(result: ContentAnswer, question: string, stats: TermStats): ContentAnswer {
  const unknown = unknownNames(question, stats);
  if (!unknown.length) return result;
  const note = ` Our site doesn't mention ${joinList(unknown)} specifically, so I can connect you with our team to confirm.`;
  const [text = "", links] = result.reply.split("\n\n");
  return { reply: links ? `${text}${note}\n\n${links}` : `${text}${note}`, sources: result.sources };
}

/** The best service page for a question, if the search finds one clearly (for pricing replies). */
function serviceFor(question: string, index: MiniSearch<Passage>): SiteRoute | undefined {
  const query = buildQuery(question, undefined);
  if (!query.topicTerms.length) return undefined;
  const generic = new Set(["/", "/about", "/contact", "/services"]);
  const top = searchTerms(index, query.weights).find((result) => !generic.has(String(result.path)));
  if (!top || top.score < minimumScore * 3) return undefined;
  return findRoute(String(top.path));
}

/* ------------------------------------------------------------------------------------------------
 * Entry point
 * ---------------------------------------------------------------------------------------------- */

/** Words that make a message more than a greeting or thanks. */
const smallTalkTerms = new Set(
  termsOf(
    "hi hello hey hiya howzit greetings good morning afternoon evening day there team bot assistant sawubona molo " +
      "dumela hallo yo thx cheers appreciated great ok okay cool nice sure alright fine got",
  ),
);

function hasSubstance(text: string): boolean {
  return termsOf(text).some((term) => !smallTalkTerms.has(term));
}

/** Drops trailing sentences (or clips the only one) so the reply stays under maxReplyLength. */
function withinLength(result: ContentAnswer): ContentAnswer {
  if (result.reply.length <= maxReplyLength) return result;
  const split = result.reply.indexOf("\n\n");
  const text = split === -1 ? result.reply : result.reply.slice(0, split);
  const links = split === -1 ? "" : result.reply.slice(split);
  const budget = maxReplyLength - links.length;
  const sentences = sentencesOf(text);
  while (sentences.length > 1 && sentences.join(" ").length > budget) sentences.pop();
  const shortened = sentences.join(" ");
  return { ...result, reply: `${shortened.length > budget ? clip(shortened, budget - 2) : shortened}${links}` };
}

export function answerFromContent(question: string, index: MiniSearch<Passage>, context?: string): ContentAnswer {
  return withinLength(respond(question, index, context));
}

function respond(question: string, index: MiniSearch<Passage>, context: string | undefined): ContentAnswer {
  const text = question.trim();
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (!text) return greetingReply();

  if (!hasSubstance(text)) {
    if (patterns.thanks.test(lower)) return thanksReply();
    if (patterns.greeting.test(lower) || /\bhow are you\b/.test(lower)) return greetingReply();
    if (/\b(?:ok|okay|cool|great|nice|sure|alright|fine|got it)\b/.test(lower)) {
      return answer("Is there anything else you would like to know about our services?");
    }
  }
  if (patterns.breach.test(lower) && patterns.breachUrgency.test(lower)) return breachReply();
  if (patterns.consultation.test(lower) && patterns.free.test(lower)) return consultationReply();
  if (patterns.pricing.test(lower)) return pricingReply(serviceFor(text, index));
  if (patterns.responseTime.test(lower)) return responseTimeReply();
  if (patterns.privacy.test(lower)) return privacyReply();
  if (patterns.process.test(lower) && !patterns.processElsewhere.test(lower)) return processReply();
  const wantsLocation = patterns.location.test(lower);
  const wantsContact = patterns.contact.test(lower);
  if (wantsLocation || wantsContact) return contactReply(wantsLocation, wantsContact);

  return answerFromSearch(text, index, context);
}
