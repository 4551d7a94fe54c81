/**
 * The Worker's knowledge: the documents and the answerer's knowledge base the build wrote
 * (knowledge-index.json), with the intents of content/assistant.ts, restored once per isolate
 * (restore.ts).
 */
import { assistantIntents } from "../../../content/assistant.ts";
import type { KnowledgeBase } from "../answer/knowledge-base.ts";
import type { KnowledgeFile } from "./documents.ts";
import { loadKnowledge } from "./restore.ts";
import file from "../knowledge-index.json";

let knowledge: KnowledgeBase | undefined;

export function workerKnowledge(): KnowledgeBase {
  knowledge ??= loadKnowledge(file as KnowledgeFile, assistantIntents);
  return knowledge;
}
