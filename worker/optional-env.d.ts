// Settings `wrangler types` cannot see: secrets set with `wrangler secret put`, and optional
// variables with a default in code. All are optional because local runs have none of them; the
// Worker reads them only through worker/config.ts, which checks them.
interface Env {
  /** Milliseconds to wait for Workers AI before answering from site content (default 15000). */
  AI_TIMEOUT_MS?: string;
  /** Milliseconds to wait for the model's first token before answering from site content (default 4000). */
  AI_FIRST_TOKEN_MS?: string;
  /** The embedding model of the chat's search (default: the local encoder the build embeds the passages with). */
  AI_EMBEDDING_MODEL?: string;
  /** Milliseconds to wait for a question's embedding before searching by words alone (default 1500). */
  AI_EMBEDDING_TIMEOUT_MS?: string;
  /** MailChannels Email API key. Without it, enquiry mails stay stored as "held". */
  MAILCHANNELS_API_KEY?: string;
  /** DKIM signing: all three or none. The domain that signs (d=), MAIL_FROM's domain or a parent of it. */
  DKIM_DOMAIN?: string;
  /** The DKIM selector (s=): the public key is published at <selector>._domainkey.<domain>. */
  DKIM_SELECTOR?: string;
  /** The DKIM private key: PEM, or the Base64 of its DER form. */
  DKIM_PRIVATE_KEY?: string;
}
