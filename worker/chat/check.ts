/**
 * Step 5, check: what a model reply must pass before a visitor sees it. A small model invents
 * prices, addresses and figures with confidence, may repeat its instructions when a message tells
 * it to, and may answer from what it knows rather than from the passages it was given. A reply
 * fails when it repeats the prompt, holds an amount of money, a web address, a phone number or
 * e-mail address that is not the company's, a number found neither in the passages nor in the
 * company facts, or mostly words that neither the passages, the facts nor the question use. The
 * caller then sends the offline answer. Also here: the bounded, link-filtered reply, and the cut of
 * a stream into pieces that are safe to show one by one.
 */
import { company } from "../../content/company.ts";
import { keepSiteLinksOnly } from "../../app/shared/site-links.ts";
import { termsOf, textTerms, words, type Passage } from "./knowledge.ts";
import { requestWords } from "../../content/chat-vocabulary.ts";

export const maxReplyCharacters = 1200;

const currency = [/\bR\s?\d/, /[$€£]\s?\d/, /\b(?:ZAR|USD|EUR|GBP)\b/i, /\d\s?(?:rand|dollars?|euros?|pounds?)\b/i];
const markdownLinkTarget = /\]\([^()\s]*\)/g;
const webAddress = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|za|africa|info|biz)\b/i;
const emailAddress = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Seven or more digits with the separators phone numbers are written with. */
const phoneNumber = /\+?\(?\d[\d\s\u00a0().-]{5,}\d/g;
const number = /\d+(?:[.,]\d+)*/g;

const companyEmails = new Set([company.email, company.emergencyEmail].map((address) => address.toLowerCase()));
const digitsOf = (text: string) => text.replace(/\D/g, "");
/** The company's numbers, also as dialled locally (0 in place of +27). */
const companyPhones = new Set(
  [company.phone, company.emergencyPhone].flatMap((phone) => [digitsOf(phone), `0${digitsOf(phone).slice(2)}`]),
);

/** Every text value of the company facts, where the numbers a reply may state come from. */
function factsText(value: unknown): string {
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (value && typeof value === "object") return Object.values(value).map(factsText).join(" ");
  return "";
}
const companyFacts = `${factsText(company)} 24/7`;
const factTerms = new Set(textTerms(companyFacts));

function numbersIn(text: string): Set<string> {
  return new Set([...text.replace(/\u00a0/g, " ").matchAll(number)].map((match) => match[0]));
}

/**
 * A reply ignores its passages when more than this share of its words (and at least
 * `minUnknownWords` of them) appear in neither the passages, the company facts nor the question.
 */
const maxUnknownShare = 0.5;
const minUnknownWords = 4;

/** What the reply was given to answer from. */
export interface Grounds {
  passages: readonly Passage[];
  question: string;
  /** The system prompt: a reply that quotes the start of any of its lines is leaking it. */
  prompt: string;
}

/** How much of a line of the prompt a reply may not repeat. */
const leakLength = 40;

export function leaksPrompt(reply: string, prompt: string): boolean {
  const flat = reply.replace(/\s+/g, " ");
  return prompt.split("\n").some((line) => line.length >= leakLength && flat.includes(line.slice(0, leakLength)));
}

/** Why the reply must not be sent, or null when it may. */
export function refusalReason(reply: string, grounds: Grounds): string | null {
  if (leaksPrompt(reply, grounds.prompt)) return "it repeated its instructions";
  // Link targets are allow-listed separately; only the visible text is judged. The numbers of a
  // numbered list are layout, not facts.
  let text = reply
    .replace(markdownLinkTarget, "]")
    .replace(/\u00a0/g, " ")
    .replace(/^\s*\d{1,2}[.)]\s/gm, "");
  if (currency.some((pattern) => pattern.test(text))) return "it stated an amount of money";
  for (const [address] of text.matchAll(emailAddress)) {
    if (!companyEmails.has(address.toLowerCase())) return `it stated an e-mail address not the company's (${address})`;
  }
  text = text.replace(emailAddress, " ");
  if (webAddress.test(text)) return "it stated a web address";
  for (const [candidate] of text.matchAll(phoneNumber)) {
    const digits = digitsOf(candidate);
    if (digits.length >= 7 && !companyPhones.has(digits))
      return `it stated a phone number not the company's (${candidate.trim()})`;
  }
  text = text.replace(phoneNumber, (candidate) => (digitsOf(candidate).length >= 7 ? " " : candidate));
  const given = grounds.passages
    .map((passage) => `${passage.title} ${passage.heading} ${passage.text} ${passage.pageTitle}`)
    .join(" ");
  const known = numbersIn(`${companyFacts} ${given}`);
  for (const found of numbersIn(text))
    if (!known.has(found)) return `it stated a number not in the passages (${found})`;
  // The system prompt's facts and lines are the model's to use too.
  const knownTerms = new Set([...factTerms, ...textTerms(`${given} ${grounds.question} ${grounds.prompt}`)]);
  // Word by word (a word is known when any of its equivalent terms is); a link's label names a
  // site page, which the link filter has already allowed.
  const said = [...new Set(words(text.replace(/\[[^\]]*\]/g, " ")))].filter(
    (word) => !requestWords.has(word) && termsOf(word).length > 0,
  );
  const unknown = said.filter((word) => !termsOf(word).some((term) => knownTerms.has(term)));
  if (unknown.length >= minUnknownWords && unknown.length > maxUnknownShare * said.length) {
    return `it answered from outside its passages (${unknown.slice(0, 5).join(", ")})`;
  }
  return null;
}

