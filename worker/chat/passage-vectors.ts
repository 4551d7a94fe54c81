/**
 * The passages' vectors for the embedding model the Worker is configured with, kept in KV
 * (CHAT_VECTORS) under the model and the passages' fingerprint, so that a content or model change
 * makes a new table and the bundle carries none. Locally `npm start` and the tests put the build's
 * vectors there (the local encoder's); deployed, the Worker makes them on first use, in the
 * background, with the configured Workers AI model. Until a table exists the search is lexical
 * (decision 0021). Scripts that answer in process hand the build's table in with the knowledge.
 */
import { errorFields, log } from "../log.ts";
import { embedTexts, type EmbeddingSettings } from "./embed.ts";
import { perKnowledge, type Knowledge } from "./knowledge.ts";
import {
  embeddedTexts,
  loadVectors,
  quantise,
  vectorFingerprint,
  type VectorFile,
  type VectorTable,
} from "./vectors.ts";

/** Passages per call to the binding (Workers AI takes up to 100 texts per embedding call). */
const batchSize = 50;

export interface VectorStore {
  get(key: string, type: "json"): Promise<unknown>;
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
}

export interface VectorSources extends EmbeddingSettings {
  store: VectorStore | undefined;
  /** Keeps the background build alive after the reply (`ctx.waitUntil`). */
  waitUntil: (work: Promise<unknown>) => void;
}

const tables = new Map<string, VectorTable>();
const building = new Set<string>();

/** Each knowledge's fingerprint per model, taken once per isolate: over every embedded text it takes 4.8 ms (in Node), more than the rest of a message's answer. */
const fingerprints = perKnowledge(() => new Map<string, string>());

function fingerprintFor(knowledge: Knowledge, model: string): string {
  const byModel = fingerprints(knowledge);
  const fingerprint = byModel.get(model) ?? vectorFingerprint(model, knowledge.rows);
  byModel.set(model, fingerprint);
  return fingerprint;
}

/** Where a model's vectors of some passages are kept. */
export const vectorKey = (model: string, fingerprint: string) => `chat-vectors:${model}:${fingerprint}`;

/** Embeds every passage with the configured model and stores the table; logs and gives up on failure. */
async function build(sources: VectorSources, knowledge: Knowledge, key: string, fingerprint: string) {
  const texts = embeddedTexts(knowledge.rows);
  const vectors: number[][] = [];
  for (let at = 0; at < texts.length; at += batchSize) {
    const batch = await embedTexts({ ...sources, embeddingTimeoutMs: 30_000 }, texts.slice(at, at + batchSize));
    if (!batch) throw new Error(`embedding passages ${at}-${at + batchSize} failed`);
    vectors.push(...batch.map((vector) => Array.from(vector)));
  }
  const file = quantise(sources.embeddingModel, fingerprint, vectors);
  await sources.store?.put(key, JSON.stringify(file));
  tables.set(key, loadVectors(file));
  log.info("chat.vectors_built", { model: sources.embeddingModel, passages: texts.length });
}

/** The table for the configured model, or undefined while it is being made (the search is then lexical). */
export async function passageVectors(sources: VectorSources, knowledge: Knowledge): Promise<VectorTable | undefined> {
  if (knowledge.vectors?.model === sources.embeddingModel) return knowledge.vectors;
  if (!sources.ai || !sources.store) return undefined;
  const fingerprint = fingerprintFor(knowledge, sources.embeddingModel);
  const key = vectorKey(sources.embeddingModel, fingerprint);
  const held = tables.get(key);
  if (held) return held;
  try {
    const stored = (await sources.store.get(key, "json")) as VectorFile | null;
    if (stored?.scales.length === knowledge.rows.length + knowledge.textRows.size) {
      const table = loadVectors(stored);
      tables.set(key, table);
      return table;
    }
  } catch (error) {
    log.warn("chat.vectors_unreadable", { model: sources.embeddingModel, ...errorFields(error) });
  }
  if (!building.has(key)) {
    building.add(key);
    sources.waitUntil(
      build(sources, knowledge, key, fingerprint)
        .catch((error: unknown) =>
          log.warn("chat.vectors_build_failed", { model: sources.embeddingModel, ...errorFields(error) }),
        )
        .finally(() => building.delete(key)),
    );
  }
  return undefined;
}
