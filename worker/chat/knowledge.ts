import type MiniSearch from "minisearch";
import indexJson from "./knowledge-index.json";
import { loadKnowledgeIndex } from "./content-answerer.ts";
import type { Passage } from "./passages.ts";

let index: MiniSearch<Passage> | undefined;

/** The site's knowledge index (built by scripts/build-knowledge-index.ts), loaded once per isolate. */
export function knowledgeIndex(): MiniSearch<Passage> {
  index ??= loadKnowledgeIndex(JSON.stringify(indexJson));
  return index;
}
