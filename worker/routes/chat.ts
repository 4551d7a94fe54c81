import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { chatRequestSchema } from "../../app/shared/chat-schema.ts";
import { siteRoutes } from "../../content/routes.ts";
import { answerFromContent } from "../chat/content-answerer.ts";
import { knowledgeIndex } from "../chat/knowledge.ts";
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

/** How many passages the model sees with each question. */
const passagesForModel = 4;

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
    const index = knowledgeIndex();
    const fallback = () => answerFromContent(message, index, context).reply;
    // Without the binding (every local run) the content answerer is the assistant.
    if (!c.env.AI) return c.json({ reply: fallback() });
    const passages = index
      .search(`${message} ${context.slice(-300)}`)
      .slice(0, passagesForModel)
      .map((hit) => ({ id: hit.id, path: hit.path, pageTitle: hit.pageTitle, heading: hit.heading, text: hit.text }));
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
      return c.json({ reply: fallback() });
    }
  },
);

chatRoutes.all("/ai-chat", methodNotAllowed);
