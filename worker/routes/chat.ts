import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { chatRequestSchema } from "../../app/shared/chat-schema.ts";
import { answerChat, finalAnswer } from "../chat/answer.ts";
import { bundledKnowledge } from "../chat/bundled.ts";
import { eventStream, eventStreamHeaders, wantsEventStream } from "./chat-events.ts";
import type { ApiEnv } from "../config.ts";
import { methodNotAllowed, validateInVisitorWords } from "../api-error.ts";
import { jsonBody } from "../json-body.ts";
import { rateLimit } from "../rate-limit.ts";

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
    const settings = {
      ai: c.env.AI,
      ...c.var.config.chat,
      // The passages' vectors, kept per model and content (passage-vectors.ts).
      store: c.env.CHAT_VECTORS,
      waitUntil: (work: Promise<unknown>) => c.executionCtx.waitUntil(work),
    };
    const answer = answerChat(settings, c.req.valid("json"), bundledKnowledge());
    if (wantsEventStream(c.req.header("Accept"))) return c.body(eventStream(answer), 200, eventStreamHeaders);
    // The contract's field, reply, and beside it the reply's links and scope as data.
    const { reply, links, scope } = await finalAnswer(answer);
    return c.json({ reply, links, scope });
  },
);

chatRoutes.all("/ai-chat", methodNotAllowed);
