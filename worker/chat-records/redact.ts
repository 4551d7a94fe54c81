/**
 * What of a visitor's question the chat's record may keep: the words, with the personal details in
 * them replaced by placeholders, so an operator reads what was asked, never who asked it. Pure
 * text work, no runtime: the Worker redacts before storing, and the tests read it directly.
 *
 * Replaced, in this order (a URL may hold an address, a card number looks like a phone number):
 * URLs ([url]), e-mail addresses, also written out as "name at example dot com" ([email]), card
 * numbers of 13 to 19 digits that pass the Luhn check ([card-number]), South African ID numbers
 * (13 digits, a real date of birth, [id-number]) and phone numbers (+27, 0 and 00 prefixes, spaces,
 * dashes, dots and brackets; [phone]). Any other run of 9 or more digits is replaced as [number]:
 * an account or policy number is no more the site's business than a phone number.
 */

export const placeholders = {
  url: "[url]",
  email: "[email]",
  card: "[card-number]",
  id: "[id-number]",
  phone: "[phone]",
  number: "[number]",
} as const;

const url =
  /\b(?:https?:\/\/|www\.)[^\s<>"']+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co\.za|org\.za|gov\.za|ac\.za|za|info|biz|app|dev)\/[^\s<>"']*/gi;

const email = /[\w.+%-]+@[\w-]+(?:\.[\w-]+)+/gi;

/**
 * An address written out to dodge filters: "naledi dot d at example dot com", "naledi (at) example
 * [dot] co [dot] za". It needs "at" and at least one "dot" after it between word-like parts, so
 * "look at the cost" stays as written.
 */
const spelledEmail =
  /(?:\b[\w+-]+\s*[([]?\s*dot\s*[)\]]?\s*)*\b[\w.+-]+\s*[([]?\s*(?:\bat\b|@)\s*[)\]]?\s*[\w-]+(?:\s*[([]?\s*dot\s*[)\]]?\s*[a-z]{2,6}\b)+/gi;

/**
 * A run of digits split by at most two spaces, dashes, dots or brackets at a time, with an optional
 * leading + or bracket: the candidates for cards, IDs, phones and other numbers, told apart by
 * their digits.
 */
const digitRun = /\+?\(?\d(?:[\s().-]{0,2}\d)*/g;

/** The Luhn check every payment card number passes (and 9 in 10 random numbers fail). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A South African ID number: YYMMDD, a real month and day, then seven digits. */
function isIdNumber(digits: string): boolean {
  if (digits.length !== 13) return false;
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** A South African or international phone number by its digits and how it was written. */
function isPhone(written: string, digits: string): boolean {
  if (written.startsWith("+")) return digits.length >= 8 && digits.length <= 15;
  if (digits.startsWith("00")) return digits.length >= 10 && digits.length <= 15;
  if (digits.startsWith("27")) return digits.length === 11;
  return digits.startsWith("0") && digits.length === 10;
}

function replaceNumber(written: string): string {
  const digits = written.replace(/\D/g, "");
  if (digits.length < 7) return written;
  // Thirteen digits that start with a date are an ID number (which passes the Luhn check too).
  if (isIdNumber(digits)) return placeholders.id;
  if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)) return placeholders.card;
  if (isPhone(written, digits)) return placeholders.phone;
  if (digits.length >= 9) return placeholders.number;
  return written;
}

/** The question with personal details replaced, cut to `maxLength` characters. */
export function redactQuestion(text: string, maxLength: number): string {
  const redacted = text
    .replace(url, placeholders.url)
    .replace(email, placeholders.email)
    .replace(spelledEmail, placeholders.email)
    .replace(digitRun, replaceNumber)
    .replace(/\s+/g, " ")
    .trim();
  return cutAt(redacted, maxLength);
}

/** At most `maxLength` characters, never splitting a surrogate pair or a placeholder. */
function cutAt(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let cut = text.slice(0, maxLength);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const open = cut.lastIndexOf("[");
  if (open > cut.lastIndexOf("]") && Object.values(placeholders).some((p) => text.startsWith(p, open)))
    cut = cut.slice(0, open);
  return cut.trimEnd();
}
