/**
 * The chat's work behind POST /api/ai-chat, one module per step: classify, retrieve once, compose
 * the offline answer; where Workers AI is bound and that does not settle the message, the model
 * answers from the same passages and is checked. The route, eval:chat and bench:chat answer here.
 */
import type { ChatRequest } from "../../app/shared/chat-schema.ts";
import { sitePaths } from "../../app/shared/site-links.ts";
import { classify } from "./classify.ts";
import { subjectOf } from "./language.ts";
import { compose, splitQuestions, type ChatAnswer } from "./compose.ts";
import { conversationForModel, conversationOf, lastLinkedPage } from "./conversation.ts";
import type { Knowledge, Passage } from "./knowledge.ts";
import { systemPrompt } from "../../content/assistant-prompt.ts";
import { assistantLines } from "../../content/assistant.ts";
import type { Classification } from "./classify.ts";
import { answerWithModel, userPrompt, type AiBinding, type ChatEvent, type TurnOutcome } from "./model.ts";
import { retrieve, type Retrieval } from "./retrieve.ts";
import { embedTexts } from "./embed.ts";
import { passageVectors, type VectorSources } from "./passage-vectors.ts";
import { similarities } from "./vectors.ts";
import { correctSpelling } from "./spelling.ts";

/** How many passages the model is given with each message. */
export const passagesForModel = 4;

export interface OfflineAnswer extends ChatAnswer {
  retrieval: Retrieval;
}

/** The cosine similarity of the question with every passage, or undefined where there are no vectors or no embedding. */
export async function questionSimilarities(
  sources: VectorSources,
  knowledge: Knowledge,
  question: string,
): Promise<Float32Array | undefined> {
  const [table, embedded] = await Promise.all([passageVectors(sources, knowledge), embedTexts(sources, [question])]);
  const query = embedded?.[0];
  return table && query ? similarities(table, query) : undefined;
}

/** A message read once: its classification, and the question searched (for Afrikaans or isiZulu, its subject in English). */
export function readMessage(message: string, knowledge: Knowledge) {
  const classification = classify(message);
  const { language, text } = classification;
  // English is searched with its misspelt words read as the site's; a language with a glossary by its
  // subject in English; any other as it was written.
  const searched =
    language === undefined ? correctSpelling(knowledge, text) : language === "other" ? text : subjectOf(text, language);
  const question = { ...classification, text: searched };
  return { classification, question };
}

/** The text searched, lexically and by meaning: a question to the company; small talk, off-topic and hostile messages search nothing. */
export function searchedText({ classification, question }: ReturnType<typeof readMessage>): string | undefined {
  return classification.scope === "company" ? question.text : undefined;
}

/** The offline answer to one request: classify, retrieve once (fused with `similarities` when given), compose. */
export function answerOffline(
  knowledge: Knowledge,
  request: Pick<ChatRequest, "message" | "context" | "turns">,
  similaritiesOfQuestion?: Float32Array,
  { classification, question } = readMessage(request.message, knowledge),
) {
  const turns = conversationOf(request);
  const [firstQuestion] = splitQuestions(question.text);
  // Small talk, off-topic and hostile messages are answered by their scope: nothing to search.
  const retrieval =
    classification.scope === "company"
      ? retrieve(knowledge, question.text, lastLinkedPage(turns), firstQuestion, similaritiesOfQuestion)
      : { asked: [], hits: [], pages: [], coverage: 0, types: [], weights: new Map(), unknown: [] };
  const answer: OfflineAnswer = { ...compose(knowledge, question, retrieval, turns), retrieval };
  return { answer, turns, classification };
}

/**
 * The offline answer with the search by meaning: the message read once, its question embedded
 * (not small talk, refusals or off-topic messages, nor anything when `byMeaning` is false), one retrieval.
 */
