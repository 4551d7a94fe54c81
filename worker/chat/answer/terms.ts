/**
 * Words as the chat's lexical search sees them: lower case, no stop words, a light stem. The
 * knowledge index, the intent examples and the visitor's question all go through these functions,
 * so they meet on the same terms.
 */

/** Words that carry no meaning for retrieval. */
export const stopWords: ReadonlySet<string> = new Set(
  (
    "a about above after again all also am an and any anything are as at be because been before being below " +
    "between both but by can cannot could did do does doing done during each else etc ever every few for from " +
    "further get gets getting give given go going got guys had has have having he her here hers him his how however i " +
    "if in into is it its itself just know let like me might more most much must my need needs no nor not now of " +
    "off ok okay on once only or other our ours ourselves out over own please pls same she should so some something such " +
    "tell than that the their theirs them themselves then there these they this those through to " +
    "too under until up upon us very want wants was we were what whats when where which while who whom whose why " +
    "will with would yes yet you your yours yourself yourselves " +
    // Verbs and fillers of every request ("can you help us ...", "we need ...") that say nothing of the topic.
    "actually able fix help helps kind offer offers offering provide provides really sort still sure make use using " +
    "guys loads lot lots thing things stuff someone somebody anyone way ways " +
    // Contractions, which the spelling corrector would otherwise turn into other words.
    "i'm i'd i'll i've we're we'd we'll we've you're you'd you'll you've it'll that's there's they're " +
    "don't doesn't didn't isn't aren't can't won't wouldn't couldn't shouldn't let's"
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
  else if (w.endsWith("tion") && w.length > 7) w = w.slice(0, -3);
  else if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("er") && w.length > 5) w = w.slice(0, -2);
  else if (w.endsWith("ment") && w.length > 7) w = w.slice(0, -4);
  else if (w.endsWith("ly") && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w) && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Lower-case word tokens; keeps digits, inner hyphens and slashes ("24/7", "b-bbee", "iso/iec"). */
export function words(text: string): string[] {
  return (
    (
      text
        .toLowerCase()
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[\u2018\u2019]/g, "'")
        // An e-mail address is one fact, not words: an address starting "hello@" must not answer "hello".
        .replace(/[^\s@]+@[^\s@]+/g, " email ")
        .match(/[a-z0-9]+(?:['/-][a-z0-9]+)*/g) ?? []
    ).map((word) => word.replace(/'s$/, ""))
  );
}

/** Whether a word carries meaning for search. */
export function isContentWord(word: string): boolean {
  return !stopWords.has(word) && (word.length > 1 || /\d/.test(word));
}

/** The search terms of a text: content words, stemmed. Hyphenated words also give their parts. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    if (!isContentWord(word)) continue;
    out.push(stem(word));
    if (/[-/]/.test(word)) for (const part of word.split(/[-/]/)) if (isContentWord(part)) out.push(stem(part));
  }
  return out;
}
