/**
 * The chat request's limits: the Worker's schema (chat-schema.ts) validates with them and the chat
 * input stops at them. A module of its own, so the chat panel reads them without loading zod.
 */
export const chatLimits = {
  message: 1000,
  context: 4000,
  /** The structured conversation: at most this many turns (the spec's last six messages), */
  turns: 6,
  /** each at most this long (the browser cuts a longer one), */
  turnText: 1200,
  /** with at most this many links. */
  turnLinks: 6,
} as const;
