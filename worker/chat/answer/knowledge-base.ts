/**
 * The answerer's loaded knowledge: the documents, the intents and one lexical index over both
 * (document items and intent examples), plus the vocabulary the spelling corrector trusts. The
 * build builds it from the documents and writes it into its JSON (serialiseKnowledgeBase); the
 * Worker restores it from there once per isolate (restoreKnowledgeBase), which costs a few
 * milliseconds where tokenising everything again would cost tens. Building it from the documents
 * directly is what the eval and tests do; both ways give the same base.
 */
import type { AssistantIntent } from "../../../content/assistant.ts";
import type { KnowledgeDocument } from "../knowledge/documents.ts";
import { LexicalIndex, type LexicalIndexJSON } from "./lexical-index.ts";
import { Vocabulary, type VocabularyJSON } from "./spelling.ts";
import { synonyms, places } from "./synonyms.ts";
import { stopWords, terms, words } from "./terms.ts";

/** What a unit of the index stands for: a section's heading, one of its items, or an intent example. */
export type Unit =
  | { type: "section"; document: number }
  | { type: "item"; document: number; item: number }
  | { type: "intent"; intent: number; terms: number };

export interface KnowledgeBase {
  documents: readonly KnowledgeDocument[];
  intents: readonly AssistantIntent[];
  index: LexicalIndex;
  units: Unit[];
  vocabulary: Vocabulary;
  /** Page path -> the page's title, whose words rank the page. */
  pageTitles: ReadonlyMap<string, string>;
  /** Page path -> the page's navigation label, the text of links to it. */
  pageLabels: ReadonlyMap<string, string>;
}

/** Each page's title and navigation label, by path. */
function pageNames(documents: readonly KnowledgeDocument[]): Pick<KnowledgeBase, "pageTitles" | "pageLabels"> {
  const pageTitles = new Map<string, string>();
  const pageLabels = new Map<string, string>();
  for (const document of documents) {
    pageTitles.set(document.path, document.pageTitle);
    pageLabels.set(document.path, document.pageLabel);
  }
  return { pageTitles, pageLabels };
}

export function buildKnowledgeBase(
  documents: readonly KnowledgeDocument[],
  intents: readonly AssistantIntent[],
): KnowledgeBase {
  const index = new LexicalIndex();
  const units: Unit[] = [];
  const vocabulary = new Vocabulary();
  const learn = (text: string) => {
    for (const word of words(text)) vocabulary.add(word);
  };
  const { pageTitles, pageLabels } = pageNames(documents);

  documents.forEach((document, documentNumber) => {
    learn(`${document.pageTitle} ${document.heading}`);
    // The heading is its own unit, so a question about "the tiers" finds the section as a whole
    // while an item is found by its own words.
    index.add([
      { text: document.pageTitle, weight: 0.6 },
      { text: document.heading, weight: 2 },
    ]);
    units.push({ type: "section", document: documentNumber });
    document.items.forEach((item, itemNumber) => {
      index.add([
        { text: document.pageTitle, weight: 0.6 },
        { text: item.title, weight: 2 },
        { text: item.text, weight: 1 },
      ]);
      units.push({ type: "item", document: documentNumber, item: itemNumber });
      learn(`${item.title} ${item.text}`);
    });
  });
  intents.forEach((intent, intentNumber) => {
    for (const example of intent.examples) {
      index.add([{ text: example, weight: 1.6 }]);
      units.push({ type: "intent", intent: intentNumber, terms: new Set(terms(example)).size });
      learn(example);
    }
  });
  for (const [phrase, meaning] of Object.entries(synonyms)) learn(`${phrase} ${meaning}`);
  for (const place of places) learn(place);
  for (const word of stopWords) vocabulary.add(word);
  return { documents, intents, index, units, vocabulary, pageTitles, pageLabels };
}

/**
 * A built base as JSON, beside the documents it was built from. The intents are not in it: the
 * Worker takes them from content/assistant.ts, so the fingerprint says which intent examples,
 * synonyms, places and stop words the index and vocabulary were built with.
 */
export interface KnowledgeBaseJSON {
  fingerprint: string;
  index: LexicalIndexJSON;
  vocabulary: VocabularyJSON;
  /** The number of distinct terms of each intent example, in order. */
  exampleTerms: number[];
}

/** Raise when the serialised form or the way the base is built changes. */
const formatVersion = 1;

/** FNV-1a over a string's UTF-16 code units, as eight hex digits. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(16).padStart(8, "0");
}

/** What a base depends on besides its documents: the intent examples and the word tables. */
export function knowledgeFingerprint(intents: readonly AssistantIntent[]): string {
  return hash(
    JSON.stringify([formatVersion, intents.map((intent) => intent.examples), synonyms, [...places], [...stopWords]]),
  );
}

export function serialiseKnowledgeBase(knowledge: KnowledgeBase): KnowledgeBaseJSON {
  return {
    fingerprint: knowledgeFingerprint(knowledge.intents),
    index: knowledge.index.toJSON(),
    vocabulary: knowledge.vocabulary.toJSON(),
    exampleTerms: knowledge.units.flatMap((unit) => (unit.type === "intent" ? [unit.terms] : [])),
  };
}

/**
 * The base serialiseKnowledgeBase wrote, over the same documents; undefined when it was built
 * with other intent examples or word tables than `intents` and synonyms.ts (then build it again).
 */
export function restoreKnowledgeBase(
  documents: readonly KnowledgeDocument[],
  intents: readonly AssistantIntent[],
  json: KnowledgeBaseJSON | undefined,
): KnowledgeBase | undefined {
  if (!json || json.fingerprint !== knowledgeFingerprint(intents)) return undefined;
  const units: Unit[] = [];
  documents.forEach((document, documentNumber) => {
    units.push({ type: "section", document: documentNumber });
    document.items.forEach((_, itemNumber) => {
      units.push({ type: "item", document: documentNumber, item: itemNumber });
    });
  });
  let example = 0;
  intents.forEach((intent, intentNumber) => {
    for (let i = 0; i < intent.examples.length; i++) {
      units.push({ type: "intent", intent: intentNumber, terms: json.exampleTerms[example++] ?? 0 });
    }
  });
  if (example !== json.exampleTerms.length || units.length !== json.index.lengths.length) return undefined;
  return {
    documents,
    intents,
    index: LexicalIndex.fromJSON(json.index),
    units,
    vocabulary: Vocabulary.fromJSON(json.vocabulary),
    ...pageNames(documents),
  };
}
