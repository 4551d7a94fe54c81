/**
 * The knowledge the build bundled (knowledge-index.json and knowledge-vectors.json, written by
 * pipeline/build-knowledge-index.ts),
 * restored once per isolate. Apart from answer.ts so that Node scripts, which cannot import the JSON
 * module the same way, use the answerer with knowledge they build or read themselves.
 */
import { loadKnowledge, type Knowledge, type KnowledgeFile } from "./knowledge.ts";
import file from "./knowledge-index.json";
import vectors from "./knowledge-vectors.json";
import type { VectorFile } from "./vectors.ts";

let knowledge: Knowledge | undefined;

export const bundledKnowledge = (): Knowledge =>
  (knowledge ??= loadKnowledge(file as unknown as KnowledgeFile, vectors as VectorFile));