/**
 * A model reply made safe to show: bounded length, and links only to this site's pages, by the
 * rule the chat widget renders with (app/shared/site-links.ts); any other link becomes its label.
 */
export function cleanReply(reply: string, allowedPaths?: ReadonlySet<string>): string {
  const options = allowedPaths ? { paths: allowedPaths } : {};
  const trimmed = keepSiteLinksOnly(reply, options).trim();
  if (trimmed.length <= maxReplyCharacters) return trimmed;
  const cut = trimmed.slice(0, maxReplyCharacters);
  // Cutting only removes text at the end, but the filter runs again so no cut can ever form a link.
  return keepSiteLinksOnly(cut.slice(0, Math.max(cut.lastIndexOf(". ") + 1, maxReplyCharacters - 200)), options).trim();
}

/**
 * Cuts a streamed reply into pieces that are safe to show one by one: a piece ends only at the end
 * of a sentence or line, and never inside a markdown link or its brackets, so every link reaches
 * the link filter whole (a half link could turn into a link off the site once the rest arrives)
 * and every figure, address or number reaches the reply check whole.
 */
export class SafeChunker {
  private pending = "";

  /** Adds streamed text; returns the text now safe to release ("" when none). */
  push(text: string): string {
    this.pending += text;
    const cut = lastSafeCut(this.pending);
    const ready = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    return ready;
  }
}

/**
 * The end of the longest prefix made of whole sentences with every bracket closed: after a
 * sentence's end and the whitespace that follows it, at depth zero outside a link target.
 */
function lastSafeCut(text: string): number {
  let depth = 0;
  let inTarget = false;
  let cut = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (inTarget) {
      if (character === ")" || /\s/.test(character ?? "")) inTarget = false;
      continue;
    }
    if (character === "[") depth += 1;
    else if (character === "]") {
      depth = Math.max(0, depth - 1);
      if (text[index + 1] === "(") inTarget = true;
      // A "]" at the very end may still be followed by "(": nothing after it is safe yet.
      if (index + 1 === text.length) return cut;
    } else if (depth === 0 && /\s/.test(character ?? "") && /[.!?:\n]/.test(text[index - 1] ?? "")) {
      cut = index + 1;
    } else if (character === "\n") {
      // A link's label never spans lines, so a line break closes any open bracket.
      depth = 0;
      cut = index + 1;
    }
  }
  return cut;
}
