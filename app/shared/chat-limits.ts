/**
 * The chat request's limits: the Worker's schema (chat-schema.ts) validates with them and the chat
 * input stops at them. A module of its own, so the chat panel reads them without loading zod.
 */
export const chatLimits = { message: 1000, context: 4000 } as const;
