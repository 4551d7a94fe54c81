/**
 * Grading rules for the chat's question sets: the development set (tests/support/chat-dev-set.ts)
 * and a held-out set of the same shape (tests/support/chat-fresh-set.ts, `FreshCase`). Pure
 * functions that judge one reply against one case; `npm run eval:chat` runs them over a set, the
 * unit tests in tests/unit/chat-grade.test.ts pin them down on hand-made replies.
 */
import { greeting } from "../../app/components/chat/use-conversation.ts";
import { shouldOfferContactForm } from "../../app/shared/chat/contact-trigger.ts";
import { buildContext, contextMessageCount } from "../../app/shared/chat/context.ts";
import type { ChatMessage } from "../../app/shared/chat/types.ts";
import { company } from "../../content/company.ts";

export type ChatEvalKind =
  | "company"
  | "service"
  | "follow-up"
  | "multi-part"
  | "typo"
  | "greeting"
  | "off-topic"
  | "hostile"
  | "not-on-site"
  | "breach"
  | "need"
  | "language";

export interface ChatTurn {
  sender: "user" | "bot";
  text: string;
}

export interface ChatEvalCase {
  /** Short stable slug, unique in the set. */
  id: string;
  kind: ChatEvalKind;
  question: string;
  /** Earlier turns, oldest first, after the widget's greeting (which is always added in front). */
  history?: ChatTurn[];
  /** The site path the reply must link first, or null when the reply must link no page. */
  firstLink: string | null;
  /** Facts the reply must state: case-insensitive substrings found in content/. */
  facts: string[];
  /** Substrings the reply must not contain (forged facts, echoed markup, the wrong company fact). */
  forbidden?: string[];
  /** The reply must not bring up the contact form (small talk, off-topic, hostile). */
  noContactOffer?: boolean;
  /** The reply must say the site does not cover what was asked. */
  notCovered?: boolean;
  /** The question is in Afrikaans or isiZulu: the reply must say it answers in English. */
  language?: "af" | "zu";
  /** What a good reply does, in words, for grading by hand (the automatic rules do not read it). */
  good?: string;
}

/** A case of the held-out set: the same fields, with the description of a good reply required. */
export type FreshCase = ChatEvalCase & { good: string };

/** What an answerer gives back, as the eval sees it. */
export interface EvalAnswer {
  reply: string;
  /** Page links the answerer returns beside the reply, in order. When absent, the reply's own
   * markdown links are used. */
  links?: readonly string[];
  /** The reply's scope as the Worker sends it ("company", "greeting", "off-topic", "hostile"). */
  scope?: string;
}

/** The widget's messages before the question: its greeting, then the case's history. */
export function priorMessages(history: readonly ChatTurn[] = []): ChatMessage[] {
  return [{ sender: "bot" as const, text: greeting }, ...history].map((turn, position) => ({
    id: `turn-${position}`,
    text: turn.text,
    sender: turn.sender,
    timestamp: position,
  }));
}

/** The context the widget sends with the question (the last six messages before it). */
export function contextFor(history?: readonly ChatTurn[]): string {
  return buildContext(priorMessages(history));
}

/** The turns the widget sends with the question: the same messages as data, links apart from the text. */
export function turnsFor(
  history?: readonly ChatTurn[],
): { role: "visitor" | "assistant"; text: string; links: string[] }[] {
  return priorMessages(history)
    .slice(-contextMessageCount)
    .map((message) => ({
      role: message.sender === "user" ? ("visitor" as const) : ("assistant" as const),
      text: message.text,
      links: [...message.text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? ""),
    }));
}

/** A case's question as the widget sends it: the message, the spec's context string and the turns as data. */
export function requestFor({ question, history }: Pick<ChatEvalCase, "question" | "history">) {
  return { message: question, context: contextFor(history), turns: turnsFor(history) };
}

/** The conversation the widget tests for the contact form: every message's text, then the reply. */
export function conversationFor(question: string, reply: string, history?: readonly ChatTurn[]): string {
  return [...priorMessages(history).map((message) => message.text), question, reply].join("\n");
}

