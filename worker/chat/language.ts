/**
 * Whether a message is in Afrikaans or isiZulu: short messages defeat statistical detectors, so a
 * reviewed word list kept as data (each language's own function and everyday words) and isiZulu's
 * noun and verb prefixes decide. A longer message with hardly an English function word in it is in
 * some other language ("other"), which the answer confirms against the site's own words
 * (`answeredLanguage`). The assistant answers in English in every case and says so.
 */
import {
  asking,
  glossary,
  languageMarkers,
  loanPrefix,
  stopWords,
  zuluWordShape,
} from "../../content/chat-vocabulary.ts";
import { glossaryPart, words } from "./knowledge.ts";

export type Language = "af" | "zu" | "other";

/** Words enough that an English sentence would hold a function word ("we", "the", "do", "for"). */
const sentenceLength = 5;

/** The language of a message, or undefined for English. */
export function detectLanguage(message: string): Language | undefined {
  const tokens = words(message).filter((token) => !/\d/.test(token));
  const share = (count: number) => count / tokens.length;
  // Words English chat shares ("wat", "more", "n" for "and") count as Afrikaans only as written there ("'n", "môre").
  const accented = new Set(message.match(/[\p{L}]*[\u00c0-\u024f][\p{L}]*/gu)?.flatMap(words));
  const shared = (token: string) => (stopWords.has(token) || token === "n") && !accented.has(token);
  const article = message.match(/(?:^|\s)['\u2019]n\b/gi)?.length ?? 0;
  const af = tokens.filter((token) => languageMarkers.af.has(token) && !shared(token)).length + article;
  const zu = tokens.filter((token) => languageMarkers.zu.has(token)).length;
  const zuShaped = tokens.filter((token) => languageMarkers.zu.has(token) || zuluWordShape.test(token)).length;
  // Two marker words, or one in a message of at most three words, and enough of the message; three Afrikaans ones at any length.
  if (zu >= 1 && (zu >= 2 || tokens.length <= 3 || share(zuShaped) >= 0.5)) return "zu";
  if (af >= 3 || (af >= 2 && share(af) >= 0.35)) return "af";
  // English keeps a function word in about every third; a chance one ("an", "die") in eight is another language's.
  const english = tokens.filter((token) => stopWords.has(token)).length;
  if (tokens.length >= sentenceLength && english * 8 <= tokens.length) return "other";
  return undefined;
}

/**
 * The language an answer speaks of: a message read as another language is English after all (a
 * string of keywords) when the site knows its words, all but one and two in three. (A foreign word
 * often looks like one of the site's, by prefix or typo.)
 */
export function answeredLanguage(
  language: Language | undefined,
  { unknown, weights }: { unknown: readonly string[]; weights: ReadonlyMap<string, number> },
): Language | undefined {
  return language === "other" && unknown.length < 2 && unknown.length * 3 < weights.size ? undefined : language;
}

/** In English: glossary words by their meaning ("kos" asks a price), how it asks as English asks it ("hoe gou", how soon), without the language's own other words. */
export const subjectOf = (message: string, language: Exclude<Language, "other">) =>
  message.replace(loanPrefix, " ").replace(asking[language].parts, (part) => {
    const lower = words(part).join(" ");
    const meaning = glossary[lower] ?? asking[language].words[lower] ?? glossaryPart(lower).join(" ");
    return meaning || (asking[language].own(lower) ? " " : part);
  });
