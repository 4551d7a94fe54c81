/**
 * The knowledge base of a knowledge file (knowledge-index.json): restored from the base the build
 * wrote, which takes a few milliseconds. A file built with other intent examples or synonyms than
 * the running code's (a stale build) is not trusted: the base is then built from the file's
 * documents, which gives the right answers but costs tens of milliseconds, and a warning says so.
 * Apart from load.ts, which imports the file, so that scripts and tests can load a file they read.
 */
import type { AssistantIntent } from "../../../content/assistant.ts";
import { buildKnowledgeBase, restoreKnowledgeBase, type KnowledgeBase } from "../answer/knowledge-base.ts";
import type { KnowledgeFile } from "./documents.ts";

export function loadKnowledge(file: KnowledgeFile, intents: readonly AssistantIntent[]): KnowledgeBase {
  const restored = restoreKnowledgeBase(file.documents, intents, file.base);
  if (restored) return restored;
  console.warn(
    "knowledge-index.json was built with other intents or synonyms: building the knowledge base at runtime (run `npm run typegen` or `npm run build`)",
  );
  return buildKnowledgeBase(file.documents, intents);
}
