/**
 * The shapes the chat's record shares between the browser and the Worker: the conversation's
 * reference (made by the browser, stored with each turn, quoted by a visitor who asks for the
 * conversation to be erased), the id a reply is voted on by, and the votes. No zod here, so the
 * chat panel reads them without loading it.
 */

/** Crockford's base32: no I, L, O or U, so a reference read aloud or retyped stays the same. */
const referenceAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A conversation's reference: 16 characters in groups of four (80 random bits), e.g. K7QM-2XRP-9DHT-4WNC. */
export const chatSessionPattern = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** A new conversation reference from the platform's random source. */
export function newChatSessionReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const characters = Array.from(bytes, (byte) => referenceAlphabet[byte % 32]);
  return [0, 4, 8, 12].map((at) => characters.slice(at, at + 4).join("")).join("-");
}

/** The id of one reply (the Worker's, signed): 22 random characters, a dot, 22 of its signature. */
export const chatTurnIdPattern = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;

export const chatVotes = ["helpful", "not-helpful"] as const;
export type ChatVote = (typeof chatVotes)[number];
