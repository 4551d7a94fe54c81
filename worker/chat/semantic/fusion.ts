/**
 * Reciprocal rank fusion: one ranking from several, each item scored by the sum of 1 / (k + rank)
 * over the rankings it appears in. It needs no calibration between the rankings' own scores (BM25
 * and cosine similarity are on different scales); k = 60 is the value of the original paper.
 */
export function reciprocalRankFusion<T>(rankings: readonly (readonly T[])[], k = 60): T[] {
  const scores = new Map<T, number>();
  for (const ranking of rankings) {
    ranking.forEach((item, index) => scores.set(item, (scores.get(item) ?? 0) + 1 / (k + index + 1)));
  }
  // Stable for ties: the first ranking's order decides between equal scores.
  return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([item]) => item);
}
