/**
 * A misspelt word read as the site's word it most likely means ("secuirty", "payslp", "clinik"):
 * only the site's words can be found, so only they are worth reading a typo as. A common English
 * word near one of them ("cake", "tallest") is no typo: the build lists those (`commonWordsNear`).
 */
import { equivalences, glossary, requestWords, stopWords } from "../../content/chat-vocabulary.ts";
import { perKnowledge, termsOf, words, type Knowledge, type Passage } from "./knowledge.ts";

/** How many letters a word of this length may be wrong by: one, or two in a long word. */
const allowedEdits = (length: number) => (length >= 7 ? 2 : 1);
/** Shorter words are too easily another word ("hlp", "da"). */
const minLength = 4;

/** A word the site uses, how often, and which letters it has (one bit each). */
type SiteWord = readonly [word: string, count: number, letters: number];

interface Speller {
  /** The words a typo may be read as, by first letter. */
  byLetter: ReadonlyMap<string, readonly SiteWord[]>;
  /** Their search terms: a form of one ("cloned", of "cloning") is no typo. */
  terms: ReadonlySet<string>;
  /** Words that are no typos though the site does not use them. */
  known: ReadonlySet<string>;
}

/** The site's words (and the domain's equivalences, "pentest"), with the words known beside them. */
function spellerOf(passages: readonly Passage[], commonWords: Iterable<string> = []): Speller {
  const counts = new Map<string, number>(Object.keys(equivalences).map((word) => [word, 1]));
  for (const { pageTitle, heading, title, text, summary = "", need = "", keywords = "", topics = "" } of passages)
    for (const word of words(`${pageTitle} ${heading} ${title} ${text} ${summary} ${need} ${keywords} ${topics}`))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const byLetter = new Map<string, SiteWord[]>();
  for (const [word, count] of counts) {
    if (word.length < minLength || /\d/.test(word)) continue;
    const first = word[0] ?? "";
    const sameLetter = byLetter.get(first) ?? byLetter.set(first, []).get(first);
    sameLetter?.push([word, count, lettersOf(word)]);
  }
  const terms = new Set([...counts.keys()].flatMap(termsOf));
  const known = new Set([...stopWords, ...requestWords, ...Object.keys(glossary), ...commonWords]);
  return { byLetter, terms, known };
}

/** The letters of a word as bits: an edit changes at most two of them, a cheap test before counting edits. */
function lettersOf(word: string): number {
  let bits = 0;
  for (let at = 0; at < word.length; at += 1) bits |= 1 << (word.charCodeAt(at) - 97);
  return bits;
}

/** How many bits are set. */
function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count += 1;
  return count;
}

const spellerOfKnowledge = perKnowledge((knowledge) => spellerOf(knowledge.rows, knowledge.commonWords));

/** Optimal string alignment distance (a swap of two letters is one edit), or `limit + 1` once past it. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Three rows of the table: two back (for a swap), the last, and this one.
  let [before, previous, row] = [
    new Int32Array(b.length + 1),
    new Int32Array(b.length + 1),
    new Int32Array(b.length + 1),
  ];
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let edits = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        edits = Math.min(edits, (before[j - 2] ?? 0) + 1);
      row[j] = edits;
      least = Math.min(least, edits);
    }
    if (least > limit) return limit + 1;
    [before, previous, row] = [previous, row, before];
  }
  return previous[b.length] ?? limit + 1;
}

/** Whether `word` is `candidate` with letters left out: the commonest slip in quick typing ("mony", "servr"). */
function leftOut(word: string, candidate: string): boolean {
  let at = 0;
  for (const letter of candidate) if (letter === word[at]) at += 1;
  return at === word.length;
}

/** The site's word `word` most likely misspells: fewest edits, then letters left out, then the most used. */
function siteWordFor({ byLetter, terms, known }: Speller, word: string): string | undefined {
  if (word.length < minLength || /\d/.test(word) || known.has(word)) return undefined;
  const limit = allowedEdits(word.length);
  const letters = lettersOf(word);
  let best: { candidate: string; rank: readonly [number, number, number] } | undefined;
  for (const [candidate, count, candidateLetters] of byLetter.get(word[0] ?? "") ?? []) {
    if (Math.abs(candidate.length - word.length) > limit || bitCount(letters ^ candidateLetters) > 2 * limit) continue;
    const edits = editDistance(word, candidate, limit);
    if (edits > limit) continue;
    const rank = [-edits, Number(leftOut(word, candidate)), count] as const;
    if (!best || isAhead(rank, best.rank)) best = { candidate, rank };
  }
  // A form of a word the site uses ("cloned", of "cloning") is no typo: checked last, stemming costs most.
  return best && !termsOf(word).some((term) => terms.has(term)) ? best.candidate : undefined;
}

/** Whether one rank is ahead of another, its parts compared in turn. */
const isAhead = (rank: readonly number[], other: readonly number[]) => {
  const at = rank.findIndex((value, index) => value !== other[index]);
  return at >= 0 && (rank[at] ?? 0) > (other[at] ?? 0);
};

/**
 * The text with each misspelt word read as the site's word it most likely means; a name, an
 * acronym or a contraction ("Letsitele", "CCMA", "aren't") stays as written.
 */
export function correctSpelling(knowledge: Knowledge, text: string): string {
  const speller = spellerOfKnowledge(knowledge);
  return text.replace(/\b[A-Za-z]+(?:['\u2019][A-Za-z]+)?/g, (word: string, at: number) => {
    const sentenceStart = /(?:^|[.?!]\s+)$/.test(text.slice(0, at));
    const named = /[A-Z]/.test(word.slice(1)) || (/^[A-Z]/.test(word) && !sentenceStart) || /['\u2019]/.test(word);
    const read = named ? undefined : siteWordFor(speller, word.toLowerCase());
    return read ? (word[0] === word[0]?.toUpperCase() ? read[0]?.toUpperCase() + read.slice(1) : read) : word;
  });
}

/** Of common English words, those near one of the site's words yet no misspelling of it: the build keeps them. */
export function commonWordsNear(passages: readonly Passage[], english: Iterable<string>): string[] {
  const speller = spellerOf(passages);
  return [...new Set(english)].filter((word) => /^[a-z]+$/.test(word) && siteWordFor(speller, word) !== undefined);
}
