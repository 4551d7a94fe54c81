/** The conversation context sent with each chat request (spec section 7, call 2). */
import type { ChatMessage } from "./types.ts";

/** How many of the most recent messages the context holds. */
export const contextMessageCount = 6;

/** The last six messages as "Visitor: text" / "Assistant: text" lines joined with "\n". */
export function buildContext(messages: readonly ChatMessage[]): string {
  return messages
    .slice(-contextMessageCount)
    .map((message) => `${message.sender === "user" ? "Visitor" : "Assistant"}: ${message.text}`)
    .join("\n");
}
