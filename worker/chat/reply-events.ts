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
import { settledIntent } from "./settled-intents.ts";
import { defaultAiTimeoutMs, defaultFirstTokenMs, defaultModel, type AiBinding } from "./workers-ai.ts";

/** The settings of the model path (the Worker's Env has them all). */
export interface ModelEnv {
  AI?: AiBinding;
  AI_MODEL?: string;
  AI_TIMEOUT_MS?: string;
  AI_FIRST_TOKEN_MS?: string;
}

export function replyEvents(
  message: string,
  context: string,
  knowledge: KnowledgeBase,
  env: ModelEnv,
): AsyncIterable<ChatEvent> {
  // The content answer: the reply without Workers AI, and whenever the model's cannot be sent.
  const content = answerQuestion(message, context, knowledge);
  // Without the binding (every local run) the content answer is the assistant; a breach or a
  // request for contact details gets it too, word for word, without asking the model.
  if (!env.AI || settledIntent(content, knowledge)) return oneEvent({ type: "done", reply: content.reply });
  const passages = retrievePassages(knowledge, message, context, passagesForModel);
  return answerWithModel({
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
    fallback: () => content.reply,
  });
}

/** The final reply of an answer's events. */
export async function finalReply(events: AsyncIterable<ChatEvent>): Promise<string> {
  for await (const event of events) if (event.type === "done") return event.reply;
  throw new Error("The answer ended without a reply");
}
