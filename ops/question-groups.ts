/**
 * Questions grouped by similar wording, for `npm run chat:report`: each question becomes the set
 * of its content words, lower-cased and stemmed (Porter, the `stemmer` package), without stop
 * words and placeholders; two questions are alike when those sets share at least `threshold` of
 * their union (Jaccard similarity). Groups form greedily, the most frequent wordings first, each
 * question joining the first group whose first question it is alike to. Simple enough to check by
 * hand, which matters more here than catching every paraphrase.
 */
import { stemmer } from "stemmer";

/** Words that say nothing of what was asked. */
const stopWords = new Set(
  (
    "a about am an and any are as at be been but by can could did do does for from get got has have how i if in " +
    "is it its me my of on or our please should so than that the their them there they this to us was we what " +
    "when where which who why will with would you your yours hi hello hey thanks thank"
  ).split(" "),
);

export function wordSet(question: string): Set<string> {
  const words = question
    .toLowerCase()
    .replace(/\[[a-z-]+\]/g, " ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !stopWords.has(word));
  return new Set(words.map((word) => stemmer(word)));
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export interface QuestionGroup {
  /** How many questions the group holds. */
  count: number;
  /** Its wordings, the most frequent first, each with how often it was asked. */
  wordings: { text: string; count: number }[];
}

/** The questions in groups of similar wording, the largest first (ties: the first asked first). */
export function groupQuestions(questions: readonly string[], threshold = 0.5): QuestionGroup[] {
  const wordings = new Map<string, number>();
  for (const question of questions) {
    const text = question.trim().replace(/\s+/g, " ");
    if (text) wordings.set(text, (wordings.get(text) ?? 0) + 1);
  }
  const groups: (QuestionGroup & { words: Set<string> })[] = [];
  const byFrequency = [...wordings].sort((a, b) => b[1] - a[1]);
  for (const [text, count] of byFrequency) {
    const words = wordSet(text);
    const group = groups.find((candidate) => jaccard(candidate.words, words) >= threshold);
    if (group) {
      group.count += count;
      group.wordings.push({ text, count });
    } else groups.push({ count, wordings: [{ text, count }], words });
  }
  return groups.sort((a, b) => b.count - a.count).map(({ count, wordings: texts }) => ({ count, wordings: texts }));
}
