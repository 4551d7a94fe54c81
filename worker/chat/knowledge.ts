/**
 * The chat's knowledge: the build's passages (pipeline/chat-index/) and one minisearch index over
 * them, built and restored with the options here so a term means the same in index and question.
 */
import MiniSearch, { type Options } from "minisearch";
import { stemmer } from "stemmer";
import type { Section } from "../../content/schema.ts";
import { equivalences, glossary, irregularForms, stopWords, type AskedAbout } from "../../content/chat-vocabulary.ts";
import { log } from "../log.ts";
import { fingerprintOf } from "./fingerprint.ts";
import { loadVectors, textsEmbeddedAlone, type VectorFile, type VectorTable } from "./vectors.ts";

/** What a passage stands for: a page's introduction, a section, one card or item, a company fact, an intent. */
export type PassageKind = "hero" | "section" | "item" | "fact" | "intent";

export interface Passage {
  /** Unique: the page path, the section's key, and the item's number. */
  id: string;
  kind: PassageKind;
  path: string;
  /** The section's anchor on the page, when it has one. */
  anchor?: string;
  /** Passages of one section share this key. */
  section: string;
  pageTitle: string;
  /** The page's navigation label: the text of links to it. */
  pageLabel: string;
  /** The section's heading. */
  heading: string;
  /** The card's or item's own name ("Grey Box", "Emergency"); empty for a section or a plain line. */
  title: string;
  /** What the passage says, as sentences. */
  text: string;
  /** A section's list, a group of a list section or a figure, said as a sentence at build time: shown in its place. */
  list?: string;
  /** For a page's introduction: its meta description, searched and quoted like its text. */
  summary?: string;
  /** Searched, never shown: the words of a section's kind (`keywords`), the plain-language need line of a page or card. */
  keywords?: string;
  need?: string;
  /** Searched, never shown: an intent's topic words. */
  topics?: string;
  /** For an intent: its id in content/assistant.ts. */
  intent?: string;
  /** On a page that introduces a family of services (home, a family's overview) rather than one service. */
  overview?: boolean;
  /** A headline figure ("3: Alert levels"): it answers "how many", rarely anything else. */
  figure?: boolean;
  /** The kind of section it belongs to (content/schema.ts): what kind of question it answers. */
  sectionKind?: Section["kind"];
  /** Legal text: it answers only a question that asks about it (content/chat-vocabulary.ts, `onlyWhenAsked`). */
  askedOnly?: AskedAbout;
  /** An intent that answers only a question asked of the company itself (content/assistant.ts). */
  askedOfCompany?: boolean;
  /** For a case story: the service page it is about, which answers a visitor describing the same problem. */
  related?: string;
  /** For an intent: it says what the site does not mention (of the company itself); no answer to a request for work. */
  notCovered?: boolean;
}

/** The file the build writes and the Worker bundles. */
export interface KnowledgeFile {
  fingerprint: string;
  passages: Passage[];
  index: ReturnType<MiniSearch<Passage>["toJSON"]>;
  /** Common English words near one of the site's words that are no misspelling of it (spelling.ts). */
  commonWords: string[];
}

/** Weight of each field in BM25: names and titles say most, an intent's topics most of all (it answers its kind). */
export const fieldBoosts = {
  title: 2,
  heading: 1.5,
  page: 1.5,
  summary: 1,
  keywords: 1.5,
  need: 1.5,
  topics: 3,
  text: 1,
} as const;

