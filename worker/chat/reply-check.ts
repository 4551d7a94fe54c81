/**
 * Checks a model reply against what it was given before it is sent: a small model invents prices,
 * addresses and figures with confidence. A reply fails when it holds an amount of money, a web
 * address, a phone number or e-mail address that is not the company's, or a number found neither in
 * the retrieved passages nor in the company facts. The caller then sends the content answer.
 */
import { company } from "../../content/company.ts";
import type { Passage } from "./answer/passages.ts";

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

function numbersIn(text: string): Set<string> {
  return new Set([...text.replace(/\u00a0/g, " ").matchAll(number)].map((match) => match[0]));
}

/** Why the reply must not be sent, or null when it may. */
export function ungroundedReason(reply: string, passages: readonly Passage[]): string | null {
  // Link targets are allow-listed separately (clean-reply.ts); only the visible text is judged here.
  // The numbers of a numbered list are layout, not facts.
  let text = reply
    .replace(markdownLinkTarget, "]")
    .replace(/\u00a0/g, " ")
    .replace(/^\s*\d{1,2}[.)]\s/gm, "");
  if (currency.some((pattern) => pattern.test(text))) return "an amount of money";
  for (const [address] of text.matchAll(emailAddress)) {
    if (!companyEmails.has(address.toLowerCase())) return `an e-mail address not the company's (${address})`;
  }
  text = text.replace(emailAddress, " ");
  if (webAddress.test(text)) return "a web address";
  for (const [candidate] of text.matchAll(phoneNumber)) {
    const digits = digitsOf(candidate);
    if (digits.length < 7) continue;
    if (!companyPhones.has(digits)) return `a phone number not the company's (${candidate.trim()})`;
  }
  text = text.replace(phoneNumber, (candidate) => (digitsOf(candidate).length >= 7 ? " " : candidate));
  const known = numbersIn(`${companyFacts} ${passages.map((passage) => passage.text).join(" ")}`);
  for (const found of numbersIn(text)) {
    if (!known.has(found)) return `a number not in the passages (${found})`;
  }
  return null;
}