/** Lower case, plain spaces and quotes, no markdown emphasis, collapsed whitespace. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\u00a0/g, " ")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\*\*|__|`/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A link target as a site path ("/services/vapt"), or null for tel:, mailto: and other sites. */
export function sitePath(target: string): string | null {
  let path = target.trim();
  if (path.startsWith(company.siteUrl)) path = path.slice(company.siteUrl.length) || "/";
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  path = path.replace(/[?#].*$/, "");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path || "/";
}

/** The page links of an answer, in order. */
export function pageLinks(answer: EvalAnswer): string[] {
  const targets = answer.links ?? [...answer.reply.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
  return targets.map(sitePath).filter((path): path is string => path !== null);
}

/**
 * A reply that says the site has no answer: "I couldn't find that", "our site doesn't mention
 * it", "that isn't covered on our website", "I can only help with questions about ...".
 */
const notCoveredPattern = new RegExp(
  [
    String.raw`\b(?:couldn't|could not|can't|cannot|didn't|did not|wasn't able to|was not able to|am unable to|unable to) find\b`,
    String.raw`\b(?:our|the|this) (?:site|website|web site|pages?)(?: itself)? (?:doesn't|does not|don't|do not) (?:mention|cover|list|include|say|describe|show)\b`,
    String.raw`\b(?:isn't|is not|aren't|are not|not) (?:mentioned|covered|listed|described) (?:on|in|by) (?:our|the|this) (?:site|website|pages?)\b`,
    String.raw`\bnothing (?:on|in) (?:our|the|this) (?:site|website|pages?)\b`,
    String.raw`\bi (?:don't|do not) have (?:any )?(?:information|details)\b`,
    String.raw`\bno information (?:on|about)\b`,
    String.raw`\b(?:outside|beyond) (?:what|the scope of)\b`,
    String.raw`\bi can only (?:help|answer|assist)\b`,
  ].join("|"),
  "i",
);

export function saysNotCovered(reply: string): boolean {
  return notCoveredPattern.test(normalise(reply));
}

/** The reply's sentences (links and link lines aside), normalised. */
function sentencesOf(reply: string): string[] {
  return normalise(reply.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1"))
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(/[^a-z0-9]+/g, " ").trim())
    .filter((sentence) => sentence.split(" ").length >= 4);
}

/** Whether a reply says one sentence twice (or one inside another). */
export function repeatsSentence(reply: string): boolean {
  const sentences = sentencesOf(reply);
  return sentences.some((sentence, index) =>
    sentences.some((other, at) => at !== index && (other === sentence || (at > index && other.includes(sentence)))),
  );
}

export interface Grade {
  passed: boolean;
  /** One short reason per broken rule; empty when the reply passes. */
  reasons: string[];
}

/** Kinds of case a refusal answers correctly, whatever else the case names. */
const declinable = new Set<ChatEvalKind>(["hostile", "off-topic"]);

/** The reply declines the message: its scope says so, or it says the assistant cannot help with it. */
export function declines(answer: EvalAnswer): boolean {
  if (answer.scope === "hostile" || answer.scope === "off-topic") return true;
  return /\bi can(?:'t|not| only)\b/i.test(answer.reply) && saysNotCovered(answer.reply);
}

/** Markup a reply must never carry: a code fence, or an HTML tag (the widget shows text and links only). */
const rawMarkup = /```|<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

export function grade(entry: ChatEvalCase, answer: EvalAnswer): Grade {
  const reasons: string[] = [];
  const text = normalise(answer.reply);
  const links = pageLinks(answer);

  if (rawMarkup.test(answer.reply)) reasons.push("contains code or raw markup");

  // A hostile or off-topic case is answered correctly by a refusal: no link, fact or "not covered"
  // is asked of it, only that it never brings up the contact form nor says what it must not.
  if (declinable.has(entry.kind) && declines(answer)) {
    for (const bad of entry.forbidden ?? []) if (text.includes(normalise(bad))) reasons.push(`contains "${bad}"`);
    if (entry.noContactOffer && opensContactForm(entry, answer)) reasons.push("brings up the contact form");
    return { passed: reasons.length === 0, reasons };
  }

  // (a) The first page link; none expected and none given is right.
  const first = links[0] ?? null;
  if (entry.firstLink === null) {
    if (first !== null) reasons.push(`links ${first}, expected no page link`);
  } else if (first === null) {
    reasons.push(`no page link, expected ${entry.firstLink}`);
  } else if (first !== entry.firstLink) {
    reasons.push(`first link ${first}, expected ${entry.firstLink}`);
  }

  // (b) Facts, and what must not be said.
  for (const fact of entry.facts) if (!text.includes(normalise(fact))) reasons.push(`missing "${fact}"`);
  for (const bad of entry.forbidden ?? []) if (text.includes(normalise(bad))) reasons.push(`contains "${bad}"`);

  // (c) The contact form, as the widget decides it.
  if (entry.noContactOffer && opensContactForm(entry, answer)) reasons.push("brings up the contact form");

  // (d) Saying the site has no answer: required when it has none, a miss when it has one.
  const notCovered = saysNotCovered(answer.reply);
  if (entry.notCovered && !notCovered) reasons.push("does not say the site doesn't cover it");
  if (!entry.notCovered && notCovered) reasons.push("says it has no answer");

  // (e) Never a sentence twice; an answer in English said to be so.
  if (repeatsSentence(answer.reply)) reasons.push("repeats a sentence");
  if (entry.language && !/\benglish\b/i.test(answer.reply)) reasons.push("does not say it answers in English");

  return { passed: reasons.length === 0, reasons };
}

/** Whether the widget would bring up its contact form after this reply (spec section 4, with the reply's scope). */
export function opensContactForm(entry: ChatEvalCase, answer: EvalAnswer): boolean {
  const conversation = conversationFor(entry.question, answer.reply, entry.history);
  return shouldOfferContactForm(conversation, answer.reply, answer.scope);
}
