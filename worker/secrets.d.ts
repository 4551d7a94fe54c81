// Secrets are set with `wrangler secret put` and never appear in wrangler.toml, so `wrangler types`
// cannot see them: they are declared here, optional because local runs have none.
interface Env {
  /** MailChannels Email API key. Without it, enquiry mails stay stored as "held". */
  MAILCHANNELS_API_KEY?: string;
}
