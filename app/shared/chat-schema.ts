/**
 * The ai-chat request: the visitor's message, the recent conversation as one text (`context`, the
 * spec's field, kept for clients that send only it) and, from the widget, the same conversation as
 * data (`turns`: role, text and the site links of each turn), and the conversation's reference
 * (`session`). The Worker validates it here, once.
 */
import { z } from "./zod.ts";
import { chatLimits } from "./chat-limits.ts";
import { chatSessionPattern } from "./chat-record.ts";
import { controlCharacters, loneSurrogate, visibleLength, withPlainLineBreaks } from "./text-rules.ts";

export { chatLimits };

/** A link a turn carries: a page path of this site, with the section's anchor if any. */
const sitePathSchema = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(?:#[A-Za-z][\w-]*)?$/, "A turn's links must be paths of this site");

export const chatTurnSchema = z.object({
  role: z.enum(["visitor", "assistant"], "A turn's role must be visitor or assistant"),
  text: z
    .string("A turn's text must be text")
    .max(chatLimits.turnText, `A turn's text must be at most ${chatLimits.turnText} characters`),
  links: z
    .array(sitePathSchema)
    .max(chatLimits.turnLinks, `A turn has at most ${chatLimits.turnLinks} links`)
    .default([]),
});

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
  turns: z
    .array(chatTurnSchema, "Turns must be a list")
    .max(chatLimits.turns, `At most ${chatLimits.turns} turns are sent`)
    .optional(),
  /** The conversation's reference (chat-record.ts), stored with each turn so a visitor can have it erased. */
  session: z
    .string("The chat reference must be text")
    .regex(chatSessionPattern, "The chat reference is not valid. Please start the conversation over.")
    .optional(),
});

export type ChatRequest = z.output<typeof chatRequestSchema>;
export type ChatTurn = z.output<typeof chatTurnSchema>;
