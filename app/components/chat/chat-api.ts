/** The chat's calls: the assistant, a vote on one of its replies, and the contact request through the enquiry endpoint. */
import type { InferResponseType } from "hono/client";
import { company } from "../../../content/company.ts";
import { chatText } from "../../../content/ui-text.ts";
import { chatLimits } from "../../shared/chat-limits.ts";
import { buildContext } from "../../shared/chat/context.ts";
import { chatContactMessage, type ChatContact } from "../../shared/chat/contact-message.ts";
import type { ChatMessage } from "../../shared/chat/types.ts";
import { api, errorSentence } from "../../lib/api-client.ts";
import { answerOf, type AssistantAnswer } from "./assistant-answer.ts";
import { readChatStream } from "./read-chat-stream.ts";
import { chatSessionReference } from "./chat-session.ts";
import type { ChatVote } from "../../shared/chat-record.ts";

/** The assistant's answers other than the stream: `{ reply }`, or the API's error. */
type ChatJsonAnswer = Exclude<InferResponseType<(typeof api)["ai-chat"]["$post"]>, ReadableStream>;

export type { AssistantAnswer } from "./assistant-answer.ts";

/**
 * The conversation as data, beside the spec's context string: the same last six messages, each
 * with its role, its text (cut to the request's limit) and the site links it carries.
 */
export function conversationTurns(history: readonly ChatMessage[]) {
  return history.slice(-chatLimits.turns).map((message) => ({
    role: message.sender === "user" ? ("visitor" as const) : ("assistant" as const),
    text: message.text.slice(0, chatLimits.turnText),
    links: (message.links ?? []).slice(0, chatLimits.turnLinks),
  }));
}

/**
 * The assistant's answer (its reply "" when it had nothing to say). Throws when the call fails. The
 * reply is asked for as a stream; `onText` sees it grow as it arrives. A JSON answer ({ reply }) is
 * read as before, so either kind of answer works.
 */
export async function askAssistant(
  message: string,
  history: readonly ChatMessage[],
  onText: (textSoFar: string) => void = () => {},
): Promise<AssistantAnswer> {
  const response = await api["ai-chat"].$post(
    {
      json: {
        message,
        context: buildContext(history),
        turns: conversationTurns(history),
        session: chatSessionReference(),
      },
    },
    { headers: { Accept: "text/event-stream, application/json" } },
  );
  if (response.ok && response.body && response.headers.get("Content-Type")?.startsWith("text/event-stream")) {
    return readChatStream(response.body, onText);
  }
  const answer = (await response.json().catch(() => null)) as ChatJsonAnswer | null;
  if (!response.ok || !answer) throw new Error(errorSentence(answer, chatText.fallback.body));
  return answerOf("error" in answer ? null : answer);
}

/** Sends a vote on a reply (its id from the answer), or "none" to take it back. Throws with the server's sentence. */
export async function sendVote(turn: string, vote: ChatVote | "none"): Promise<void> {
  const response = await api["chat-feedback"].$post({ json: { turn, vote } });
  const answer = await response.json().catch(() => null);
  if (answer?.success !== true) throw new Error(errorSentence(answer, chatText.vote.failed));
}

export type { ChatContact } from "../../shared/chat/contact-message.ts";

export const chatContactSubject = "Chatbot Inquiry - Contact Request";

/**
 * The enquiry message: the visitor's details and the conversation quoted as plain text, which
 * always passes the enquiry schema (see shared/chat/contact-message.ts).
 */
export const contactMessage = chatContactMessage;

/** Sends the visitor's details as an enquiry. Throws with the server's message on failure. */
export async function sendChatContact(
  contact: ChatContact,
  history: readonly ChatMessage[],
  startedAt: number,
): Promise<void> {
  const response = await api["send-email"].$post({
    json: {
      type: "contact",
      fullName: contact.name,
      email: contact.email,
      phone: contact.phone,
      subject: chatContactSubject,
      message: contactMessage(contact, history),
      startedAt,
    },
  });
  const answer = await response.json().catch(() => null);
  if (answer?.success !== true) throw new Error(errorSentence(answer, chatText.contactForm.unexplainedFailure));
}

export const contactFailureFallback = `Failed to send contact details. Please email us directly at ${company.email}`;
