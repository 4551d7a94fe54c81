/** The chat's two calls: the assistant, and the contact request through the enquiry endpoint. */
import { company } from "../../../content/company.ts";
import { buildContext } from "../../shared/chat/context.ts";
import type { ChatMessage } from "../../shared/chat/types.ts";

/** The assistant's reply ("" when it had nothing to say). Throws when the call fails. */
export async function askAssistant(message: string, history: readonly ChatMessage[]): Promise<string> {
  const response = await fetch("/api/ai-chat", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ message, context: buildContext(history) }),
  });
  const answer = (await response.json().catch(() => null)) as { reply?: unknown; error?: unknown } | null;
  if (!response.ok || !answer) {
    throw new Error(typeof answer?.error === "string" && answer.error ? answer.error : "AI is unavailable right now.");
  }
  return typeof answer.reply === "string" ? answer.reply : "";
}

export interface ChatContact {
  name: string;
  email: string;
  phone: string;
}

/** The enquiry endpoint limits a message's length; the conversation is trimmed to fit. */
const maxConversationCharacters = 3500;

export const chatContactSubject = "Chatbot Inquiry - Contact Request";

export function contactMessage(contact: ChatContact, history: readonly ChatMessage[]): string {
  const conversation = buildContext(history).slice(-maxConversationCharacters);
  return [
    "Contact request from the website chat.",
    `Name: ${contact.name}`,
    `Email: ${contact.email}`,
    `Phone: ${contact.phone}`,
    "",
    "Recent conversation:",
    conversation,
  ].join("\n");
}

/** Sends the visitor's details as an enquiry. Throws with the server's message on failure. */
export async function sendChatContact(
  contact: ChatContact,
  history: readonly ChatMessage[],
  startedAt: number,
): Promise<void> {
  const response = await fetch("/api/send-email", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      type: "contact",
      fullName: contact.name,
      email: contact.email,
      phone: contact.phone,
      subject: chatContactSubject,
      message: contactMessage(contact, history),
      startedAt,
    }),
  });
  const answer = (await response.json().catch(() => null)) as { success?: unknown; error?: unknown } | null;
  if (answer?.success !== true) {
    throw new Error(typeof answer?.error === "string" && answer.error ? answer.error : "Failed to send email");
  }
}

export const contactFailureFallback = `Failed to send contact details. Please email us directly at ${company.email}`;
