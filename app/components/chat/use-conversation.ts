import { useCallback, useEffect, useState } from "react";
import { chatText } from "../../../content/ui-text.ts";
import type { ChatMessage, Sender } from "../../shared/chat/types.ts";
import { markdownLinks } from "../../shared/site-links.ts";
import { startChatSession } from "./chat-session.ts";

const storageKey = "chat-conversation";

export const greeting = chatText.greeting;

/** The site links of a text: the data of a bot message that came without it (the keyword responder's). */
function siteLinksOf(text: string): string[] {
  return markdownLinks(text).flatMap((part) => (part.kind === "link" && part.href ? [part.href] : []));
}

/** A message; a bot message keeps its links as data, given or read once from its text. */
export function newMessage(text: string, sender: Sender, links?: readonly string[]): ChatMessage {
  const message = { id: crypto.randomUUID(), text, sender, timestamp: Date.now() };
  return sender === "bot" ? { ...message, links: links ? [...links] : siteLinksOf(text) } : message;
}

function isMessage(value: unknown): value is ChatMessage {
  const message = value as Partial<ChatMessage> | null;
  return (
    typeof message?.id === "string" &&
    typeof message.text === "string" &&
    (message.sender === "user" || message.sender === "bot") &&
    typeof message.timestamp === "number" &&
    (message.links === undefined ||
      (Array.isArray(message.links) && message.links.every((link) => typeof link === "string")))
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
  const restart = useCallback(() => {
    startChatSession();
    setMessages([newMessage(greeting, "bot")]);
  }, []);

  return { messages, append, restart };
}
