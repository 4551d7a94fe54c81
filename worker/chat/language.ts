/**
 * Whether a message is in Afrikaans or isiZulu: short messages defeat statistical detectors, so a
 * reviewed word list kept as data (each language's own function and everyday words) and isiZulu's
 * noun and verb prefixes decide. The assistant answers in English either way and says so.
 */
import { glossary, languageMarkers } from "../../content/chat-vocabulary.ts";
import { words } from "./knowledge.ts";

export type Language = "af" | "zu";

/**
 * isiZulu noun and verb prefixes (its words end in a vowel), and possessives ("yabasebenzi",
 * "bethu"), also where their vowels merge (a + u is o, a + i is e: "yokuvikela", "ngezinhlelo").
 */
const zuluShape =
  /^(?:(?:ngi|ngu|ni|si|uku|ama|aba|izi|isi|ubu|ku|nga|nge|ba|u|i)[a-z]{2,}[aiou]|(?:w|y|z|l|b|s|k|n|kw|lw|ng)(?:a(?:ba|ma|zi|si|bu|ku|u|i)|o(?:ku|bu)|e(?:zi|si|mi))[a-z]{2,}[aiou]|(?:w|y|z|l|b|s|kw|lw)(?:ethu|enu|ami|akho|akhe|abo))$/;

/** The language of a message, or undefined for English (and anything else). */
export function detectLanguage(message: string): Language | undefined {
  const tokens = words(message).filter((token) => !/\d/.test(token));
  if (!tokens.length) return undefined;
  const share = (count: number) => count / tokens.length;
  const af = tokens.filter((token) => languageMarkers.af.has(token)).length;
  const zu = tokens.filter((token) => languageMarkers.zu.has(token)).length;
  const zuShaped = tokens.filter((token) => languageMarkers.zu.has(token) || zuluShape.test(token)).length;
  // Two marker words, or one in a message of at most three words, and enough of the message; three Afrikaans ones at any length.
  if (zu >= 1 && (zu >= 2 || tokens.length <= 3 || share(zuShaped) >= 0.5)) return "zu";
  if (af >= 3 || (af >= 2 && share(af) >= 0.35)) return "af";
  return undefined;
}

/** Without its language's marker words, which say how it is asked, not what about; glossary words stay. */
export const subjectOf = (message: string, language: Language) =>
  message.replace(/[\p{L}']+/gu, (word) =>
    languageMarkers[language].has(word.toLowerCase()) && !(word.toLowerCase() in glossary) ? " " : word,
  );
