/**
 * The characters the API's text rules are made of, shared by the enquiry and chat schemas (in the
 * browser and the Worker) and the Worker's body reader.
 */

/**
 * Control characters other than tab, CR and LF: the C0 set, DEL and the C1 set (U+0080-009F,
 * which appear only in text decoded with the wrong character set). NEL (U+0085) is left to the
 * line-break rules below, since it means a new line.
 */
// eslint-disable-next-line no-control-regex
export const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/;

/**
 * The line breaks a keyboard's Enter does not make: next line (U+0085), line separator (U+2028)
 * and paragraph separator (U+2029). They arrive in text pasted from word processors and PDFs, and
 * some mail clients, terminals and editors break the line there while others do not.
 */
export const unicodeLineBreak = /[\u0085\u2028\u2029]/;
const unicodeLineBreaks = new RegExp(unicodeLineBreak.source, "g");

/** Text with its Unicode line breaks written as `\n`, the one line break the rest of the system knows. */
export function withPlainLineBreaks(value: string): string {
  return value.replace(unicodeLineBreaks, "\n");
}

/**
 * Half of a surrogate pair on its own (a JSON escape such as `\ud800`, or an emoji cut in two):
 * broken text that no keyboard produces. With the `u` flag a whole pair is one code point and does
 * not match.
 */
export const loneSurrogate = /[\ud800-\udfff]/u;

/**
 * Characters that show nothing and take no space: zero-width spaces and joiners, the BOM, the
 * word joiner, soft hyphens, fillers, variation selectors, tags and the bidirectional controls
 * (Unicode's Default_Ignorable_Code_Point). They stay inside real text, where joiners and
 * selectors shape emoji and scripts, but never count as text on their own.
 */
const invisible = /\p{Default_Ignorable_Code_Point}/gu;

/** Length of what a reader sees: invisible characters removed, surrounding whitespace trimmed. */
export function visibleLength(value: string): number {
  return value.replace(invisible, "").trim().length;
}
