/**
 * Builds the chat assistant's knowledge at build time: the passages of content/
 * (pipeline/chat-index/passages.ts) and the minisearch index over them, with the options of
 * worker/chat/knowledge.ts, written to worker/chat/knowledge-index.json, and the passages'
 * sentence embeddings from the local encoder (pipeline/chat-index/embed-passages.ts), written to
 * worker/chat/knowledge-vectors.json, for the Worker to import and restore. The Worker never
 * bundles the page modules.
 * Usage: node pipeline/build-knowledge-index.ts
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { siteKnowledgeFile } from "./chat-index/knowledge-file.ts";
import { embedPassages } from "./chat-index/embed-passages.ts";

export const knowledgeIndexFile = fileURLToPath(new URL("../worker/chat/knowledge-index.json", import.meta.url));
export const knowledgeVectorsFile = fileURLToPath(new URL("../worker/chat/knowledge-vectors.json", import.meta.url));

const file = siteKnowledgeFile();
const json = JSON.stringify(file);
writeFileSync(knowledgeIndexFile, json);
console.log(
  `knowledge index: ${file.passages.length} passages, ${file.commonWords.length} common words kept as written, ${Buffer.byteLength(json)} bytes -> ${knowledgeIndexFile}`,
);

const started = performance.now();
const { file: vectors, embedded } = await embedPassages(file.passages);
const vectorJson = JSON.stringify(vectors);
writeFileSync(knowledgeVectorsFile, vectorJson);
console.log(
  `knowledge vectors: ${vectors.scales.length} x ${vectors.dimensions} int8 (${vectors.model}; passages, then sentences), ` +
    `${embedded} embedded now, ${vectors.scales.length - embedded} cached, ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s, ${Buffer.byteLength(vectorJson)} bytes -> ${knowledgeVectorsFile}`,
);
