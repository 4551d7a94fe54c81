/**
 * Typo correction against the site's own vocabulary: a word the site never uses is replaced by the
 * closest word it does use (one edit for short words, two for long ones, swaps count as one), so
 * "penetation", "secruity" and "emial" find their pages. Swapping one letter for another is the
 * edit that most often turns an ordinary word into a different one ("think" into "thank", "shoes"
 * into "shows", "invoices" into "involves"), so five-letter words get none and long words at most
 * one. Words with no close match stay as typed and count as unknown: the answer can say the site
 * does not mention them.
 */
/**
 * A vocabulary as JSON: its words grouped by first letter (the groups the corrector searches),
 * each group in the order its words were first added, with how often each word was added.
 */
export interface VocabularyJSON {
  groups: string[][];
  counts: number[][];
}

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

  toJSON(): VocabularyJSON {
    const groups = [...this.#byFirstLetter.values()].map((group) => group.slice());
    return { groups, counts: groups.map((group) => group.map((word) => this.#counts.get(word) ?? 1)) };
  }

  /** The vocabulary `toJSON` describes: the same counts, and the same candidates in the same order. */
  static fromJSON(json: VocabularyJSON): Vocabulary {
    const vocabulary = new Vocabulary();
    json.groups.forEach((group, number) => {
      const counts = json.counts[number] ?? [];
      for (let i = 0; i < group.length; i++) vocabulary.#counts.set(group[i] ?? "", counts[i] ?? 1);
      if (group[0] !== undefined) vocabulary.#byFirstLetter.set(group[0].charAt(0), group.slice());
    });
    return vocabulary;
  }

  has(word: string): boolean {
    return this.#counts.has(word);
  }

  /** The known word closest to `word`, or undefined when none is close enough. */
  correct(word: string): string | undefined {
    if (this.#counts.has(word)) return word;
    if (word.length < 5 || /\d/.test(word)) return undefined;
    const limit = word.length >= 8 ? 2 : 1;
    const substitution = word.length <= 5 ? limit + 1 : word.length >= 8 ? 1.5 : 1;
    let best: string | undefined;
    let bestDistance = limit + 1;
    let bestCount = 0;
    for (const candidate of this.#byFirstLetter.get(word.charAt(0)) ?? []) {
      if (Math.abs(candidate.length - word.length) > limit || candidate.length < 4) continue;
      const distance = editDistance(word, candidate, limit, substitution);
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

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps), cut off above `limit`; a
 * substitution costs `substitution` (1 by default).
 */
export function editDistance(a: string, b: string, limit: number, substitution = 1): number {
  const width = b.length + 1;
  // Three rolling rows: two back (for swaps), previous and current.
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : substitution;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] ?? limit + 1;
}
