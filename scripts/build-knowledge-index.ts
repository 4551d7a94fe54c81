/**
 * Builds the chat assistant's knowledge index at build time: every passage of buildPassages()
 * indexed with MiniSearch, written to worker/chat/knowledge-index.json as
 * { "options": <how the index was built>, "index": <MiniSearch JSON> } for the Worker to import.
 * Usage: node scripts/build-knowledge-index.ts
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import MiniSearch from "minisearch";
import { buildPassages } from "../worker/chat/passages.ts";
import { knowledgeIndexOptions, serializableIndexOptions } from "../worker/chat/search-options.ts";

const outputFile = fileURLToPath(new URL("../worker/chat/knowledge-index.json", import.meta.url));

const passages = buildPassages();
const index = new MiniSearch(knowledgeIndexOptions);
index.addAll(passages);

const json = JSON.stringify({ options: serializableIndexOptions, index });
writeFileSync(outputFile, json);

console.log(`knowledge index: ${passages.length} passages, ${Buffer.byteLength(json)} bytes -> ${outputFile}`);
