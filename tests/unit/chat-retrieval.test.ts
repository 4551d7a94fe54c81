/**
 * The model's retrieval on the evaluation set: how often the page a reply must link first is among
 * the passages the model is given. Logs the figure (the measure to watch when retrieval changes) and
 * holds it above a floor.
 */
import { describe, expect, it } from "vitest";
import { assistantIntents } from "../../content/assistant.ts";
import { buildKnowledgeBase } from "../../worker/chat/answer/knowledge-base.ts";
import { retrievePassages } from "../../worker/chat/answer/passages.ts";
import { buildKnowledgeDocuments } from "../../worker/chat/knowledge/build-documents.ts";
import { passagesForModel } from "../../worker/chat/model-settings.ts";
import { chatEvalSet } from "../support/chat-eval-set.ts";
import { contextFor } from "../support/chat-grade.ts";

const knowledge = buildKnowledgeBase(buildKnowledgeDocuments(), assistantIntents);

/** Cases with an expected page, and whether retrieval gave the model that page. */
function expectedPageRecall() {
  const cases = chatEvalSet.filter((entry) => entry.firstLink !== null);
  const misses: string[] = [];
  for (const entry of cases) {
    const passages = retrievePassages(knowledge, entry.question, contextFor(entry.history), passagesForModel);
    if (!passages.some((passage) => passage.path === entry.firstLink)) misses.push(`${entry.kind}/${entry.id}`);
  }
  return { found: cases.length - misses.length, total: cases.length, misses };
}

describe("retrieval for the model", () => {
  it("gives the model the expected page on most of the evaluation set", () => {
    const { found, total, misses } = expectedPageRecall();
    console.log(`expected page among the model's ${passagesForModel} passages: ${found}/${total}`);
    console.log(`misses: ${misses.join(", ")}`);
    // 146/173 when the message and the last 300 characters of the conversation were searched.
    expect(found).toBeGreaterThanOrEqual(213);
  });
});
