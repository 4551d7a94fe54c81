/**
 * A question's search terms: each word through the synonym table (phrases first), then the
 * spelling corrector, then the same stemming the index used. The words the visitor typed keep
 * full weight; words a synonym adds weigh a little less, so the visitor's own words lead.
 */
import type { KnowledgeBase } from "./knowledge-base.ts";
import type { QueryTerm } from "./lexical-index.ts";
import { synonyms } from "./synonyms.ts";
import { isContentWord, stem, terms, words } from "./terms.ts";

const longestPhrase = Math.max(...Object.keys(synonyms).map((phrase) => phrase.split(" ").length));

/** The visitor's words with synonyms applied: [word, weight] pairs. */
function expandedWords(text: string): [string, number][] {
  const input = words(text);
  const out: [string, number][] = [];
  for (let i = 0; i < input.length;) {
    let matched = false;
    for (let size = Math.min(longestPhrase, input.length - i); size >= 1 && !matched; size--) {
      const phrase = input.slice(i, i + size).join(" ");
      const meaning = synonyms[phrase];
      if (meaning === undefined) continue;
      // The visitor's own word, kept in its meaning ("azure" in "azure cloud"), keeps full weight.
      const own = new Set(words(phrase));
      for (const word of words(meaning)) {
        out.push([word, own.has(word) || (size === 1 && meaning.split(" ").length === 1) ? 1 : 0.8]);
      }
      i += size;
      matched = true;
    }
    if (!matched) {
      out.push([input[i] ?? "", 1]);
      i += 1;
    }
  }
  return out;
}

export function queryTerms(text: string, knowledge: KnowledgeBase): QueryTerm[] {
  const weights = new Map<string, number>();
  for (const [word, weight] of expandedWords(text)) {
    if (!isContentWord(word)) continue;
    const corrected = knowledge.vocabulary.correct(word) ?? word;
    const stems = /[-/]/.test(corrected) ? terms(corrected) : [stem(corrected)];
    for (const term of stems) weights.set(term, Math.max(weights.get(term) ?? 0, weight));
  }
  return [...weights].map(([term, weight]) => ({ term, weight }));
}
