import { useCallback, useEffect, useState } from "react";
import { chatText } from "../../../content/ui-text.ts";
import type { ChatMessage, Sender } from "../../shared/chat/types.ts";

const storageKey = "chat-conversation";

export const greeting = chatText.greeting;

export function newMessage(text: string, sender: Sender): ChatMessage {
  return { id: crypto.randomUUID(), text, sender, timestamp: Date.now() };
}

function isMessage(value: unknown): value is ChatMessage {
  const message = value as Partial<ChatMessage> | null;
  return (
    typeof message?.id === "string" &&
    typeof message.text === "string" &&
    (message.sender === "user" || message.sender === "bot") &&
    typeof message.timestamp === "number"
  );
}

function restore(): ChatMessage[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "null");
    if (Array.isArray(stored) && stored.length > 0 && stored.every(isMessage)) return stored;
  } catch {
    // Storage unavailable or corrupt: start afresh.
  }
  return [newMessage(greeting, "bot")];
}

/**
 * The conversation, kept in sessionStorage so it survives navigation and reloads in the same tab
 * and ends with the browsing session.
 */
export function useConversation() {
  const [messages, setMessages] = useState<ChatMessage[]>(restore);

  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(messages));
    } catch {
      // Private browsing may refuse storage; the conversation still works in memory.
    }
  }, [messages]);

  const append = useCallback((message: ChatMessage) => setMessages((current) => [...current, message]), []);
  const restart = useCallback(() => setMessages([newMessage(greeting, "bot")]), []);

  return { messages, append, restart };
}
