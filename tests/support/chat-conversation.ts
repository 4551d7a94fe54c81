import type { ChatMessage } from "../../app/shared/chat/types.ts";

/** A conversation as the widget holds it: texts alternating bot (first, the greeting) and visitor. */
export function conversation(...texts: string[]): ChatMessage[] {
  return texts.map((text, index) => ({
    id: String(index),
    text,
    sender: index % 2 === 0 ? "bot" : "user",
    timestamp: index,
  }));
}
