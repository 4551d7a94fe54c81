/**
 * The answerer's loaded knowledge: the documents, the intents and one lexical index over both
 * (document items and intent examples), plus the vocabulary the spelling corrector trusts. Built
 * once per isolate from the build's JSON; building it from the documents directly is what the
 * eval and tests do.
 */
import type { AssistantIntent } from "../../../content/assistant.ts";
import type { KnowledgeDocument } from "../knowledge/documents.ts";
import { LexicalIndex } from "./lexical-index.ts";
import { Vocabulary } from "./spelling.ts";
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
  /** Page path -> the page's title, for link text. */
  pageTitles: ReadonlyMap<string, string>;
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
  const pageTitles = new Map<string, string>();

  documents.forEach((document, documentNumber) => {
    pageTitles.set(document.path, document.pageTitle);
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
  return { documents, intents, index, units, vocabulary, pageTitles };
}
