/**
 * MiniSearch options for the chat's knowledge index, shared by the build script that creates the
 * index and the Worker that loads it, so the two cannot drift. Functions (term processing) cannot
 * be serialised, so the index file stores only `serializableIndexOptions` as a record of how it
 * was built; the loader always uses `knowledgeIndexOptions` from this module.
 */
import type { Options, SearchOptions } from "minisearch";
import type { Passage } from "./passages.ts";

export const indexedFields = ["heading", "text", "pageTitle"] as const satisfies readonly (keyof Passage)[];
export const storedFields = [
  "id",
  "path",
  "pageTitle",
  "heading",
  "text",
] as const satisfies readonly (keyof Passage)[];

/** Words that carry no meaning for retrieval; dropped from passages and questions alike. */
export const stopWords: ReadonlySet<string> = new Set(
  (
    "a about above after again all also am an and any anything are as at be because been before being below " +
    "between both but by can cannot could did do does doing done during each else etc ever every few for from " +
    "further get gets getting give given go going got had has have having he her here hers him his how however i " +
    "if in into is it its itself just know let like me might more most much must my need needs no nor not now of " +
    "off on once only or other our ours ourselves out over own please same she should so some something such " +
    "tell than thank thanks that the their theirs them themselves then there these they this those through to " +
    "too under until up upon us very want wants was we were what whats when where which while who whom whose why " +
    "will with would yes yet you your yours yourself yourselves"
  ).split(" "),
);

/**
 * A light, deterministic suffix stripper: enough to make "integrate", "integrations" and
 * "integrating" (or "test", "tests", "testing") meet, without a full Porter stemmer.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("'s")) w = w.slice(0, -2);
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is|os)$/.test(w) && w.length > 3) w = w.slice(0, -1);
  if (w.endsWith("ational") && w.length > 9) w = `${w.slice(0, -7)}ate`;
  else if (w.endsWith("ation") && w.length > 7) w = `${w.slice(0, -5)}ate`;
  else if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("er") && w.length > 5) w = w.slice(0, -2);
  else if (w.endsWith("ment") && w.length > 7) w = w.slice(0, -4);
  else if (w.endsWith("ly") && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w) && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Lower-cases, drops stop words and stems: applied to indexed text and to search queries. */
export function processTerm(term: string): string | null {
  const lower = term
    .toLowerCase()
    .replace(/[\u2019']/g, "'")
    .replace(/^'+|'+$/g, "");
  if (!lower || stopWords.has(lower) || stopWords.has(lower.replace(/'.*$/, ""))) return null;
  if (lower.length === 1 && !/\d/.test(lower)) return null;
  return stem(lower);
}

export const knowledgeSearchOptions: SearchOptions = {
  boost: { pageTitle: 2, heading: 1.5, text: 1 },
  prefix: (term) => term.length >= 4,
  fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
  weights: { fuzzy: 0.3, prefix: 0.4 },
  combineWith: "OR",
};

/** The parts of the options that describe the stored index; written into knowledge-index.json. */
export const serializableIndexOptions = {
  idField: "id",
  fields: [...indexedFields],
  storeFields: [...storedFields],
};

export const knowledgeIndexOptions: Options<Passage> = {
  ...serializableIndexOptions,
  processTerm,
  searchOptions: knowledgeSearchOptions,
};
