/**
 * Typo correction against the site's own vocabulary: a word the site never uses is replaced by the
 * closest word it does use (one edit for short words, two for long ones, swaps count as one), so
 * "penetation", "secruity" and "emial" find their pages. Words with no close match stay as typed
 * and count as unknown: the answer can say the site does not mention them.
 */
export class Vocabulary {
  readonly #counts = new Map<string, number>();
  readonly #byFirstLetter = new Map<string, string[]>();

  add(word: string): void {
    const count = this.#counts.get(word);
    this.#counts.set(word, (count ?? 0) + 1);
    if (count !== undefined) return;
    const key = word.charAt(0);
    const list = this.#byFirstLetter.get(key) ?? [];
    list.push(word);
    this.#byFirstLetter.set(key, list);
  }

  has(word: string): boolean {
    return this.#counts.has(word);
  }

  /** The known word closest to `word`, or undefined when none is close enough. */
  correct(word: string): string | undefined {
    if (this.#counts.has(word)) return word;
    if (word.length < 5 || /\d/.test(word)) return undefined;
    const limit = word.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = limit + 1;
    let bestCount = 0;
    for (const candidate of this.#byFirstLetter.get(word.charAt(0)) ?? []) {
      if (Math.abs(candidate.length - word.length) > limit || candidate.length < 4) continue;
      const distance = editDistance(word, candidate, limit);
      const count = this.#counts.get(candidate) ?? 0;
      if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
        best = candidate;
        bestDistance = distance;
        bestCount = count;
      }
    }
    return bestDistance <= limit ? best : undefined;
  }
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), cut off above `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const previous = rows[i - 1]!;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    rows.push(row);
    if (i > 0 && rowMin > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}
