/**
 * When the chat shows its contact form (spec section 4): after a user message, if the conversation
 * or the reply mentions contact, quote, pricing or reach, or the reply offers to connect the user
 * with the team. One exception (decision 0015): a reply that declines the message, as off-topic or
 * hostile, never brings the form up, whatever words the message or the conversation held; offering
 * a visitor's details to the team is no answer to a joke or an attack. The widget and the chat
 * evaluation both decide with this function.
 */

/** How long after the reply the contact form replaces the message input, from the specification. */
export const contactFormDelayMs = 600;

/** The scopes the Worker gives a reply that declines the message rather than answering it. */
export const declinedScopes: ReadonlySet<string> = new Set(["off-topic", "hostile"]);

/** Whole words, case-insensitive. */
const contactWords = /\b(?:contact|contacting|quote|quotation|pricing|price|prices|reach)\b/i;

/** The reply's offer to put the visitor in touch. */
const connectOffer = /\bconnect you with (?:our|the) team\b/i;

/** Markdown link targets ("](/contact)") are addresses, not words the visitor or assistant used. */
export function withoutLinkTargets(text: string): string {
  return text.replace(/\]\([^)\s]*\)/g, "]");
}

/** Whether a text says one of the words that bring up the form. */
export const mentionsContact = (text: string) => contactWords.test(withoutLinkTargets(text));

/**
 * `scope` is the reply's scope as the Worker sent it; a reply without one (the keyword responder's,
 * an older Worker's) follows the specification's rule alone.
 */
export function shouldOfferContactForm(conversation: string, reply: string, scope?: string): boolean {
  if (scope !== undefined && declinedScopes.has(scope)) return false;
  return mentionsContact(conversation) || mentionsContact(reply) || connectOffer.test(withoutLinkTargets(reply));
}
