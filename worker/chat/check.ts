/**
 * Step 5, check: a model reply fails when it repeats the prompt, states money, a web address, a
 * phone or e-mail not the company's, a number neither the passages nor the facts hold, or mostly
 * words from outside its passages; the offline answer is sent instead. Also the bounded,
 * link-filtered reply and the cut of a stream into pieces safe to show.
 */
import { company } from "../../content/company.ts";
import { keepSiteLinksOnly } from "../../app/shared/site-links.ts";
import { withoutLinkTargets } from "../../app/shared/chat/contact-trigger.ts";
import { termsOf, textTerms, words, type Passage } from "./knowledge.ts";
import { requestWords } from "../../content/chat-vocabulary.ts";

export const maxReplyCharacters = 1200;

const currency = [/\bR\s?\d/, /[$€£]\s?\d/, /\b(?:ZAR|USD|EUR|GBP)\b/i, /\d\s?(?:rand|dollars?|euros?|pounds?)\b/i];
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

const numbersIn = (text: string) =>
  new Set([...text.replace(/\u00a0/g, " ").matchAll(number)].map((match) => match[0]));

/** A reply ignores its passages when over this share (and `minUnknownWords`) of its words are in neither them, the facts nor the question. */
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
  let text = withoutLinkTargets(reply)
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

/** A model reply made safe to show: bounded, with links only to this site's pages (app/shared/site-links.ts). */
export function cleanReply(reply: string, allowedPaths?: ReadonlySet<string>): string {
  const options = allowedPaths ? { paths: allowedPaths } : {};
  const trimmed = keepSiteLinksOnly(reply, options).trim();
  if (trimmed.length <= maxReplyCharacters) return trimmed;
  const cut = trimmed.slice(0, maxReplyCharacters);
  // Cutting only removes text at the end, but the filter runs again so no cut can ever form a link.
  return keepSiteLinksOnly(cut.slice(0, Math.max(cut.lastIndexOf(". ") + 1, maxReplyCharacters - 200)), options).trim();
}

/**
 * Cuts a streamed reply into pieces safe to show: each ends a sentence or line outside any link, so
 * every link reaches the link filter whole and every figure reaches the reply check whole.
 */
export function safeChunker(): (text: string) => string {
  let pending = "";
  return (text) => {
    pending += text;
    let cut = 0;
    for (const { index, 0: end } of pending.matchAll(/[.!?:]\s|\n/g)) {
      // A link's label never spans lines: only the current line can hold an open one.
      const line = pending.slice(pending.lastIndexOf("\n", index - 1) + 1, index + end.length);
      if (!openLink.test(line)) cut = index + end.length;
    }
    const ready = pending.slice(0, cut);
    pending = pending.slice(cut);
    return ready;
  };
}

/** A label whose "]" has not come yet, or a link target whose ")" has not. */
const openLink = /\[[^\]\n]*$|\]\([^)\s]*\s?$/;