export async function answerFromSite(
  sources: VectorSources,
  knowledge: Knowledge,
  request: Pick<ChatRequest, "message" | "context" | "turns">,
  byMeaning = true,
) {
  const read = readMessage(request.message, knowledge);
  const searched = byMeaning ? searchedText(read) : undefined;
  const similar = searched ? await questionSimilarities(sources, knowledge, searched) : undefined;
  return answerOffline(knowledge, request, similar, read);
}

/** The passages the model reads: the best of the one retrieval, and for a follow-up the page it follows. */
function modelPassages(retrieval: Retrieval): Passage[] {
  const chosen = retrieval.hits.slice(0, passagesForModel).map((hit) => hit.passage);
  const followed = retrieval.pages.find((page) => page.path === retrieval.followUp)?.hits[0]?.passage;
  if (followed && !chosen.some((passage) => passage.path === followed.path))
    chosen.splice(passagesForModel - 1, 1, followed);
  return chosen;
}

/**
 * How the offline answer settled the message, for the chat's record: the scope the reply took, an
 * incident, or a question the site does not cover (the answer says so: too little of it covered,
 * or a matter the site names as not offered). Read from the answer, not recomputed, so it follows
 * retrieval and composition wherever they change.
 */
export function outcomeOf(classification: Classification, answer: OfflineAnswer): TurnOutcome {
  const topScore = answer.retrieval.hits[0]?.score ?? 0;
  const base = { topScore, source: "offline" as const, ...(answer.links[0] ? { firstLink: answer.links[0] } : {}) };
  if (answer.scope !== "company") return { ...base, scope: answer.scope };
  if (classification.urgent) return { ...base, scope: "emergency" };
  const lead = answer.retrieval.hits[0]?.passage;
  const saysNotOffered = lead?.kind === "intent" && lead.notCovered === true && answer.reply.includes(lead.text);
  const notCovered = answer.reply.includes(assistantLines.notFound) || saysNotOffered;
  return { ...base, scope: notCovered ? "not-covered" : "answered" };
}

/** The answer's final event with its outcome: the offline answer's own, or the model's reply with its first link. */
async function* withOutcome(events: AsyncIterable<ChatEvent>, offline: ChatEvent, outcome: TurnOutcome) {
  for await (const event of events) {
    if (event.type !== "done" || event === offline) yield event;
    else yield { ...event, outcome: { ...outcome, source: "model" as const, firstLink: event.links[0] } };
  }
}

/** Where the model is: the Workers AI binding (locally the stand-in, which has no text model) and `config.chat` (worker/config.ts). */
export interface ModelSettings extends VectorSources {
  ai: AiBinding | undefined;
  model: string;
  /** How long to wait for the whole reply before answering from site content. */
  timeoutMs: number;
  /** How long to wait for the reply's first piece. */
  firstTokenMs: number;
}

/** The answer's events: one search (lexical and by meaning), then the offline answer, or the model's checked reply. */
export async function* answerChat(
  settings: ModelSettings,
  request: ChatRequest,
  knowledge: Knowledge,
): AsyncGenerator<ChatEvent> {
  const { answer, turns, classification } = await answerFromSite(settings, knowledge, request);
  const outcome = outcomeOf(classification, answer);
  const offline = { type: "done" as const, reply: answer.reply, links: answer.links, scope: answer.scope, outcome };
  if (!settings.ai || answer.settled) return yield offline;
  const passages = modelPassages(answer.retrieval);
  const model = answerWithModel({
    call: {
      ai: settings.ai,
      model: settings.model,
      system: systemPrompt(),
      user: userPrompt(classification.text, passages, conversationForModel(turns)),
      timeoutMs: settings.timeoutMs,
      firstTokenMs: settings.firstTokenMs,
    },
    passages,
    question: classification.text,
    sitePaths,
    fallback: () => offline,
  });
  yield* withOutcome(model, offline, outcome);
}

/** The final event of an answer: the whole reply, its links and its scope. */
export async function finalAnswer(events: AsyncIterable<ChatEvent>): Promise<Extract<ChatEvent, { type: "done" }>> {
  for await (const event of events) if (event.type === "done") return event;
  throw new Error("The answer ended without a reply");
}
