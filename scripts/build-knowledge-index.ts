/**
 * Builds the chat assistant's knowledge at build time: every page of content/ as structured
 * documents (worker/chat/knowledge/build-documents.ts), and the answerer's knowledge base over them
 * and the intents of content/assistant.ts (its lexical index and spelling vocabulary), written to
 * worker/chat/knowledge-index.json as { "documents": [...], "base": {...} } for the Worker to
 * import and restore without building. The Worker never bundles the page modules.
 * Usage: node scripts/build-knowledge-index.ts
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { assistantIntents } from "../content/assistant.ts";
import { buildKnowledgeBase, serialiseKnowledgeBase } from "../worker/chat/answer/knowledge-base.ts";
import { buildKnowledgeDocuments } from "../worker/chat/knowledge/build-documents.ts";
import type { KnowledgeFile } from "../worker/chat/knowledge/documents.ts";

const outputFile = fileURLToPath(new URL("../worker/chat/knowledge-index.json", import.meta.url));

const documents = buildKnowledgeDocuments();
const base = serialiseKnowledgeBase(buildKnowledgeBase(documents, assistantIntents));
const file: KnowledgeFile = { documents, base };
const json = JSON.stringify(file);
writeFileSync(outputFile, json);

console.log(
  `knowledge index: ${file.documents.length} documents, ${base.index.lengths.length} units, ${base.index.terms.length} terms, ${base.vocabulary.groups.flat().length} words, ${Buffer.byteLength(json)} bytes -> ${outputFile}`,
);
