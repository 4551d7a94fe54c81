/** Similarity of embedding vectors, and a fingerprint of the knowledge they were computed from. */
import type { KnowledgeDocument } from "../knowledge/documents.ts";

export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index += 1) {
    const x = a[index] ?? 0;
    const y = b[index] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

/** Indexes of `vectors` with some similarity to `query`, most similar first; at most `count` of them. */
export function nearest(query: ArrayLike<number>, vectors: readonly ArrayLike<number>[], count: number): number[] {
  return vectors
    .map((vector, index) => ({ index, similarity: cosine(query, vector) }))
    .filter(({ similarity }) => similarity > 0)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, count)
    .map(({ index }) => index);
}

/**
 * FNV-1a over the documents' text: changes whenever the content does, so cached passage vectors
 * are never used for text they were not computed from.
 */
export function knowledgeFingerprint(documents: readonly KnowledgeDocument[]): string {
  let hash = 0x811c9dc5;
  const text = JSON.stringify(documents);
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${documents.length}-${(hash >>> 0).toString(16)}`;
}
