/**
 * When the chat shows its contact form (spec section 4): after a user message, if the conversation
 * or the reply mentions contact, quote, pricing or reach, or the reply offers to connect the user
 * with the team.
 */

/** Whole words, case-insensitive. */
const contactWords = /\b(?:contact|contacting|quote|quotation|pricing|price|prices|reach)\b/i;

/** The reply's offer to put the visitor in touch. */
const connectOffer = /\bconnect you with (?:our|the) team\b/i;

/** Markdown link targets ("](/contact)") are addresses, not words the visitor or assistant used. */
function withoutLinkTargets(text: string): string {
  return text.replace(/\]\([^)\s]*\)/g, "]");
}

export function shouldOfferContactForm(conversation: string, reply: string): boolean {
  const replyText = withoutLinkTargets(reply);
  return (
    contactWords.test(withoutLinkTargets(conversation)) || contactWords.test(replyText) || connectOffer.test(replyText)
  );
}
