/**
 * Builds the chat assistant's knowledge at build time: every page of content/ as structured
 * documents (worker/chat/knowledge/build-documents.ts), written to worker/chat/knowledge-index.json
 * as { "documents": [...] } for the Worker to import. The Worker never bundles the page modules.
 * Usage: node scripts/build-knowledge-index.ts
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildKnowledgeDocuments } from "../worker/chat/knowledge/build-documents.ts";
import type { KnowledgeFile } from "../worker/chat/knowledge/documents.ts";

const outputFile = fileURLToPath(new URL("../worker/chat/knowledge-index.json", import.meta.url));

const file: KnowledgeFile = { documents: buildKnowledgeDocuments() };
const json = JSON.stringify(file);
writeFileSync(outputFile, json);

console.log(`knowledge index: ${file.documents.length} documents, ${Buffer.byteLength(json)} bytes -> ${outputFile}`);
