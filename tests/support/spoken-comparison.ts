/**
 * How a spoken-output test compares what was heard with what a visitor should hear, for the
 * component suite (tests/components/spoken.ts) and the browser (tests/support/spoken-in-browser.ts)
 * alike: both lists as a screen reader would say them, and a failure message that names the
 * component and the first phrase that differs.
 */
export function compareSpoken(
  component: string,
  said: readonly string[],
  written: readonly string[],
): { spoken: string[]; expected: string[]; message: string } {
  // A screen reader does not say a no-break space differently from a space.
  const plain = (phrases: readonly string[]) => phrases.map((phrase) => phrase.replace(/\s+/g, " "));
  const [spoken, expected] = [plain(said), plain(written)];
  const at = expected.findIndex((phrase, index) => spoken[index] !== phrase);
  const index = at === -1 ? expected.length : at;
  const describe = (phrase: string | undefined) => (phrase === undefined ? "nothing" : `"${phrase}"`);
  const message =
    index === expected.length && spoken.length === expected.length
      ? component
      : `${component}: phrase ${index + 1} differs: heard ${describe(spoken[index])}, expected ${describe(expected[index])}`;
  return { spoken, expected, message };
}
