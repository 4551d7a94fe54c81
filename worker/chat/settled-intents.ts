/**
 * Questions the content answer settles without the model: a security incident in progress (the
 * visitor needs the 24/7 line now, word for word) and contact details (exact facts a model may
 * garble). The offline answerer decides; its reply leads with the intent's reply, written from
 * content/assistant.ts, when that intent answered the question.
 */
import type { ChatAnswer } from "./answer/answer.ts";
import type { KnowledgeBase } from "./answer/knowledge-base.ts";

export const settledIntentIds = ["breach", "contact"] as const;

/** The intent among settledIntentIds that answered, or undefined when the model may answer. */
export function settledIntent(answer: ChatAnswer, knowledge: KnowledgeBase): string | undefined {
  return knowledge.intents.find(
    (intent) => (settledIntentIds as readonly string[]).includes(intent.id) && answer.reply.startsWith(intent.reply),
  )?.id;
}
