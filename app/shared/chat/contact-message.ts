/**
 * The enquiry message of the chat's contact request: the visitor's details and the conversation,
 * quoted as plain text that always passes the contact schema's message rules unchanged, whatever
 * the conversation holds, so the visitor can always leave their details.
 *
 * - Angle brackets become ‹ and › (U+2039, U+203A): a staff member still reads `‹b›` as the tag
 *   the visitor typed, and no HTML tag is left for the schema (or a mail client) to object to.
 * - Control characters, line breaks and other whitespace become single spaces; invisible bidi
 *   and zero-width controls are removed, so a line reads in the order it is stored.
 * - Each message is one quoted line, `> Visitor: …` or `> Assistant: …`, oldest first. When the
 *   whole conversation does not fit the message limit, the oldest lines are left out (and the
 *   message says how many), so the most recent ones always arrive.
 */
import type { ChatMessage } from "./types.ts";

/**
 * The contact schema's message limit (`contactFieldLimits.message` in contact-schema.ts; a unit
 * test keeps the two equal). Not imported from there, so opening the chat does not load zod.
 */
export const maxContactMessageLength = 5000;
/** Longest name, email or phone quoted in the message; the schema checks the fields themselves. */
const maxDetailLength = 254;

export interface ChatContact {
  name: string;
  email: string;
  phone: string;
}

export const conversationHeading = "Recent conversation (oldest first; angle brackets shown as ‹ ›):";

const lonelySurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Bidi embeddings, overrides, isolates and marks, zero-width space, word joiner and byte-order mark.
const invisibleControls = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const spaceLike = /[\p{Cc}\s]+/gu;

/** One line of plain text: no angle brackets, control characters, bidi controls or line breaks. */
export function plainLine(text: string): string {
  return text
    .replace(lonelySurrogate, "\uFFFD")
    .replace(invisibleControls, "")
    .replace(/</g, "‹")
    .replace(/>/g, "›")
    .replace(spaceLike, " ")
    .trim();
}

/** The text cut to at most `length` characters, marked with … when cut, never inside a pair. */
function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  if (length <= 0) return "";
  let cut = text.slice(0, length - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function quoteLine(message: ChatMessage): string {
  const text = plainLine(message.text);
  return `> ${message.sender === "user" ? "Visitor" : "Assistant"}:${text ? ` ${text}` : ""}`;
}

function leftOut(count: number): string {
  return `> [${count} earlier message${count === 1 ? "" : "s"} left out]`;
}

/**
 * The conversation as quoted lines, oldest first, at most `maxLength` characters: the most recent
 * lines that fit, after a line saying how many were left out. If even the newest line does not
 * fit, it is cut.
 */
export function quoteConversation(messages: readonly ChatMessage[], maxLength: number): string {
  if (messages.length === 0) return truncate("> (no messages)", maxLength);
  const lines = messages.map(quoteLine);
  const kept: string[] = [];
  let length = -1; // The kept lines joined with "\n": no line yet, no newline before it.
  for (const line of lines.slice().reverse()) {
    const omitted = lines.length - kept.length - 1;
    const note = omitted > 0 ? leftOut(omitted).length + 1 : 0;
    if (length + 1 + line.length + note > maxLength) break;
    kept.unshift(line);
    length += 1 + line.length;
  }
  const omitted = lines.length - kept.length;
  if (kept.length === 0) {
    const newest = lines.at(-1) ?? "";
    const note = omitted > 1 ? `${leftOut(omitted - 1)}\n` : "";
    return note.length >= maxLength ? truncate(newest, maxLength) : note + truncate(newest, maxLength - note.length);
  }
  return [...(omitted > 0 ? [leftOut(omitted)] : []), ...kept].join("\n");
}

/** The enquiry message for the chat's contact request; at most the schema's message length. */
export function chatContactMessage(contact: ChatContact, messages: readonly ChatMessage[]): string {
  const header = [
    "Contact request from the website chat.",
    `Name: ${truncate(plainLine(contact.name), maxDetailLength)}`,
    `Email: ${truncate(plainLine(contact.email), maxDetailLength)}`,
    `Phone: ${truncate(plainLine(contact.phone), maxDetailLength)}`,
    "",
    conversationHeading,
  ].join("\n");
  return `${header}\n${quoteConversation(messages, maxContactMessageLength - header.length - 1)}`;
}
