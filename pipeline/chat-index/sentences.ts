/**
 * Build time: a section's list said as a sentence, once, for the chat's replies (worker/chat/
 * compose.ts shows it in place of "Heading: a, b, c"). Written from the shape of the headings and
 * lists of content/, never from a question.
 */
import { company } from "../../content/company.ts";
import { sentencesOf } from "../../worker/chat/vectors.ts";

/** The list of a section's text ("Heading: a, b, c") as a sentence, when the text has one. */
export function listSentence(heading: string, text: string): string | undefined {
  const list = sentencesOf(text).find((sentence) => heading && sentence.startsWith(`${heading}:`));
  return list && sayList(heading, list.slice(heading.length + 1));
}

/** Words of a heading that keep their capital inside a sentence: the company's and its product's names. */
const names = new Set(`${company.name} ${company.hrBrand}`.split(" "));
const inSentence = (heading: string) =>
  heading
    .split(" ")
    .map((word) => (/^[A-Z][a-z]+$/.test(word) && !names.has(word) ? word.toLowerCase() : word))
    .join(" ");

/**
 * A section's list said as a sentence rather than "Heading: a, b, c": a title-case heading that
 * names what it lists ("Service Tiers", "Our Core Values") becomes the subject ("The service tiers
 * are a, b and c."), numbered steps are counted ("Our testing methodology has six steps: ..."), a
 * heading that says what someone does takes the list as its object ("We test a, b and c."); any
 * other heading keeps its own words before the list.
 */
export function sayList(heading: string, listed: string): string {
  const numbered = /^\s*1\.\s/.test(listed);
  const separator = listed.includes("; ") ? "; " : ", ";
  const items = listed
    .trim()
    .replace(/\.$/, "")
    .split(separator)
    // A step's number goes; a figure's decimals ("99.8%") stay.
    .map((item) => (numbered ? item.replace(/^\d+\.\s*/, "") : item));
  const joined = joinItems(items);
  const words = heading.split(" ");
  const titled =
    words.length <= 5 &&
    !/^(?:What|How|Why|Who|Where|When|Which)$/.test(words[0] ?? "") &&
    words.every((word) => word.length < 4 || /^[A-Z0-9]/.test(word));
  if (items.length === 1) return `${heading}: ${listed.trim()}`;
  // A heading that says what someone does ("What We Test", "What the Record Holds", "Who We Train")
  // is that sentence with the list as its object: "We test a, b and c." (not numbered steps).
  const clause = /^(?:What|Who) ((?:we|you|the \S+) .+)$/i.exec(heading)?.[1];
  if (clause && !numbered) return `${capital(inSentence(clause))} ${joined}.`;
  // Any other heading that is a phrase of its own ("Why Choose Meridian") introduces its list.
  if (!titled) return `${heading}: ${joined}.`;
  const subject = /^Our\b/.test(heading) ? inSentence(heading) : `The ${inSentence(heading)}`;
  const sentence = capital(subject);
  if (numbered) return `${sentence} has ${stepCount(items.length)} steps: ${joined}.`;
  if (/s$/.test(words.at(-1) ?? "")) return `${sentence} are ${joined}.`;
  // A singular heading names an area the list covers ("Compliance Support covers a, b and c.").
  return `${heading} covers ${joined}.`;
}

/** Items as a sentence joins them: "a, b and c", or "a; b, c and d" when an item holds a comma. */
export function joinItems(items: readonly string[]): string {
  const last = items.at(-1) ?? "";
  const between = items.some((item) => item.includes(", ")) ? "; " : ", ";
  return items.length > 1 ? `${items.slice(0, -1).join(between)} and ${last}` : last;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const stepCount = (count: number) =>
  ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"][count] ?? String(count);
