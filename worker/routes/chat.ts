import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { chatLimits, chatRequestSchema } from "../../app/shared/chat-schema.ts";
import { answerChat } from "../chat/answer.ts";
import { bundledKnowledge } from "../chat/bundled.ts";
import { finalReply, recordedAnswer } from "../chat-records/record.ts";
import { eventStream, eventStreamHeaders, wantsEventStream } from "./chat-events.ts";
import type { ApiEnv } from "../config.ts";
import { methodNotAllowed, validateInVisitorWords } from "../api-error.ts";
import { jsonBody } from "../json-body.ts";
import { clientIpHash, hashSalt, rateLimit } from "../rate-limit.ts";

const validation = validateInVisitorWords(
  'The chat request must be a JSON object with the question as "message". Please reload the page and try again.',
);

export const chatRoutes = new Hono<ApiEnv>().post(
  "/ai-chat",
  ...jsonBody(16 * 1024),
  rateLimit({
    name: "chat",
    limit: (config) => config.limits.chat,
    message: "You have sent many chat messages in a short time.",
  }),
  zValidator("json", chatRequestSchema, validation.hook, validation.options),
  async (c) => {
    const startedAt = Date.now();
    const request = c.req.valid("json");
    const { config } = c.var;
    const settings = {
      ai: c.env.AI,
      ...config.chat,
      // The passages' vectors, kept per model and content (passage-vectors.ts).
      store: c.env.CHAT_VECTORS,
      waitUntil: (work: Promise<unknown>) => c.executionCtx.waitUntil(work),
    };
    const answer = answerChat(settings, request, bundledKnowledge());
    const replies = recordedAnswer(answer, {
      db: c.env.DB,
      settings: config.chatRecords,
      salt: hashSalt(config),
      message: request.message,
      maxQuestionLength: chatLimits.message,
      sessionId: request.session ?? null,
      startedAt,
      ipHash: () => clientIpHash(c),
      waitUntil: (work) => c.executionCtx.waitUntil(work),
    });
    if (wantsEventStream(c.req.header("Accept"))) return c.body(eventStream(replies), 200, eventStreamHeaders);
    // The contract's field, reply, and beside it the reply's links, scope and (to vote on it) id as data.
    const { reply, links, scope, turn } = await finalReply(replies);
    return c.json({ reply, links, scope, ...(turn ? { turn } : {}) });
  },
);

chatRoutes.all("/ai-chat", methodNotAllowed);
