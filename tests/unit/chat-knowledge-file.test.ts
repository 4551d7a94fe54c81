/**
 * The knowledge base the build writes into worker/chat/knowledge-index.json and the Worker
 * restores: restoring it gives the same base as building it from the documents (the same index
 * scores, spelling corrections and answers on both question sets), the generated file is what a
 * fresh build writes, and a file built with other intents is not trusted.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { assistantIntents, type AssistantIntent } from "../../content/assistant.ts";
import { answerQuestion } from "../../worker/chat/answer/answer.ts";
import {
  buildKnowledgeBase,
  restoreKnowledgeBase,
  serialiseKnowledgeBase,
  type KnowledgeBase,
  type KnowledgeBaseJSON,
} from "../../worker/chat/answer/knowledge-base.ts";
import { retrievePassages } from "../../worker/chat/answer/passages.ts";
import { words } from "../../worker/chat/answer/terms.ts";
import { buildKnowledgeDocuments } from "../../worker/chat/knowledge/build-documents.ts";
import type { KnowledgeDocument, KnowledgeFile } from "../../worker/chat/knowledge/documents.ts";
import { loadKnowledge } from "../../worker/chat/knowledge/restore.ts";
import { chatEvalSet } from "../support/chat-eval-set.ts";
import { contextFor } from "../support/chat-grade.ts";
import { chatQuestions } from "../support/chat-questions.ts";

const indexFile = fileURLToPath(new URL("../../worker/chat/knowledge-index.json", import.meta.url));

let documents: KnowledgeDocument[];
let built: KnowledgeBase;
let serialised: KnowledgeBaseJSON;
let restored: KnowledgeBase;

/** The base as the Worker gets it: through JSON text, parsed, then restored. */
function restoreFromText(json: KnowledgeBaseJSON, intents: readonly AssistantIntent[]) {
  const file = JSON.parse(JSON.stringify({ documents, base: json })) as KnowledgeFile;
  return restoreKnowledgeBase(file.documents, intents, file.base);
}

beforeAll(() => {
  documents = buildKnowledgeDocuments();
  built = buildKnowledgeBase(documents, assistantIntents);
  serialised = serialiseKnowledgeBase(built);
  const base = restoreFromText(serialised, assistantIntents);
  if (!base) throw new Error("the serialised knowledge base was not restored");
  restored = base;
});

const questions = [
  ...chatQuestions.map((entry) => ({ name: entry.question, question: entry.question, context: "" })),
  ...chatEvalSet.map((entry) => ({
    name: `${entry.kind}/${entry.id}`,
    question: entry.question,
    context: contextFor(entry.history),
  })),
];

describe("the restored knowledge base", () => {
  it("has the built base's units, page titles and labels and state", () => {
    expect(restored.units).toEqual(built.units);
    expect([...restored.pageTitles]).toEqual([...built.pageTitles]);
    expect([...restored.pageLabels]).toEqual([...built.pageLabels]);
    expect(restored.intents).toBe(assistantIntents);
    expect(serialiseKnowledgeBase(restored)).toEqual(serialised);
  });

  it("scores every term of the index as the built base does", () => {
    for (const term of serialised.index.terms) {
      expect(restored.index.has(term)).toBe(true);
      expect(restored.index.idf(term)).toBe(built.index.idf(term));
      expect(restored.index.unitsWith(term)).toEqual(built.index.unitsWith(term));
      const query = [{ term, weight: 0.8 }];
      expect([...restored.index.search(query)]).toEqual([...built.index.search(query)]);
    }
    const query = serialised.index.terms.slice(0, 40).map((term, number) => ({ term, weight: 1 - number / 100 }));
    expect([...restored.index.search(query)]).toEqual([...built.index.search(query)]);
  });

  it("corrects the spelling of every question word as the built base does", () => {
    for (const { question } of questions) {
      for (const word of words(question)) {
        expect(restored.vocabulary.has(word)).toBe(built.vocabulary.has(word));
        expect(restored.vocabulary.correct(word)).toBe(built.vocabulary.correct(word));
      }
    }
  });

  // About 1,300 answers and retrievals: well under a second on an idle machine, but a shared CI
  // runner can stretch it past vitest's default 5 s, which would say nothing about the answers.
  it("gives the same answers and passages on both question sets", { timeout: 30_000 }, () => {
    expect(questions.length).toBe(chatQuestions.length + chatEvalSet.length);
    // A base of its own, whose postings are unpacked by these questions alone (it answers first).
    const fresh = restoreFromText(serialised, assistantIntents);
    if (!fresh) throw new Error("the serialised knowledge base was not restored");
    for (const { name, question, context } of questions) {
      const answer = answerQuestion(question, context, fresh);
      expect(answer, name).toEqual(answerQuestion(question, context, built));
      expect(retrievePassages(fresh, question, context, 4), name).toEqual(
        retrievePassages(built, question, context, 4),
      );
    }
  });

  it("is the one the build wrote into worker/chat/knowledge-index.json (else run `npm run typegen`)", () => {
    const file = JSON.parse(readFileSync(indexFile, "utf8")) as KnowledgeFile;
    expect(file.documents).toEqual(documents);
    expect(file.base).toEqual(serialised);
  });
});

describe("a knowledge file built with other intents", () => {
  const changed = assistantIntents.map((intent, number) =>
    number === 0 ? { ...intent, examples: [...intent.examples, "an example added since the build"] } : intent,
  );

  it("is not restored", () => {
    expect(restoreFromText(serialised, changed)).toBeUndefined();
  });

  it("is built again from its documents, with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const base = loadKnowledge({ documents, base: serialised }, changed);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(serialiseKnowledgeBase(base)).toEqual(serialiseKnowledgeBase(buildKnowledgeBase(documents, changed)));
      expect(base.units.length).toBe(built.units.length + 1);
    } finally {
      warn.mockRestore();
    }
  });

  it("loads without a warning when it matches", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      loadKnowledge({ documents, base: serialised }, assistantIntents);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
