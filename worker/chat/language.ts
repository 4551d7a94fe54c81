/**
 * Whether a message is in Afrikaans or isiZulu: short messages defeat statistical detectors, so a
 * reviewed word list kept as data (each language's own function and everyday words) and isiZulu's
 * noun and verb prefixes decide. The assistant answers in English either way and says so.
 */
import { asking, glossary, languageMarkers, loanPrefix, zuluWordShape } from "../../content/chat-vocabulary.ts";
import { glossaryPart, words } from "./knowledge.ts";

export type Language = "af" | "zu";

/** The language of a message, or undefined for English (and anything else). */
export function detectLanguage(message: string): Language | undefined {
  const tokens = words(message).filter((token) => !/\d/.test(token));
  const share = (count: number) => count / tokens.length;
  const af = tokens.filter((token) => languageMarkers.af.has(token)).length;
  const zu = tokens.filter((token) => languageMarkers.zu.has(token)).length;
  const zuShaped = tokens.filter((token) => languageMarkers.zu.has(token) || zuluWordShape.test(token)).length;
  // Two marker words, or one in a message of at most three words, and enough of the message; three Afrikaans ones at any length.
  if (zu >= 1 && (zu >= 2 || tokens.length <= 3 || share(zuShaped) >= 0.5)) return "zu";
  if (af >= 3 || (af >= 2 && share(af) >= 0.35)) return "af";
  return undefined;
}

/** In English: glossary words by their meaning ("kos" asks a price), how it asks as English asks it ("hoe gou", how soon), without the language's own other words. */
export const subjectOf = (message: string, language: Language) =>
  message.replace(loanPrefix, " ").replace(asking[language].parts, (part) => {
    const lower = words(part).join(" ");
    const meaning = glossary[lower] ?? asking[language].words[lower] ?? glossaryPart(lower).join(" ");
    return meaning || (asking[language].own(lower) ? " " : part);
  });
