/**
 * The enquiry endpoint's work, as one function of what it needs: tell a bot from a person, store
 * the enquiry and its mail job under the exact per-IP limit, and start the first delivery once the
 * visitor has the answer. The route (routes/contact.ts) only turns the outcome into HTTP.
 */
import { minimumFillTimeMs, type ContactEnquiry } from "../../app/shared/contact-schema.ts";
import { errorFields, log } from "../log.ts";
import { enquiryReference } from "./notification.ts";
import { deliverJob, type Outbox } from "./outbox.ts";
import { saveEnquiry } from "./store.ts";

export interface EnquiryDesk {
  outbox: Outbox;
  /** At most `max` stored enquiries per IP within `windowMs`. */
  limit: { max: number; windowMs: number };
}

export type EnquiryOutcome =
  /** Stored (a bot's too, which is never mailed): the visitor hears "sent". */
  | { kind: "accepted" }
  /** Not stored: this IP has its allowance of enquiries in the window. */
  | { kind: "limited"; retryAfterSeconds: number }
  /** Not stored: the database failed. */
  | { kind: "unavailable" };

export async function receiveEnquiry(
  desk: EnquiryDesk,
  enquiry: ContactEnquiry,
  sender: { ipHash: string; now: number },
  waitUntil: (work: Promise<unknown>) => void,
): Promise<EnquiryOutcome> {
  // Bots fill the hidden field or submit faster than a person can type: store, never mail.
  const spam =
    Boolean(enquiry.website) || (enquiry.startedAt !== undefined && sender.now - enquiry.startedAt < minimumFillTimeMs);
  const mailConfigured = desk.outbox.mail !== null;
  let saved;
  try {
    saved = await saveEnquiry(desk.outbox.db, enquiry, {
      spam,
      mailConfigured,
      now: sender.now,
      limit: { ipHash: sender.ipHash, ...desk.limit },
    });
  } catch (error) {
    log.error("enquiry.not_stored", errorFields(error));
    return { kind: "unavailable" };
  }
  if (!saved.stored) return { kind: "limited", retryAfterSeconds: saved.retryAfterMs / 1000 };
  log.info("enquiry.stored", {
    reference: enquiryReference(saved.enquiryId),
    spam,
    mail: saved.jobId ? (mailConfigured ? "pending" : "held") : null,
  });
  // First delivery attempt after answering; the Cron retries anything this does not finish.
  if (saved.jobId) waitUntil(deliverJob(desk.outbox, saved.jobId));
  return { kind: "accepted" };
}
