/**
 * A small BM25 index over "units": the items of the knowledge documents and the example phrasings
 * of the assistant's intents, scored on one scale so a page and an intent can be compared with a
 * margin. Built at build time and shipped in the JSON the build writes (toJSON/fromJSON), so the
 * Worker restores it without tokenising a word; a search is a few map look-ups.
 */
import { terms } from "./terms.ts";

export interface WeightedText {
  text: string;
  weight: number;
}

export interface QueryTerm {
  term: string;
  weight: number;
}

/**
 * An index as JSON: the units' lengths, and each term (in the order first seen) with its postings
 * flattened to [unit, tf, unit, tf, ...], each unit given as the step from the one before (they
 * rise), which keeps the numbers short.
 */
export interface LexicalIndexJSON {
  lengths: number[];
  terms: string[];
  postings: number[][];
}

const k1 = 1.2;
const b = 0.6;

export class LexicalIndex {
  /** Term -> its postings, flattened to [unit, tf, unit, tf, ...] in rising unit order. */
  readonly #postings = new Map<string, number[]>();
  readonly #lengths: number[] = [];
  #averageLength = 1;
  /**
   * Whether this index was restored by fromJSON: then a term's list holds unit steps, as toJSON
   * wrote it, until it is first read (#list), which costs a restore nothing.
   */
  #restored = false;
  readonly #unpacked = new Set<string>();

  /** A term's postings, with units rather than steps. */
  #list(term: string): number[] | undefined {
    const list = this.#postings.get(term);
    if (!list || !this.#restored || this.#unpacked.has(term)) return list;
    const unpacked = list.slice();
    for (let i = 2; i < unpacked.length; i += 2) unpacked[i] = (unpacked[i] ?? 0) + (unpacked[i - 2] ?? 0);
    this.#postings.set(term, unpacked);
    this.#unpacked.add(term);
    return unpacked;
  }

  /** Adds a unit made of weighted fields; returns its number. */
  add(fields: readonly WeightedText[]): number {
    const unit = this.#lengths.length;
    const counts = new Map<string, number>();
    let length = 0;
    for (const field of fields) {
      for (const term of terms(field.text)) {
        counts.set(term, (counts.get(term) ?? 0) + field.weight);
        length += field.weight;
      }
    }
    for (const [term, tf] of counts) {
      const list = this.#list(term) ?? [];
      list.push(unit, tf);
      this.#postings.set(term, list);
      if (this.#restored) this.#unpacked.add(term);
    }
    this.#lengths.push(length);
    this.#averageLength = this.#lengths.reduce((sum, value) => sum + value, 0) / this.#lengths.length;
    return unit;
  }

  toJSON(): LexicalIndexJSON {
    const terms = [...this.#postings.keys()];
    const postings = terms.map((term) => {
      const list = this.#list(term) ?? [];
      const steps = list.slice();
      for (let i = 2; i < steps.length; i += 2) steps[i] = (list[i] ?? 0) - (list[i - 2] ?? 0);
      return steps;
    });
    return { lengths: this.#lengths.slice(), terms, postings };
  }

  /** The index `toJSON` describes, as `add` left it. Reads `json` without changing it. */
  static fromJSON(json: LexicalIndexJSON): LexicalIndex {
    const index = new LexicalIndex();
    index.#restored = true;
    const { terms, postings } = json;
    for (let number = 0; number < terms.length; number++)
      index.#postings.set(terms[number] ?? "", postings[number] ?? []);
    index.#lengths.push(...json.lengths);
    if (index.#lengths.length > 0) {
      index.#averageLength = index.#lengths.reduce((sum, value) => sum + value, 0) / index.#lengths.length;
    }
    return index;
  }

  /** The units that contain a term. */
  unitsWith(term: string): number[] {
    const list = this.#list(term) ?? [];
    const units: number[] = [];
    for (let i = 0; i < list.length; i += 2) units.push(list[i] ?? 0);
    return units;
  }

  has(term: string): boolean {
    return this.#postings.has(term);
  }

  /** Inverse document frequency: rare terms weigh more. */
  idf(term: string): number {
    const df = (this.#postings.get(term)?.length ?? 0) / 2;
    const n = this.#lengths.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** BM25 score of every unit that shares a term with the query. */
  search(query: readonly QueryTerm[]): Map<number, number> {
    const scores = new Map<number, number>();
    for (const { term, weight } of query) {
      const list = this.#list(term);
      if (!list) continue;
      const idf = this.idf(term);
      for (let i = 0; i < list.length; i += 2) {
        const unit = list[i] ?? 0;
        const tf = list[i + 1] ?? 0;
        const norm = tf + k1 * (1 - b + (b * (this.#lengths[unit] ?? 0)) / this.#averageLength);
        scores.set(unit, (scores.get(unit) ?? 0) + weight * idf * ((tf * (k1 + 1)) / norm));
      }
    }
    return scores;
  }
}
