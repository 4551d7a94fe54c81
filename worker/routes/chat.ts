import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { chatRequestSchema } from "../../app/shared/chat-schema.ts";
import { siteRoutes } from "../../content/routes.ts";
import { answerQuestion } from "../chat/answer/answer.ts";
import { retrievePassages } from "../chat/answer/passages.ts";
import { workerKnowledge } from "../chat/knowledge/load.ts";
import { passagesForModel } from "../chat/model-settings.ts";
import {
  askWorkersAi,
  cleanReply,
  defaultAiTimeoutMs,
  defaultModel,
  systemPrompt,
  userPrompt,
} from "../chat/workers-ai.ts";
import { methodNotAllowed, validateInVisitorWords } from "../api-error.ts";
import { jsonBody } from "../json-body.ts";
import { rateLimit } from "../rate-limit.ts";

const sitePaths: ReadonlySet<string> = new Set(siteRoutes.map((route) => route.path));

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
    // The offline answer; the response keeps the contract's one field, { reply }.
    const fallback = () => ({ reply: answerQuestion(message, context, knowledge).reply });
    // Without the binding (every local run) the offline answerer is the assistant.
    if (!c.env.AI) return c.json(fallback());
    const passages = retrievePassages(knowledge, message, context, passagesForModel);
    try {
      const reply = await askWorkersAi(c.env.AI, {
        model: c.env.AI_MODEL ?? defaultModel,
        system: systemPrompt(),
        user: userPrompt(message, passages, context),
        timeoutMs: Number(c.env.AI_TIMEOUT_MS) || defaultAiTimeoutMs,
      });
      return c.json({ reply: cleanReply(reply, sitePaths) });
    } catch (error) {
      console.warn("Workers AI unavailable, answering from site content:", (error as Error).message);
      return c.json(fallback());
    }
  },
);

chatRoutes.all("/ai-chat", methodNotAllowed);
