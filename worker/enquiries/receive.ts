/**
 * The enquiry endpoint's work, as one function of the Worker's environment: tell a bot from a
 * person, store the enquiry and its mail job under the exact per-IP limit, and start the first
 * delivery once the visitor has the answer. The route (routes/contact.ts) only turns the outcome
 * into HTTP.
 */
import { minimumFillTimeMs, type ContactEnquiry } from "../../app/shared/contact-schema.ts";
import { windowSeconds } from "../rate-limit.ts";
import { mailConfigFrom } from "./mailchannels.ts";
import { deliverJob } from "./outbox.ts";
import { saveEnquiry } from "./store.ts";

/** Enquiries one IP may store per window (RATE_LIMIT_ENQUIRIES, default 5). */
export function enquiryLimit(env: Env): number {
  return Number(env.RATE_LIMIT_ENQUIRIES) || 5;
}

export type EnquiryOutcome =
  /** Stored (a bot's too, which is never mailed): the visitor hears "sent". */
  | { kind: "accepted" }
  /** Not stored: this IP has its allowance of enquiries in the window. */
  | { kind: "limited"; retryAfterSeconds: number }
  /** Not stored: the database failed. */
  | { kind: "unavailable" };

export async function receiveEnquiry(
  env: Env,
  enquiry: ContactEnquiry,
  sender: { ipHash: string; now: number },
  waitUntil: (work: Promise<unknown>) => void,
): Promise<EnquiryOutcome> {
  // Bots fill the hidden field or submit faster than a person can type: store, never mail.
  const spam =
    Boolean(enquiry.website) || (enquiry.startedAt !== undefined && sender.now - enquiry.startedAt < minimumFillTimeMs);
  const limit = { ipHash: sender.ipHash, max: enquiryLimit(env), windowMs: windowSeconds(env) * 1000 };
  let saved;
  try {
    saved = await saveEnquiry(env.DB, enquiry, {
      spam,
      mailConfigured: mailConfigFrom(env) !== null,
      now: sender.now,
      limit,
    });
  } catch (error) {
    console.error("Could not store enquiry", error);
    return { kind: "unavailable" };
  }
  if (!saved.stored) return { kind: "limited", retryAfterSeconds: saved.retryAfterMs / 1000 };
  // First delivery attempt after answering; the Cron retries anything this does not finish.
  if (saved.jobId) waitUntil(deliverJob(env, saved.jobId));
  return { kind: "accepted" };
}
