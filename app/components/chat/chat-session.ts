/**
 * The conversation's reference (app/shared/chat-record.ts): made when a conversation starts, kept
 * in sessionStorage beside it, sent with each message and stored with each turn of the chat's
 * record, so a visitor who quotes it can have the conversation erased. A new conversation (Start
 * over) gets a new one.
 */
import { chatSessionPattern, newChatSessionReference } from "../../shared/chat-record.ts";

const storageKey = "chat-session";

/** Kept in memory too, for browsers that refuse storage. */
let current: string | undefined;

export function chatSessionReference(): string {
  try {
    const stored = sessionStorage.getItem(storageKey);
    if (stored && chatSessionPattern.test(stored)) return (current = stored);
  } catch {
    if (current) return current;
  }
  return startChatSession();
}

/** A new reference, for a new conversation. */
export function startChatSession(): string {
  current = newChatSessionReference();
  try {
    sessionStorage.setItem(storageKey, current);
  } catch {
    // As above.
  }
  return current;
}
