/**
 * The Worker's knowledge: the documents the build wrote (knowledge-index.json) and the intents of
 * content/assistant.ts, loaded into the answerer's knowledge base once per isolate.
 */
import { assistantIntents } from "../../../content/assistant.ts";
import { buildKnowledgeBase, type KnowledgeBase } from "../answer/knowledge-base.ts";
import type { KnowledgeFile } from "./documents.ts";
import file from "../knowledge-index.json";

let knowledge: KnowledgeBase | undefined;

export function workerKnowledge(): KnowledgeBase {
  knowledge ??= buildKnowledgeBase((file as KnowledgeFile).documents, assistantIntents);
  return knowledge;
}
