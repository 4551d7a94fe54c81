/** The ai-chat request: the visitor's message and the recent conversation as one text. */
import { z } from "./zod.ts";
import { chatLimits } from "./chat-limits.ts";
import { controlCharacters, loneSurrogate, visibleLength, withPlainLineBreaks } from "./text-rules.ts";

export { chatLimits };

export const chatRequestSchema = z.object({
  message: z
    .string({ error: (issue) => (issue.input === undefined ? "Message is required" : "Message must be text") })
    // A question may run over several lines; the answerer and the model's prompt know lines by
    // \n alone, so the Unicode line breaks (NEL, U+2028, U+2029) are written as \n.
    .overwrite(withPlainLineBreaks)
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
