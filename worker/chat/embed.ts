/**
 * The question's sentence embedding from the Workers AI binding: the same call in every
 * environment (in production a Workers AI embedding model, locally the stand-in's encoder). Any
 * failure, a slow answer or an answer of the wrong shape leaves the search lexical: it never errors.
 */
import { errorFields, log } from "../log.ts";
import type { AiBinding } from "./model.ts";
import { unitLength } from "./vectors.ts";

export interface EmbeddingSettings {
  ai: AiBinding | undefined;
  /** `AI_EMBEDDING_MODEL`: the model whose vectors the passages have. */
  embeddingModel: string;
  /** How long the question's embedding may take before the search goes on without it. */
  embeddingTimeoutMs: number;
}

/** Workers AI's text embedding models answer `{ shape: [n, d], data: number[][] }`. */
function vectorsOf(output: unknown): number[][] | undefined {
  const data = (output as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return undefined;
  const rows = data.filter(
    (row): row is number[] => Array.isArray(row) && row.length > 0 && row.every(Number.isFinite),
  );
  return rows.length === data.length ? rows : undefined;
}

/** Unit-length vectors of `texts` in order, or undefined when the binding fails or is too slow. */
export async function embedTexts(settings: EmbeddingSettings, texts: string[]): Promise<Float32Array[] | undefined> {
  const { ai, embeddingModel, embeddingTimeoutMs } = settings;
  if (!ai || !texts.length) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), embeddingTimeoutMs)));
  try {
    const output = await Promise.race([ai.run(embeddingModel, { text: texts }), late]);
    if (output === "late") {
      log.warn("chat.embedding_failed", { model: embeddingModel, reason: "timeout", timeoutMs: embeddingTimeoutMs });
      return undefined;
    }
    const vectors = vectorsOf(output);
    if (vectors?.length === texts.length) return vectors.map(unitLength);
    log.warn("chat.embedding_failed", { model: embeddingModel, reason: "unexpected output" });
  } catch (error) {
    log.warn("chat.embedding_failed", { model: embeddingModel, ...errorFields(error) });
  } finally {
    clearTimeout(timer);
  }
  return undefined;
}
