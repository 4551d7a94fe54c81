// Settings `wrangler types` cannot see: a secret set with `wrangler secret put`, and an optional
// variable with a default in code. Both are optional because local runs have neither.
interface Env {
  /** Milliseconds to wait for Workers AI before answering from site content (default 15000). */
  AI_TIMEOUT_MS?: string;
  /** Milliseconds to wait for the model's first token before answering from site content (default 4000). */
  AI_FIRST_TOKEN_MS?: string;
  /** MailChannels Email API key. Without it, enquiry mails stay stored as "held". */
  MAILCHANNELS_API_KEY?: string;
}
