/**
 * The chat's work behind POST /api/ai-chat, as one function of the Worker's environment: the
 * assistant's answer to one validated request, from the knowledge the build bundled (restored once
 * per isolate), as events. The route only speaks HTTP: it sends them as an event stream, or awaits
 * the final reply (`finalReply`) for a JSON answer.
 */
import type { ChatRequest } from "../../app/shared/chat-schema.ts";
import { workerKnowledge } from "./knowledge/load.ts";
import type { ChatEvent } from "./model-answer.ts";
import { replyEvents, type ModelEnv, type WaitUntil } from "./reply-events.ts";

export { finalReply } from "./reply-events.ts";

export function answerChat(env: ModelEnv, request: ChatRequest, waitUntil?: WaitUntil): AsyncIterable<ChatEvent> {
  return replyEvents(request.message, request.context, workerKnowledge(), env, waitUntil);
}
