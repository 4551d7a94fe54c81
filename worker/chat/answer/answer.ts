/**
 * The offline answerer: the Worker's reply when Workers AI is absent or fails. It reads the
 * question (question.ts), retrieves pages and intents on one scale (rank.ts), lets an intent lead
 * only when it beats the best page by a margin, resolves follow-ups through the page linked last,
 * chooses the part of the page the question asks about (facets.ts) and writes the reply
 * (compose.ts), with the links it used as data.
 */
import { company } from "../../../content/company.ts";
import { teamOffer, type AssistantIntent } from "../../../content/assistant.ts";
import { composePage, writeReply, type Link } from "./compose.ts";
import { lastLinkedPage } from "./conversation.ts";
import { queryTerms } from "./expand.ts";
import { facetsOf } from "./facets.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import { parseQuestion } from "./question.ts";
import { rank, type Ranking } from "./rank.ts";

export interface ChatAnswer {
  /** The reply as the widget shows it: plain text with markdown links to site pages. */
  reply: string;
  /** The pages the reply links, first the one it is about. */
  links: Link[];
}

/** Retrieval scores below this are noise: a word shared by chance. */
export const minimumScore = 4;
/** An intent leads when its score reaches this share of the best page's score. */
export const intentMargin = 1.1;
/** A second part of a multi-part question is answered only when it is this clear. */
const secondPartScore = 6;

type Part = { kind: "intent"; intent: AssistantIntent } | { kind: "page"; path: string; score: number };

/** Words that point back at what was just discussed. */
const anaphor = /\b(?:it|its|it's|that one|this one|they|them|those|these|the one|which one|as well|too)\b/i;

function bestPart(knowledge: KnowledgeBase, ranking: Ranking): Part | undefined {
  const page = ranking.pages[0];
  const intent = ranking.intents[0];
  const pageScore = page?.score ?? 0;
  if (intent && intent.score >= minimumScore && intent.score >= pageScore * intentMargin) {
    return { kind: "intent", intent: knowledge.intents[intent.intent]! };
  }
  if (page && pageScore >= minimumScore) return { kind: "page", path: page.path, score: pageScore };
  return undefined;
}

function notFound(names: readonly string[]): ChatAnswer {
  const opening = names.length
    ? `The site doesn't mention ${names.join(" or ")}.`
    : "I couldn't find that on our website.";
  return {
    reply: `${opening} I can connect you with our team, who reply ${company.responseTime.toLowerCase()}, or you can email ${company.email} or call ${company.phone}.`,
    links: [],
  };
}

export function answerQuestion(message: string, context: string, knowledge: KnowledgeBase): ChatAnswer {
  const question = parseQuestion(message, knowledge);
  const scope = knowledge.intents.find((intent) => intent.id === "small-talk");
  const title = (path: string) => knowledge.pageTitles.get(path) ?? path;
  if (!question.clauses.length) {
    return { reply: scope?.reply ?? "", links: [] };
  }

  const whole = rank(knowledge, queryTerms(question.text, knowledge));
  const questionFacets = facetsOf(question.text);
  const parts: Part[] = [];
  question.clauses.forEach((clause, index) => {
    const ranking = question.clauses.length === 1 ? whole : rank(knowledge, queryTerms(clause, knowledge));
    const part = bestPart(knowledge, ranking);
    if (!part) return;
    if (index > 0 && part.kind === "page" && part.score < secondPartScore) return;
    parts.push(part);
  });

  // A follow-up: no clear new subject, or words pointing back, resolve through the last page linked.
  const previous = lastLinkedPage(context, knowledge.pageTitles);
  if (previous && !parts.some((part) => part.kind === "intent")) {
    const top = whole.pages[0];
    const previousScore = whole.pages.find((page) => page.path === previous)?.score ?? 0;
    const followsUp =
      anaphor.test(question.text) || !top || top.score < minimumScore * 2 || previousScore >= 0.5 * top.score;
    if (followsUp) {
      const rest = parts.filter((part) => part.kind !== "page" || part.path !== previous);
      parts.splice(0, parts.length, { kind: "page", path: previous, score: previousScore }, ...rest.slice(0, 0));
    }
  }

  // Greetings and thanks stand alone; next to a real question they are just politeness.
  const substantive = parts.filter((part) => part.kind === "page" || !part.intent.conversational);
  const chosen = substantive.length ? substantive : parts.slice(0, 1);
  if (!chosen.length) return notFound(question.unknownNames);

  const sentences: string[] = [];
  const links: Link[] = [];
  const addLink = (path: string | undefined) => {
    if (path && !links.some((link) => link.path === path)) links.push({ path, title: title(path) });
  };
  if (question.unknownNames.length && !chosen.some((part) => part.kind === "intent" && part.intent.notCovered)) {
    sentences.push(`The site doesn't mention ${question.unknownNames.join(" or ")}.`);
  }
  const seen = new Set<string>();
  for (const part of chosen) {
    const key = part.kind === "intent" ? `intent:${part.intent.id}` : `page:${part.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (part.kind === "intent") {
      const { intent } = part;
      sentences.push(intent.reply);
      if (intent.conversational) continue;
      addLink(intent.page);
      if (intent.page && intent.page !== "/contact") {
        sentences.push(...composePage(knowledge, intent.page, whole, questionFacets, 1).sentences);
      }
    } else {
      sentences.push(...composePage(knowledge, part.path, whole, questionFacets).sentences);
      addLink(part.path);
    }
  }
  const conversationalOnly = chosen.every((part) => part.kind === "intent" && part.intent.conversational);
  if (!conversationalOnly && question.unknownNames.length && !links.length) sentences.push(teamOffer);
  return { reply: writeReply(sentences, links), links };
}
