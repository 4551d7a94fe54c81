/**
 * The visitor's message made safe and searchable: markup and forged conversation lines removed,
 * instructions aimed at the assistant set aside, text-speak and South African usage expanded from
 * the synonym table, typos corrected against the site's vocabulary, and the message split into the
 * parts of a multi-part question.
 */
import type { KnowledgeBase } from "./knowledge-base.ts";
import { places, synonyms } from "./synonyms.ts";
import { isContentWord, stem, words } from "./terms.ts";

export interface Question {
  /** The cleaned message, as the visitor wrote it. */
  text: string;
  /** The parts of a multi-part question, cleaned, in order. */
  clauses: string[];
  /** Whether the message held instructions aimed at the assistant (set aside, never followed). */
  hadInstructions: boolean;
  /** Named things the site never mentions ("Sage", "B-BBEE"), as the visitor wrote them. */
  unknownNames: string[];
  /** Places named other than the company's own city. */
  otherPlaces: string[];
}

/** Sentences that try to steer the assistant rather than ask about the company. */
const instructionPatterns = [
  /\b(?:ignore|disregard|forget|override)\b[^.?!\n]{0,60}\b(?:instructions?|rules|prompt|guidelines)\b/i,
  /\bsystem prompt\b/i,
  /\byou are now\b/i,
  /\bfrom now on\b/i,
  /\b(?:reply|respond|answer|say)\s+(?:with|only|exactly)\b/i,
  /\bpretend (?:to be|you are)\b/i,
];

/** Removes markup, markdown links and conversation lines the visitor typed themselves. */
function sanitise(message: string): string {
  return (
    message
      .split(/\r?\n/)
      .filter((line) => !/^\s*(?:assistant|bot|system)\s*:/i.test(line))
      .map((line) => line.replace(/^\s*(?:visitor|user)\s*:\s*/i, ""))
      .join("\n")
      .replace(/<[^>]*>?/g, " ")
      // A database command pasted in front of a question is noise, not words to search or repeat.
      .replace(/['";]*\s*\b(?:drop|delete|insert|update|select|truncate)\b[^;?]*;\s*(?:--)?/gi, " ")
      // An amount of money is a question about price, whatever the amount.
      .replace(/(?:\bR|\$)\s?\d[\d\s,.]*(?:k\b|m\b)?/g, " price ")
      .replace(/\[[^\]]*\]\([^)]*\)/g, " ")
      .replace(/https?:\/\/\S+/g, " ")
      .replace(/[`*_]/g, " ")
  );
}

/** Splits a message into sentences and keeps those that are not instructions to the assistant. */
function withoutInstructions(text: string): { text: string; removed: boolean } {
  const sentences = text.split(/(?<=[.!?\n])\s+/);
  const kept = sentences.filter((sentence) => !instructionPatterns.some((pattern) => pattern.test(sentence)));
  return { text: kept.join(" ").trim(), removed: kept.length < sentences.length };
}

/** Where a message asks a second question: "?", ";" or "and"/"also" before a new question. */
const clauseBreak =
  /\?+|;|,?\s+\b(?:and|also|but|plus)\b\s+(?=(?:is|are|can|could|do|does|how|what|what's|whats|where|when|which|who|would|will|roughly|your|the first|is there|where's)\b)/i;

export function splitClauses(text: string): string[] {
  return text
    .split(clauseBreak)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).some((word) => isContentWord(word.toLowerCase())));
}

export function parseQuestion(message: string, knowledge: KnowledgeBase): Question {
  const { text, removed } = withoutInstructions(sanitise(message));
  const unknownNames: string[] = [];
  const otherPlaces: string[] = [];
  const lower = ` ${words(text).join(" ")} `;
  for (const place of places) {
    if (lower.includes(` ${place} `) && place !== "pretoria") otherPlaces.push(place);
  }
  // A capitalised word or an acronym the site never uses, that no synonym or place explains.
  for (const raw of text.match(/[A-Za-z0-9][A-Za-z0-9-]*/g) ?? []) {
    const word = raw.toLowerCase();
    const named =
      /[A-Z]/.test(raw.slice(1)) || (/^[A-Z]/.test(raw) && !text.trimStart().startsWith(raw)) || /\d/.test(raw);
    // Codes that mix letters and digits ("125kHz", "IRP5s") are details, not the thing asked about.
    if (/[a-z]/i.test(raw) && /\d/.test(raw)) continue;
    if (!named || !isContentWord(word) || knowledge.vocabulary.has(word) || word in synonyms) continue;
    if ([...places].some((place) => place.split(" ").includes(word))) continue;
    if (/^\d+%?$/.test(word) || knowledge.index.has(stem(word))) continue;
    unknownNames.push(raw);
  }
  return { text, clauses: splitClauses(text), hadInstructions: removed, unknownNames, otherPlaces };
}
