import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { chatFeedbackSchema } from "../../app/shared/chat-feedback-schema.ts";
import { apiError, methodNotAllowed, validateInVisitorWords } from "../api-error.ts";
import type { ApiEnv } from "../config.ts";
import { saveVote } from "../chat-records/store.ts";
import { isTurnId } from "../chat-records/turn-id.ts";
import { jsonBody } from "../json-body.ts";
import { errorFields, log } from "../log.ts";
import { clientIpHash, hashSalt, rateLimit } from "../rate-limit.ts";

const validation = validateInVisitorWords(
  'The vote must be a JSON object with the reply\'s id as "turn" and the vote as "vote". Please reload the page and try again.',
);

/**
 * POST /api/chat-feedback: a vote on one reply of the chat, `{ turn, vote }`. One vote per reply:
 * voting again changes it, "none" takes it back. Past the daily cap of its IP hash a vote is
 * answered as taken but not recorded, like a turn (worker/chat-records/store.ts).
 */
export const chatFeedbackRoutes = new Hono<ApiEnv>().post(
  "/chat-feedback",
  ...jsonBody(1024),
  rateLimit({
    name: "chat-feedback",
    limit: (config) => config.limits.chatFeedback,
    message: "You have rated many replies in a short time.",
  }),
  zValidator("json", chatFeedbackSchema, validation.hook, validation.options),
  async (c) => {
    const { turn, vote } = c.req.valid("json");
    const { config } = c.var;
    if (!(await isTurnId(turn, hashSalt(config))))
      return apiError(c, 404, "This reply can no longer be rated. Ask again to rate the new reply.");
    if (config.chatRecords.days === 0) return c.json({ success: true as const });
    try {
      const ipHash = await clientIpHash(c);
      await saveVote(c.env.DB, { turnId: turn, vote, at: Date.now(), ipHash }, config.chatRecords.dailyCap);
    } catch (error) {
      log.error("chat.vote_not_stored", errorFields(error));
      return apiError(c, 503, "We could not save your vote just now. Please try again in a few minutes.");
    }
    return c.json({ success: true as const });
  },
);

chatFeedbackRoutes.all("/chat-feedback", methodNotAllowed);
