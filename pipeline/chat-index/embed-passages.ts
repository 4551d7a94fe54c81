/**
 * The passages' vectors from the local encoder, cached by the text embedded so that a rebuild with
 * unchanged content embeds nothing and a changed passage costs only itself. The cache is a build
 * artefact under node_modules/.cache (a clean clone starts without it).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Passage } from "../../worker/chat/knowledge.ts";
import { embeddedTexts, quantise, vectorFingerprint, type VectorFile } from "../../worker/chat/vectors.ts";
import { encodeAcrossCores } from "./encode-across-cores.ts";
import { localEmbeddingModel } from "./local-encoder.ts";

const cacheFile = fileURLToPath(new URL("../../node_modules/.cache/chat-embeddings.json", import.meta.url));
/** Texts per call to the encoder: larger batches pad every text to the longest (a cold build, runs alternated: 33.9 and 35.5 s in batches of 32, 32.7 and 31.5 s in batches of 8, the same int8 vectors). */
const batchSize = 8;

type Cache = Record<string, number[]>;

const keyOf = (text: string) => createHash("sha256").update(`${localEmbeddingModel}\n${text}`).digest("base64url");

function readCache(): Cache {
  try {
    return JSON.parse(readFileSync(cacheFile, "utf8")) as Cache;
  } catch {
    return {};
  }
}

export interface EmbeddedPassages {
  file: VectorFile;
  /** How many passages were embedded now (the rest came from the cache). */
  embedded: number;
}

export async function embedPassages(passages: readonly Passage[]): Promise<EmbeddedPassages> {
  const cache = readCache();
  const texts = embeddedTexts(passages);
  // By length, so each batch pads its texts to about their own length.
  const missing = [...new Set(texts.filter((text) => !cache[keyOf(text)]))].sort((a, b) => a.length - b.length);
  const batches = Array.from({ length: Math.ceil(missing.length / batchSize) }, (_, index) =>
    missing.slice(index * batchSize, (index + 1) * batchSize),
  );
  const encoded = (await encodeAcrossCores(batches)).flat();
  missing.forEach((text, index) => (cache[keyOf(text)] = encoded[index]!.map((value) => Number(value.toFixed(6)))));
  // Only what this build uses is kept, so the cache never outgrows the content.
  const used: Cache = Object.fromEntries(texts.map((text) => [keyOf(text), cache[keyOf(text)]!]));
  if (missing.length) {
    mkdirSync(dirname(cacheFile), { recursive: true });
    writeFileSync(cacheFile, JSON.stringify(used));
  }
  const vectors = texts.map((text) => used[keyOf(text)]!);
  return {
    file: quantise(localEmbeddingModel, vectorFingerprint(localEmbeddingModel, passages), vectors),
    embedded: missing.length,
  };
}
