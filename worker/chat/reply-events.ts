/**
 * The assistant's answer to one message as events (see event-stream.ts), whichever answers it: the
 * content answer without the binding or for a settled intent, otherwise the model with its checks.
 * The route and `npm run eval:chat -- --remote` both answer through here.
 */
import { sitePaths } from "../../app/shared/site-links.ts";
import { answerQuestion } from "./answer/answer.ts";
import type { KnowledgeBase } from "./answer/knowledge-base.ts";
import { retrievePassages } from "./answer/passages.ts";
import { oneEvent } from "./event-stream.ts";
import { answerWithModel, type ChatEvent } from "./model-answer.ts";
import { conversationForModel } from "./model-conversation.ts";
import { passagesForModel } from "./model-settings.ts";
import { systemPrompt, userPrompt } from "./prompt.ts";
import { semanticOrder, type VectorCache } from "./semantic/semantic-order.ts";
import { settledIntent } from "./settled-intents.ts";
import { defaultAiTimeoutMs, defaultFirstTokenMs, defaultModel, type AiBinding } from "./workers-ai.ts";

/** The settings of the model path (the Worker's Env has them all). */
export interface ModelEnv {
  AI?: AiBinding;
  AI_MODEL?: string;
  AI_TIMEOUT_MS?: string;
  AI_FIRST_TOKEN_MS?: string;
  /** Embedding model for semantic retrieval; without it (or the cache) retrieval is lexical only. */
  AI_EMBEDDING_MODEL?: string;
  /** Where the sections' embeddings are cached between isolates. */
  CHAT_CACHE?: VectorCache;
}

/** Work the Worker may finish after responding (its waitUntil). */
export type WaitUntil = (work: Promise<unknown>) => void;

export function replyEvents(
  message: string,
  context: string,
  knowledge: KnowledgeBase,
  env: ModelEnv,
  waitUntil?: WaitUntil,
): AsyncIterable<ChatEvent> {
  // The content answer: the reply without Workers AI, and whenever the model's cannot be sent.
  const content = answerQuestion(message, context, knowledge);
  // Without the binding (every local run) the content answer is the assistant; a breach or a
  // request for contact details gets it too, word for word, without asking the model.
  if (!env.AI || settledIntent(content)) return oneEvent({ type: "done", reply: content.reply });
  return modelEvents(message, context, knowledge, { ...env, AI: env.AI }, content.reply, waitUntil);
}

async function* modelEvents(
  message: string,
  context: string,
  knowledge: KnowledgeBase,
  env: ModelEnv & { AI: AiBinding },
  contentReply: string,
  waitUntil: WaitUntil | undefined,
): AsyncGenerator<ChatEvent> {
  const semantic =
    env.AI_EMBEDDING_MODEL && env.CHAT_CACHE
      ? await semanticOrder(
          { ai: env.AI, cache: env.CHAT_CACHE, model: env.AI_EMBEDDING_MODEL, ...(waitUntil ? { waitUntil } : {}) },
          knowledge,
          message,
        )
      : undefined;
  const passages = retrievePassages(knowledge, message, context, passagesForModel, semantic);
  yield* answerWithModel({
    ai: env.AI,
    call: {
      model: env.AI_MODEL ?? defaultModel,
      system: systemPrompt(),
      user: userPrompt(message, passages, conversationForModel(context)),
      timeoutMs: Number(env.AI_TIMEOUT_MS) || defaultAiTimeoutMs,
      firstTokenMs: Number(env.AI_FIRST_TOKEN_MS) || defaultFirstTokenMs,
    },
    passages,
    sitePaths,
    fallback: () => contentReply,
  });
}

/** The final reply of an answer's events. */
export async function finalReply(events: AsyncIterable<ChatEvent>): Promise<string> {
  for await (const event of events) if (event.type === "done") return event.reply;
  throw new Error("The answer ended without a reply");
}