export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['\u2019]/g, "")
    .match(/[a-z0-9]+/g) ?? [];

/** An irregular verb form as its verb; British and American spellings meet ("organise", "organize"; "centre", "center"); a singular in "-us" as its plural ("bonus", "bonuses"); a practitioner as the practice ("radiologist", "radiology"; "pharmacist", "pharmacy"); then the Porter stemmer. */
const stem = (word: string) => {
  if (/\d/.test(word)) return word.replace(/(\d)s$/, "$1");
  const verb = irregularForms[word] ?? word;
  return stemmer(
    verb
      .replace(/is(e|es|ed|ing|ation|ations)$/, "iz$1")
      .replace(/tre(s?)$/, "ter$1")
      .replace(/([^o])us$/, "$1use")
      .replace(/(olog|pharmac|therap)ists?$/, "$1y"),
  );
};

const termCache = new Map<string, string[]>();

/** The equivalences and the glossary by their word's stem, so every form of it finds them. */
const equivalentWords = new Map(
  Object.entries({ ...glossary, ...equivalences }).map(([word, meaning]) => [stem(word), meaning.split(" ")]),
);

/** The isiZulu noun-class and verb prefixes a glossary word starts with; its root is what follows. */
const zuluPrefix = /^(?:ama|aba|izi|isi|uku|im|in|i|u)/;
/** Words this long or longer are matched at the start of longer words, isiZulu roots of four letters at their end or within. */
const minPartLength = { startsWith: 5, endsWith: 4, includes: 4 };
const glossaryParts = Object.entries(glossary).flatMap(([word, meaning]) => {
  const root = word.replace(zuluPrefix, "");
  const verbStem = word.startsWith("uku") ? root.replace(/w?a$/, "") : root; // The stem before "-ela", "-wa".
  return [
    { part: word, meaning, at: "startsWith" as const },
    ...(root !== word ? [{ part: root, meaning, at: "endsWith" as const }] : []),
    ...(verbStem !== root ? [{ part: verbStem, meaning, at: "includes" as const }] : []),
  ].filter((entry) => entry.part.length >= minPartLength[entry.at]);
});
// Longest first, a word's own root before one inside it ("mtholampilo", "pilo"); last, a compound's last word.
glossaryParts.sort((a, b) => b.part.length - a.part.length);
glossaryParts.push(
  ...glossaryParts.filter((e) => e.at === "startsWith").map((e) => ({ ...e, at: "endsWith" as const })),
);

/** A glossary word inside a longer one: an Afrikaans compound's first word (with its second, "pasientrekords") else its last, an isiZulu word's root after a prefix. */
export function glossaryPart(word: string): string[] {
  const found = glossaryParts.find(({ part, at }) => word.length > part.length && word[at](part));
  const rest = found?.at === "startsWith" ? glossary[word.slice(found.part.length)] : undefined;
  return found ? [...found.meaning.split(" "), ...(rest?.split(" ") ?? [])] : [];
}

/** A word's search terms: none for a stop word, its stem, and the stems of its domain equivalent. */
export function termsOf(word: string): string[] {
  let terms = termCache.get(word);
  if (terms) return terms;
  const own = stem(word);
  const equivalent = equivalentWords.get(own) ?? glossaryPart(word);
  const extra = equivalent.filter((other) => !stopWords.has(other)).map(stem);
  const ignored = stopWords.has(word) || (word.length < 2 && !/\d/.test(word));
  terms = ignored ? [] : [...new Set([own, ...extra])];
  // Words repeat across the passages and questions; the stemmer is the costly part.
  if (termCache.size < 50_000) termCache.set(word, terms);
  return terms;
}

/** The search terms of a text, in order, each once. */
export function textTerms(text: string): string[] {
  return [...new Set(words(text).flatMap(termsOf))];
}

export const indexOptions: Options<Passage> = {
  fields: Object.keys(fieldBoosts),
  idField: "id",
  extractField: (passage, field) =>
    field === "page"
      ? `${passage.pageTitle} ${passage.pageLabel}`
      : String((passage as unknown as Record<string, unknown>)[field] ?? ""),
  tokenize: words,
  processTerm: (term) => termsOf(term),
  searchOptions: {
    boost: { ...fieldBoosts },
    // A typo in a long word still finds it (one letter wrong, two in a long word); short words and
    // codes ("soc", "hl7") must match as typed.
    fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false),
    prefix: (term) => term.length >= 5,
    weights: { fuzzy: 0.5, prefix: 0.6 },
    combineWith: "OR",
  },
};

/** Raise when a change here or in content/chat-vocabulary.ts changes what the index holds. */
const formatVersion = 14;

/** What an index was built with: the file is only restored when the running code agrees. */
export function knowledgeFingerprint(): string {
  return fingerprintOf([
    JSON.stringify([formatVersion, fieldBoosts, [...stopWords], equivalences, glossary, irregularForms]),
  ]);
}

export interface Knowledge {
  passages: ReadonlyMap<string, Passage>;
  /** The passages in the file's order: a vector table's rows. */
  rows: readonly Passage[];
  /** A sentence of a passage of several, or a need line -> its row in a vector table, after the passages' rows. */
  textRows: ReadonlyMap<string, number>;
  /** The passages' vectors handed in with the knowledge (scripts answering in process); the Worker's are in KV. */
  vectors?: VectorTable;
  index: MiniSearch<Passage>;
  /** Page path -> its passages in the build's order (tiers from the lowest to the top). */
  onPage: ReadonlyMap<string, readonly Passage[]>;
  /** Common English words near one of the site's words that are no misspelling of it (spelling.ts). */
  commonWords: readonly string[];
}

/** The knowledge file of some passages: what the build writes. */
export function buildKnowledgeFile(passages: Passage[], commonWords: string[] = []): KnowledgeFile {
  const index = new MiniSearch<Passage>(indexOptions);
  index.addAll(passages);
  return { fingerprint: knowledgeFingerprint(), passages, index: index.toJSON(), commonWords };
}

/** What is worked out once per knowledge, for the life of an isolate. */
export function perKnowledge<T>(make: (knowledge: Knowledge) => T): (knowledge: Knowledge) => T {
  const made = new WeakMap<Knowledge, T>();
  return (knowledge) => {
    if (!made.has(knowledge)) made.set(knowledge, make(knowledge));
    return made.get(knowledge) as T;
  };
}

/** The knowledge of a file: its index restored, or built again (with a warning) when the file is stale; its vectors when they are of its passages. */
export function loadKnowledge(file: KnowledgeFile, vectorFile?: VectorFile): Knowledge {
  const passages = new Map(file.passages.map((passage) => [passage.id, passage]));
  const onPage = new Map<string, Passage[]>();
  for (const passage of file.passages) onPage.set(passage.path, [...(onPage.get(passage.path) ?? []), passage]);
  const rows = file.passages;
  const textRows = new Map(textsEmbeddedAlone(rows).map((text, at) => [text, rows.length + at]));
  const vectors = vectorFile?.scales.length === rows.length + textRows.size ? loadVectors(vectorFile) : undefined;
  if (vectorFile && !vectors)
    log.warn("chat.vectors_stale", { fix: "knowledge-vectors.json is of other passages; run npm run build" });
  const { commonWords } = file;
  if (file.fingerprint === knowledgeFingerprint())
    return {
      passages,
      rows,
      textRows,
      vectors,
      onPage,
      commonWords,
      index: MiniSearch.loadJS(file.index, indexOptions),
    };
  log.warn("chat.knowledge_stale", {
    fix: "knowledge-index.json was built with other search options; run npm run build",
  });
  return loadKnowledge(buildKnowledgeFile(file.passages, commonWords), vectorFile);
}
