/**
 * Step 1, classify, before anything is searched: the message cleaned of markup, links and typed
 * conversation lines, its scope by the rules of content/chat-scope.ts (company, small talk,
 * off-topic, hostile), whether an incident is happening now, and its language.
 */
import { socialIntents } from "../../content/assistant.ts";
import { detectLanguage, type Language } from "./language.ts";
import { words } from "./knowledge.ts";
import {
  asksWhomToCall,
  distrustOfCompany,
  feedbackRule,
  hostileRules,
  hypothetical,
  ofTheAssistant,
  pastOrPrevented,
  offTopicRules,
  ofTheVisitor,
  othersDataRules,
  questionStart,
  shortRemark,
  socialFillers,
  theVisitorsTrade,
  threatTold,
  urgentRules,
} from "../../content/chat-scope.ts";
import { stopWords } from "../../content/chat-vocabulary.ts";

export type Scope = "company" | "greeting" | "off-topic" | "hostile";

/** Which small talk: a greeting, thanks or goodbye, feedback about the assistant. */
export type Social = "greeting" | "thanks" | "goodbye" | "feedback" | "distrust";

export interface Classification {
  scope: Scope;
  /** For the greeting scope: which kind of small talk. */
  social?: Social;
  /** An incident happening now: the 24/7 line comes first. */
  urgent: boolean;
  language?: Language;
  /** The message as a question: markup, links and typed conversation lines removed. */
  text: string;
}

/** The message without what is no part of a question. */
export function cleanMessage(message: string): string {
  return (
    message
      .split(/\r?\n/)
      // A line the visitor typed as the assistant's or the system's is not the visitor's question.
      .filter((line) => !/^\s*(?:assistant|bot|system)\s*:/i.test(line))
      .map((line) => line.replace(/^\s*(?:visitor|user)\s*:\s*/i, ""))
      .join("\n")
      .replace(/<[^>]*>?/g, " ")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/https?:\/\/\S+/g, " ")
      // A database command pasted in front of a question is noise, not words to search.
      .replace(/['";]*\s*\b(?:drop|delete|insert|update|select|truncate)\b[^;?]*;\s*(?:--)?/gi, " ")
      .replace(/[`*_]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Lower case, straight apostrophes, no accents: what the rules are written against. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019]/g, "'");

/** The social keyword phrases of content/assistant.ts, longest first, by kind. */
const socialPhrases = socialIntents
  .flatMap((intent) => (intent.keywords ?? []).map((phrase) => ({ phrase, social: intent.id as Social })))
  .sort((a, b) => b.phrase.length - a.phrase.length);

/** Small talk: the message is greetings, thanks or goodbyes and words that only go with them. */
function socialOf(text: string): Social | undefined {
  let rest = ` ${words(text).join(" ")} `;
  const said = new Set<Social>();
  for (const { phrase, social } of socialPhrases) {
    const spaced = ` ${words(phrase).join(" ")} `;
    if (!rest.includes(spaced)) continue;
    said.add(social);
    rest = rest.replaceAll(spaced, " ");
  }
  const left = rest.split(" ").filter((word) => word && !socialFillers.has(word) && !stopWords.has(word));
  if (left.length || !said.size) return undefined;
  // "Thanks, bye" is a goodbye; "hi, thanks" is thanks.
  return (["goodbye", "thanks", "greeting"] as const).find((social) => said.has(social));
}

/** The sentence of `text` around the position `at`. */
function sentenceAt(text: string, at: number): string {
  const ends = [".", "?", "!", "\n"];
  const start = Math.max(...ends.map((end) => text.lastIndexOf(end, at - 1))) + 1;
  const next = ends.map((end) => text.indexOf(end, at)).filter((index) => index >= 0);
  return text.slice(start, next.length ? Math.min(...next) + 1 : text.length);
}

/** A part of a message that asks: a question, or one that begins as a question or a request does. */
export const asks = (part: string) => /\?\s*$/.test(part) || questionStart.test(part.trim());

/** A message of more than one sentence, however it is cased. */
export const severalSentences = (text: string) => /[.!?]\s+\S/.test(text);

/** A situation the visitor tells of their own organisation, in more than one sentence. */
export const toldStory = (text: string) => ofTheVisitor.test(text) && severalSentences(text);

/**
 * Whether an off-topic rule matches where it is the subject: not the visitor's own trade, nor, in a
 * story the visitor tells, a thing said in passing ("at the rugby a parent told me ...").
 */
function offTopicAt(rule: RegExp, text: string, story: boolean): boolean {
  const match = rule.exec(text);
  if (!match) return false;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  if (theVisitorsTrade.before.test(before) || theVisitorsTrade.after.test(after)) return false;
  return !story || asks(sentenceAt(text, match.index + match[0].length));
}

/** Whether a hostile rule matches; one asking for others' data only where its sentence tells no third party's threat. */
function hostileAt(rule: RegExp, text: string): boolean {
  if (!othersDataRules.includes(rule)) return rule.test(text);
  const everyMatch = new RegExp(rule.source, `${rule.flags.replace("g", "")}g`);
  return [...text.matchAll(everyMatch)].some(
    (match) => !threatTold.test(sentenceAt(text, match.index + match[0].length)),
  );
}

/** Feedback about the assistant: a word of it said of the assistant or its reply, or a short remark. */
function isFeedback(text: string): boolean {
  const match = feedbackRule.exec(text);
  return Boolean(
    match && (shortRemark.test(text) || ofTheAssistant.test(text.slice(0, match.index + match[0].length))),
  );
}

export function classify(message: string): Classification {
  const text = cleanMessage(message);
  const raw = plain(message);
  const language = detectLanguage(text);
  const base = { urgent: false, text, ...(language ? { language } : {}) };
  if (hostileRules.some((rule) => hostileAt(rule, raw))) return { ...base, scope: "hostile" };
  // An incident imagined before it is described ("what would you do if we got hacked?") is a
  // question about the service, unless it asks whom to call: the line answers that either way.
  const urgent = urgentRules.some((rule) => {
    const at = rule.exec(raw)?.index;
    const notNow = hypothetical.test(raw.slice(0, at)) || pastOrPrevented.test(raw);
    return at !== undefined && (!notNow || asksWhomToCall.test(raw));
  });
  if (urgent) return { ...base, scope: "company", urgent };
  const social = socialOf(plain(text));
  if (social) return { ...base, scope: "greeting", social };
  if (isFeedback(raw)) return { ...base, scope: "greeting", social: "feedback" };
  if (distrustOfCompany.test(raw)) return { ...base, scope: "greeting", social: "distrust" };
  const story = toldStory(raw);
  if (offTopicRules.some((rule) => offTopicAt(rule, raw, story))) return { ...base, scope: "off-topic" };
  return { ...base, scope: "company" };
}
