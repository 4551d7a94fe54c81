/**
 * Semantic retrieval for the model path: the knowledge's sections ordered by how close their
 * embedding is to the visitor's message. Section vectors are computed once with Workers AI and
 * cached in KV under the content's fingerprint (and in the isolate); the first request after a
 * content change computes them in the background and is answered by the lexical ranking alone.
 * Every failure is quiet: the lexical ranking always stands on its own.
 */
import { documentText, type KnowledgeDocument } from "../knowledge/documents.ts";
import type { KnowledgeBase } from "../answer/knowledge-base.ts";
import type { AiBinding } from "../workers-ai.ts";
import { knowledgeFingerprint, nearest } from "./vectors.ts";

/** How many sections the semantic ranking offers to the fusion. */
const semanticDepth = 20;
/** Texts per embedding call. */
const batchSize = 50;
/** The query's embedding must not hold up the answer: past this the lexical ranking answers. */
const queryTimeoutMs = 1_500;

/** What this module uses of a KV namespace (the scripts that run the model path have no Worker types). */
export interface VectorCache {
  get(key: string, type: "json"): Promise<unknown>;
  put(key: string, value: string): Promise<void>;
}

export interface SemanticSettings {
  ai: AiBinding;
  cache: VectorCache;
  model: string;
  /** Runs work after the response (the Worker's waitUntil); without it the vectors are computed inline. */
  waitUntil?: (work: Promise<unknown>) => void;
}

let isolateVectors: { key: string; vectors: number[][] } | undefined;
const fingerprints = new WeakMap<KnowledgeBase, string>();

async function embed(settings: SemanticSettings, texts: string[], signal?: AbortSignal): Promise<number[][]> {
  const result = (await settings.ai.run(settings.model, { text: texts }, signal ? { signal } : {})) as {
    data?: unknown;
  };
  const data = result?.data;
  if (!Array.isArray(data) || data.length !== texts.length) throw new Error("Workers AI returned no embeddings");
  return data as number[][];
}

function sectionText(document: KnowledgeDocument): string {
  return `${document.pageTitle}. ${document.heading}. ${documentText(document)}`.slice(0, 2_000);
}

async function computeVectors(settings: SemanticSettings, knowledge: KnowledgeBase, key: string) {
  const texts = knowledge.documents.map(sectionText);
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += batchSize) {
    vectors.push(...(await embed(settings, texts.slice(start, start + batchSize))));
  }
  // Four decimals keep the cached JSON small; ranking by cosine does not notice the rounding.
  const rounded = vectors.map((vector) => vector.map((value) => Math.round(value * 1e4) / 1e4));
  await settings.cache.put(key, JSON.stringify(rounded));
  isolateVectors = { key, vectors: rounded };
  return rounded;
}

/** The section vectors if they are ready; otherwise starts computing them and returns undefined. */
async function sectionVectors(settings: SemanticSettings, knowledge: KnowledgeBase): Promise<number[][] | undefined> {
  let fingerprint = fingerprints.get(knowledge);
  if (!fingerprint) {
    fingerprint = knowledgeFingerprint(knowledge.documents);
    fingerprints.set(knowledge, fingerprint);
  }
  const key = `section-vectors:${settings.model}:${fingerprint}`;
  if (isolateVectors?.key === key) return isolateVectors.vectors;
  const cached = (await settings.cache.get(key, "json")) as number[][] | null;
  if (Array.isArray(cached) && cached.length === knowledge.documents.length) {
    isolateVectors = { key, vectors: cached };
    return cached;
  }
  const computing = computeVectors(settings, knowledge, key);
  if (!settings.waitUntil) return computing;
  settings.waitUntil(computing.catch((error: Error) => console.warn(`Section embeddings failed: ${error.message}`)));
  return undefined;
}

/** Section numbers closest in meaning to the message, or undefined when semantic retrieval cannot help now. */
export async function semanticOrder(
  settings: SemanticSettings,
  knowledge: KnowledgeBase,
  message: string,
): Promise<number[] | undefined> {
  try {
    const vectors = await sectionVectors(settings, knowledge);
    if (!vectors) return undefined;
    const [query] = await embed(settings, [message], AbortSignal.timeout(queryTimeoutMs));
    return query ? nearest(query, vectors, semanticDepth) : undefined;
  } catch (error) {
    console.warn(`Semantic retrieval unavailable, lexical only: ${(error as Error).message}`);
    return undefined;
  }
}
