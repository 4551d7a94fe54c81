/**
 * A misspelt word read as the site's word it most likely means ("secuirty", "payslp", "clinik"):
 * only the site's words can be found, so only they are worth reading a typo as. A common English
 * word near one of them ("cake", "tallest") is no typo: the build lists those (`commonWordsNear`).
 */
import { equivalences, glossary, requestWords, stopWords } from "../../content/chat-vocabulary.ts";
import SearchableMap from "minisearch/SearchableMap";
import { perKnowledge, termsOf, words, type Knowledge, type Passage } from "./knowledge.ts";

/** How many letters a word of this length may be wrong by: one, or two in a long word. */
const allowedEdits = (length: number) => (length >= 7 ? 2 : 1);
/** Shorter words are too easily another word ("hlp", "da"). */
const minLength = 4;

interface Speller {
  /** The words a typo may be read as, with how often the site uses each (minisearch's radix tree, searched by edit distance). */
  siteWords: SearchableMap<number>;
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
  const siteWords = new SearchableMap<number>();
  for (const [word, count] of counts) if (word.length >= minLength && !/\d/.test(word)) siteWords.set(word, count);
  const terms = new Set([...counts.keys()].flatMap(termsOf));
  const known = new Set([...stopWords, ...requestWords, ...Object.keys(glossary), ...commonWords]);
  return { siteWords, terms, known };
}

const spellerOfKnowledge = perKnowledge((knowledge) => spellerOf(knowledge.rows, knowledge.commonWords));

/** The word with each pair of neighbouring letters swapped ("secuirty" to "security"): one slip, though two edits to Levenshtein. */
const swaps = (word: string) =>
  [...word.slice(1)].map((letter, at) => `${word.slice(0, at)}${letter}${word[at] ?? ""}${word.slice(at + 2)}`);

/** Whether `word` is `candidate` with letters left out: the commonest slip in quick typing ("mony", "servr"). */
function leftOut(word: string, candidate: string): boolean {
  let at = 0;
  for (const letter of candidate) if (letter === word[at]) at += 1;
  return at === word.length;
}

/** The site's word `word` most likely misspells: fewest edits, then letters left out, then the most used. */
function siteWordFor({ siteWords, terms, known }: Speller, word: string): string | undefined {
  if (word.length < minLength || /\d/.test(word) || known.has(word)) return undefined;
  const limit = allowedEdits(word.length);
  let best: { candidate: string; rank: readonly [number, number, number] } | undefined;
  const found = [...siteWords.fuzzyGet(word, limit)].map(([candidate, [count, edits]]) => ({
    candidate,
    count,
    edits,
  }));
  for (const candidate of swaps(word)) {
    const count = siteWords.get(candidate);
    if (count !== undefined) found.push({ candidate, count, edits: 1 });
  }
  for (const { candidate, count, edits } of found) {
    if (candidate[0] !== word[0]) continue;
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
  // Where each sentence starts: there a capital is no name.
  const sentenceStarts = new Set([...text.matchAll(/(?:^|[.?!]\s+)(?=[A-Za-z])/g)].map((m) => m.index + m[0].length));
  return text.replace(/\b[A-Za-z]+(?:['\u2019][A-Za-z]+)?/g, (word: string, at: number) => {
    const named =
      /[A-Z]/.test(word.slice(1)) || (/^[A-Z]/.test(word) && !sentenceStarts.has(at)) || /['\u2019]/.test(word);
    const read = named ? undefined : siteWordFor(speller, word.toLowerCase());
    return read ? (word[0] === word[0]?.toUpperCase() ? read[0]?.toUpperCase() + read.slice(1) : read) : word;
  });
}

/** Of common English words, those near one of the site's words yet no misspelling of it: the build keeps them. */
export function commonWordsNear(passages: readonly Passage[], english: Iterable<string>): string[] {
  const speller = spellerOf(passages);
  return [...new Set(english)].filter((word) => /^[a-z]+$/.test(word) && siteWordFor(speller, word) !== undefined);
}
