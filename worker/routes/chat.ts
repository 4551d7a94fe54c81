import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { chatRequestSchema } from "../../app/shared/chat-schema.ts";
import { sitePaths } from "../../app/shared/site-links.ts";
import { answerQuestion } from "../chat/answer/answer.ts";
import { retrievePassages } from "../chat/answer/passages.ts";
import { eventStreamResponse, oneEvent, wantsEventStream } from "../chat/event-stream.ts";
import { workerKnowledge } from "../chat/knowledge/load.ts";
import { answerWithModel, type ChatEvent } from "../chat/model-answer.ts";
import { conversationForModel } from "../chat/model-conversation.ts";
import { passagesForModel } from "../chat/model-settings.ts";
import { systemPrompt, userPrompt } from "../chat/prompt.ts";
import { settledIntent } from "../chat/settled-intents.ts";
import { defaultAiTimeoutMs, defaultFirstTokenMs, defaultModel } from "../chat/workers-ai.ts";
import { methodNotAllowed, validateInVisitorWords } from "../api-error.ts";
import { jsonBody } from "../json-body.ts";
import { rateLimit } from "../rate-limit.ts";

const validation = validateInVisitorWords(
  'The chat request must be a JSON object with the question as "message". Please reload the page and try again.',
);

export const chatRoutes = new Hono<{ Bindings: Env }>().post(
  "/ai-chat",
  ...jsonBody(16 * 1024),
  rateLimit({
    name: "chat",
    limit: (env) => Number(env.RATE_LIMIT_CHAT) || 40,
    message: "You have sent many chat messages in a short time.",
  }),
  zValidator("json", chatRequestSchema, validation.hook, validation.options),
  async (c) => {
    const { message, context } = c.req.valid("json");
    const knowledge = workerKnowledge();
    // The content answer: the reply without Workers AI, and whenever the model's cannot be sent.
    const content = answerQuestion(message, context, knowledge);
    const streaming = wantsEventStream(c.req.header("Accept"));

    let events: AsyncIterable<ChatEvent>;
    // Without the binding (every local run) the content answer is the assistant; a breach or a
    // request for contact details gets it too, word for word, without asking the model.
    if (!c.env.AI || settledIntent(content, knowledge)) {
      events = oneEvent({ type: "done", reply: content.reply });
    } else {
      const passages = retrievePassages(knowledge, message, context, passagesForModel);
      events = answerWithModel({
        ai: c.env.AI,
        call: {
          model: c.env.AI_MODEL ?? defaultModel,
          system: systemPrompt(),
          user: userPrompt(message, passages, conversationForModel(context)),
          timeoutMs: Number(c.env.AI_TIMEOUT_MS) || defaultAiTimeoutMs,
          firstTokenMs: Number(c.env.AI_FIRST_TOKEN_MS) || defaultFirstTokenMs,
        },
        passages,
        sitePaths,
        fallback: () => content.reply,
      });
    }
    if (streaming) return eventStreamResponse(events);
    // A JSON request keeps the contract's one field, { reply }.
    for await (const event of events) if (event.type === "done") return c.json({ reply: event.reply });
    return c.json({ reply: content.reply });
  },
);

chatRoutes.all("/ai-chat", methodNotAllowed);
