/**
 * The knowledge the build bundled (knowledge-index.json, written by pipeline/build-knowledge-index.ts;
 * the passages' vectors are in KV, passage-vectors.ts),
 * restored once per isolate. Apart from answer.ts so that Node scripts, which cannot import the JSON
 * module the same way, use the answerer with knowledge they build or read themselves.
 */
import { loadKnowledge, type Knowledge, type KnowledgeFile } from "./knowledge.ts";
import file from "./knowledge-index.json";

let knowledge: Knowledge | undefined;

export const bundledKnowledge = (): Knowledge => (knowledge ??= loadKnowledge(file as unknown as KnowledgeFile));
