/** The ai-chat request: the visitor's message and the recent conversation as one text. */
import { z } from "zod";

export const chatLimits = { message: 1000, context: 4000 };

export const chatRequestSchema = z.object({
  message: z
    .string({ error: (issue) => (issue.input === undefined ? "Message is required" : "Message must be text") })
    .trim()
    .min(1, "Message must not be empty")
    .max(chatLimits.message, `Message must be at most ${chatLimits.message} characters`),
  context: z
    .string("Context must be text")
    .max(chatLimits.context, `Context must be at most ${chatLimits.context} characters`)
    .default(""),
});

export type ChatRequest = z.output<typeof chatRequestSchema>;
