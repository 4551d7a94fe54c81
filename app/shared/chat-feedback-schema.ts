/**
 * The vote on one reply (POST /api/chat-feedback): the reply's id, as the chat's answer gave it,
 * and the vote, or "none" to take a vote back. The Worker validates it here, once.
 */
import { z } from "./zod.ts";
import { chatTurnIdPattern, chatVotes } from "./chat-record.ts";

export const chatFeedbackSchema = z.object({
  turn: z
    .string({
      error: (issue) => (issue.input === undefined ? "The reply to rate is missing" : "The reply's id must be text"),
    })
    .regex(chatTurnIdPattern, "This reply cannot be rated: its id is not one the chat gave"),
  vote: z.enum([...chatVotes, "none"], 'The vote must be "helpful", "not-helpful" or "none"'),
});

export type ChatFeedback = z.output<typeof chatFeedbackSchema>;
