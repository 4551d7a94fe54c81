import type { Notification } from "./notification.ts";

export interface MailConfig {
  baseUrl: string;
  apiKey: string;
  from: string;
  to: string;
}

/**
 * The longest a send may take: the request is aborted after this, so a sender that starts a send
 * knows when it will have an answer or an error. The outbox's claim is sized from it.
 */
export const sendTimeoutMs = 10_000;

export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
}

/**
 * Sends one notification through the MailChannels Email API (POST /tx/v1/send). The enquiry's
 * reference travels in the subject and in an `X-Enquiry-Reference` header (the body's top-level
 * `headers` object of string pairs; X- headers are not among the ones MailChannels reserves), so a
 * repeat of the same enquiry can be recognised, or filtered, in the inbox.
 */
export async function sendThroughMailChannels(config: MailConfig, mail: Notification): Promise<void> {
  const response = await fetch(new URL("/tx/v1/send", config.baseUrl), {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Api-Key": config.apiKey },
    body: JSON.stringify({
      personalizations: [{ to: [{ email: config.to }] }],
      from: { email: config.from, name: "Website enquiries" },
      reply_to: mail.replyTo,
      subject: mail.subject,
      headers: { "X-Enquiry-Reference": mail.reference },
      content: [
        { type: "text/plain", value: mail.text },
        { type: "text/html", value: mail.html },
      ],
    }),
    signal: AbortSignal.timeout(sendTimeoutMs),
  });
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 300);
    throw new MailDeliveryError(`MailChannels answered ${response.status}: ${detail}`);
  }
}

/** The mail settings from the environment, or null when no API key is configured. */
export function mailConfigFrom(env: Env): MailConfig | null {
  if (!env.MAILCHANNELS_API_KEY) return null;
  return {
    baseUrl: env.MAILCHANNELS_BASE_URL,
    apiKey: env.MAILCHANNELS_API_KEY,
    from: env.MAIL_FROM,
    to: env.CONTACT_INBOX,
  };
}
