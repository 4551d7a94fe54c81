import type { Notification } from "./notification.ts";

/**
 * DKIM signing by MailChannels with our own key: the signing domain (`d=`), the selector (`s=`,
 * where receivers find the public key: `<selector>._domainkey.<domain>`) and the private key as
 * the Email API takes it, Base64 of its DER form.
 */
export interface DkimKey {
  domain: string;
  selector: string;
  privateKeyBase64: string;
}

export interface MailConfig {
  baseUrl: string;
  apiKey: string;
  from: string;
  to: string;
  /** Null: MailChannels sends the mail unsigned (or with a key it manages for the domain). */
  dkim: DkimKey | null;
}

/**
 * The longest a send may take: the request is aborted after this, so a sender that starts a send
 * knows when it will have an answer or an error. The outbox's claim is sized from it.
 */
export const sendTimeoutMs = 10_000;

/** MailChannels answered, but not with success; `status` is its HTTP status. */
export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
  readonly status: number;
  constructor(status: number, detail: string) {
    super(`MailChannels answered ${status}: ${detail}`);
    this.status = status;
  }
}

/**
 * A failed send in one word an operator's alert may carry: MailChannels' HTTP status, `timeout`
 * when it did not answer within `sendTimeoutMs`, or `network` when it could not be reached. Never
 * the response text, which may quote the addresses of the mail.
 */
export function deliveryStatus(error: unknown): string {
  if (error instanceof MailDeliveryError) return String(error.status);
  if (error instanceof Error && error.name === "TimeoutError") return "timeout";
  return "network";
}

/**
 * The body of POST /tx/v1/send. The enquiry's reference travels in the subject and in an
 * `X-Enquiry-Reference` header (the body's top-level `headers` object of string pairs; X- headers
 * are not among the ones MailChannels reserves), so a repeat of the same enquiry can be recognised,
 * or filtered, in the inbox. With a DKIM key the three `dkim_*` fields go at the top level, where
 * they apply to every personalization (there is one).
 */
export function mailChannelsRequest(config: MailConfig, mail: Notification) {
  return {
    personalizations: [{ to: [{ email: config.to }] }],
    from: { email: config.from, name: "Website enquiries" },
    reply_to: mail.replyTo,
    subject: mail.subject,
    headers: { "X-Enquiry-Reference": mail.reference },
    content: [
      { type: "text/plain", value: mail.text },
      { type: "text/html", value: mail.html },
    ],
    ...(config.dkim && {
      dkim_domain: config.dkim.domain,
      dkim_selector: config.dkim.selector,
      dkim_private_key: config.dkim.privateKeyBase64,
    }),
  };
}

/** Sends one notification through the MailChannels Email API. */
export async function sendThroughMailChannels(config: MailConfig, mail: Notification): Promise<void> {
  const response = await fetch(new URL("/tx/v1/send", config.baseUrl), {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Api-Key": config.apiKey },
    body: JSON.stringify(mailChannelsRequest(config, mail)),
    signal: AbortSignal.timeout(sendTimeoutMs),
  });
  if (!response.ok) throw new MailDeliveryError(response.status, (await response.text()).slice(0, 300));
}
