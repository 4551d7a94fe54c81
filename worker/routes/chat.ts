import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { chatRequestSchema } from "../../app/shared/chat-schema.ts";
import { eventStreamResponse, wantsEventStream } from "../chat/event-stream.ts";
import { workerKnowledge } from "../chat/knowledge/load.ts";
import { finalReply, replyEvents } from "../chat/reply-events.ts";
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
    const events = replyEvents(message, context, workerKnowledge(), c.env, (work) => c.executionCtx.waitUntil(work));
    if (wantsEventStream(c.req.header("Accept"))) return eventStreamResponse(events);
    // A JSON request keeps the contract's one field, { reply }.
    return c.json({ reply: await finalReply(events) });
  },
);

chatRoutes.all("/ai-chat", methodNotAllowed);
