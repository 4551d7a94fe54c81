/**
 * A small BM25 index over "units": the items of the knowledge documents and the example phrasings
 * of the assistant's intents, scored on one scale so a page and an intent can be compared with a
 * margin. Built once per isolate from the JSON the build writes; a search is a few map look-ups.
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

const k1 = 1.2;
const b = 0.6;

export class LexicalIndex {
  readonly #postings = new Map<string, { unit: number; tf: number }[]>();
  readonly #lengths: number[] = [];
  #averageLength = 1;

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
      const list = this.#postings.get(term) ?? [];
      list.push({ unit, tf });
      this.#postings.set(term, list);
    }
    this.#lengths.push(length);
    this.#averageLength = this.#lengths.reduce((sum, value) => sum + value, 0) / this.#lengths.length;
    return unit;
  }

  /** The units that contain a term. */
  unitsWith(term: string): number[] {
    return (this.#postings.get(term) ?? []).map((posting) => posting.unit);
  }

  has(term: string): boolean {
    return this.#postings.has(term);
  }

  /** Inverse document frequency: rare terms weigh more. */
  idf(term: string): number {
    const df = this.#postings.get(term)?.length ?? 0;
    const n = this.#lengths.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** BM25 score of every unit that shares a term with the query. */
  search(query: readonly QueryTerm[]): Map<number, number> {
    const scores = new Map<number, number>();
    for (const { term, weight } of query) {
      const list = this.#postings.get(term);
      if (!list) continue;
      const idf = this.idf(term);
      for (const { unit, tf } of list) {
        const norm = tf + k1 * (1 - b + (b * (this.#lengths[unit] ?? 0)) / this.#averageLength);
        scores.set(unit, (scores.get(unit) ?? 0) + weight * idf * ((tf * (k1 + 1)) / norm));
      }
    }
    return scores;
  }
}
