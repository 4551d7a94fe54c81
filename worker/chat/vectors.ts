/**
 * The passages' sentence embeddings beside the lexical index: one int8 row per passage (in the
 * knowledge file's order), then one per sentence of a passage of several and one per need line,
 * each with its scale, so about 1,500 rows of 512 dimensions take about 1 MB (in KV, not the
 * Worker's bundle) and a question is compared with every row in one pass (STYLE 20: no vector
 * database).
 */
import { fingerprintOf } from "./fingerprint.ts";

/** What of a passage (knowledge.ts) is embedded. */
export interface EmbeddedText {
  pageTitle: string;
  heading: string;
  title: string;
  text: string;
  summary?: string;
  need?: string;
  topics?: string;
}

/** What the build writes (worker/chat/knowledge-vectors.json) and a first use stores in KV. */
export interface VectorFile {
  /** The embedding model the rows come from: a question is compared only with rows of its own model. */
  model: string;
  /** The knowledge file the rows belong to. */
  fingerprint: string;
  dimensions: number;
  /** Per row, the factor that turns its int8 values back into a unit vector's. */
  scales: number[];
  /** The rows, int8, base64. */
  data: string;
}

export interface VectorTable {
  model: string;
  fingerprint: string;
  dimensions: number;
  scales: Float32Array;
  rows: Int8Array;
}

/** The text a passage is embedded as: what it says, under its page and heading, with the need it answers. */
export function embeddingText(passage: EmbeddedText): string {
  const name = passage.title ? `${passage.title}: ` : "";
  const context = [passage.pageTitle, passage.heading].filter(Boolean).join(", ");
  return [`${context}. ${name}${passage.text}`, passage.summary, passage.need, passage.topics]
    .filter(Boolean)
    .join(" ");
}

/** A text's sentences; a list's numbers ("1. Scoping; 2. Mapping") end no sentence. */
export const sentencesOf = (text: string) => text.split(/(?<=[.!?])(?<!\b\d{1,2}\.)\s+(?=[A-Z0-9"'(])/).filter(Boolean);

/** What a passage says, sentence by sentence, its description first. */
export const passageSentences = (passage: Pick<EmbeddedText, "summary" | "text">) => [
  ...sentencesOf(passage.summary ?? ""),
  ...sentencesOf(passage.text),
];

/**
 * The texts embedded on their own, each once: the sentences of passages of several (the one that
 * answers is chosen by meaning), then the need lines (a situation told is matched to the problem a
 * page solves, without the page's own text around it).
 */
export const textsEmbeddedAlone = (passages: readonly EmbeddedText[]): string[] => [
  ...new Set([
    ...passages.map(passageSentences).flatMap((sentences) => (sentences.length > 1 ? sentences : [])),
    ...passages.flatMap((passage) => (passage.need ? [passage.need] : [])),
  ]),
];

/** Every text a table embeds, in row order: each passage, then each text of `textsEmbeddedAlone`. */
export const embeddedTexts = (passages: readonly EmbeddedText[]): string[] => [
  ...passages.map(embeddingText),
  ...textsEmbeddedAlone(passages),
];

/** Which model's vectors of which texts a table holds: a changed passage or model is another table. */
export function vectorFingerprint(model: string, passages: readonly EmbeddedText[]): string {
  return fingerprintOf([model, ...embeddedTexts(passages).map((text) => `\n${text}`)]);
}

/** Unit vectors as int8 rows with one scale each. */
export function quantise(model: string, fingerprint: string, vectors: readonly number[][]): VectorFile {
  const dimensions = vectors[0]?.length ?? 0;
  const rows = new Int8Array(vectors.length * dimensions);
  const scales = vectors.map((vector, row) => {
    const scale = Math.max(...vector.map(Math.abs)) / 127 || 1;
    vector.forEach((value, column) => (rows[row * dimensions + column] = Math.round(value / scale)));
    return scale;
  });
  return { model, fingerprint, dimensions, scales, data: toBase64(new Uint8Array(rows.buffer)) };
}

export function loadVectors(file: VectorFile): VectorTable {
  const bytes = fromBase64(file.data);
  return {
    model: file.model,
    fingerprint: file.fingerprint,
    dimensions: file.dimensions,
    scales: Float32Array.from(file.scales),
    rows: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}

/** The cosine similarity of a unit-length question vector with every row, in row order; undefined for a vector of another size. */
export function similarities(table: VectorTable, query: ArrayLike<number>): Float32Array | undefined {
  const { dimensions, rows, scales } = table;
  if (query.length !== dimensions) return undefined;
  const out = new Float32Array(scales.length);
  for (let row = 0; row < scales.length; row += 1) {
    let dot = 0;
    const start = row * dimensions;
    for (let column = 0; column < dimensions; column += 1) dot += (query[column] ?? 0) * (rows[start + column] ?? 0);
    out[row] = dot * (scales[row] ?? 0);
  }
  return out;
}

/** A vector scaled to unit length (Workers AI's models do not all return one). */
export function unitLength(vector: readonly number[]): Float32Array {
  const norm = Math.hypot(...vector) || 1;
  return Float32Array.from(vector, (value) => value / norm);
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  return bytes;
}
