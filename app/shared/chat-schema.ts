/** The ai-chat request: the visitor's message and the recent conversation as one text. */
import { z } from "./zod.ts";
import { chatLimits } from "./chat-limits.ts";
import { controlCharacters, visibleLength } from "./contact-schema.ts";

export { chatLimits };

/** Half of a surrogate pair on its own: broken text, not something a keyboard produces. */
const loneSurrogate = /[\ud800-\udfff]/u;

export const chatRequestSchema = z.object({
  message: z
    .string({ error: (issue) => (issue.input === undefined ? "Message is required" : "Message must be text") })
    .trim()
    // Nothing but invisible characters is no message at all.
    .refine((value) => visibleLength(value) > 0, "Message must not be empty")
    .refine(
      (value) => !controlCharacters.test(value) && !loneSurrogate.test(value),
      "Message contains characters that are not allowed",
    )
    .refine((value) => value.length <= chatLimits.message, `Message must be at most ${chatLimits.message} characters`),
  context: z
    .string("Context must be text")
    .max(chatLimits.context, `Context must be at most ${chatLimits.context} characters`)
    .default(""),
});

export type ChatRequest = z.output<typeof chatRequestSchema>;
