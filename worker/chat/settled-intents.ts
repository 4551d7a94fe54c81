/**
 * Questions the content answer settles without the model: a security incident in progress (the
 * visitor needs the 24/7 line now, word for word) and contact details (exact facts a model may
 * garble). The offline answerer decides: these are the intents whose reply opens its answer.
 */
import type { ChatAnswer } from "./answer/answer.ts";

export const settledIntentIds: ReadonlySet<string> = new Set(["breach", "contact"]);

/** The settled intent that answered, or undefined when the model may answer. */
export function settledIntent(answer: ChatAnswer): string | undefined {
  return answer.leadIntent && settledIntentIds.has(answer.leadIntent) ? answer.leadIntent : undefined;
}
