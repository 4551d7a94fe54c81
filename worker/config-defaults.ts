import { company } from "../content/company.ts";

/**
 * The values the Worker uses when a setting is not set at all, apart from config.ts so that the
 * scripts that run the chat outside the Worker (`npm run eval:chat -- --remote`) read the same ones.
 */
export const configDefaults = {
  windowSeconds: 600,
  enquiries: 5,
  chat: 40,
  chatFeedback: 60,
  /** Days a chat turn's record is kept (content/company.ts promises at most this many). */
  chatRecordDays: company.chatRecordDays,
  /** Turns, and votes, recorded per IP hash per day; beyond it replies and votes work but are not recorded. */
  chatRecordDailyCap: 200,
  bodyReadTimeoutMs: 10_000,
  aiModel: "@cf/meta/llama-3.1-8b-instruct",
  /** The local encoder the build embeds the passages with and the local AI stand-in serves (pipeline/chat-index/local-encoder.ts). */
  embeddingModel: "local/universal-sentence-encoder-lite",
  embeddingTimeoutMs: 1_500,
  aiTimeoutMs: 15_000,
  aiFirstTokenMs: 4_000,
} as const;
