import type { ContactEnquiry } from "../../app/shared/contact-schema.ts";
import { log, type LogFields } from "../log.ts";
import { alertAfterAgeMs, alertAfterFailedAttempts, alertReason, type AlertReason } from "./alert-bounds.ts";
import { isoTime, newId } from "./ids.ts";
import { deliveryStatus, sendThroughMailChannels, sendTimeoutMs, type MailConfig } from "./mailchannels.ts";
import { composeNotification, enquiryReference } from "./notification.ts";

/** What the outbox works with: the database, and the mail settings (null: no API key, jobs wait as held). */
export interface Outbox {
  db: D1Database;
  mail: MailConfig | null;
}

/** After this many failed attempts a job is marked failed and left for the operator. */
export const maxAttempts = 8;

/**
 * How long a claim (lease) lasts from the moment it is made. While it lasts no other run can claim
 * the job; after it, a run may take the job over, so a worker that died mid-send does not strand it.
 * 60 s is six times the send timeout (10 s, `sendTimeoutMs`): the holder loads the enquiry, sends
 * (aborted at 10 s at the latest) and records the outcome well inside it, with room for a slow D1
 * write and for clocks that differ by seconds between machines.
 */
export const leaseMs = 60_000;

/**
 * A send starts only if at least this much of the lease is left: the longest a send can take plus
 * 20 s to record its outcome. With less left the sender releases the job instead, so a send never
 * runs on after its lease, when another run could claim the job and send it again.
 */
export const sendWindowMs = sendTimeoutMs + 20_000;

/**
 * How long one outbox run may go on: it claims no new job once the job's lease would outlast this.
 * Below the Cron's 5-minute interval, so runs rarely overlap (when they do, claims keep them apart),
 * and far inside the 15 minutes of wall time Cloudflare gives a Cron invocation.
 */
export const runTimeMs = 4 * 60_000;

/** Wait before attempt n+1 after n failures: 1 min, 5 min, 15 min, 1 h, then 3 h. */
export function retryDelayMs(failedAttempts: number): number {
  const minutes = [1, 5, 15, 60][failedAttempts - 1] ?? 180;
  return minutes * 60_000;
}

export type DeliveryOutcome = "delivered" | "retry" | "failed" | "released" | "not-claimed" | "no-mail-config";

/** Milliseconds since the epoch, read each time it is called. */
type Clock = () => number;

/**
 * A clock that starts at `start` and runs on in real time. Production starts it at Date.now();
 * tests start it at a chosen time. Every claim, lease check and retry reads it when it happens,
 * never a time taken at the start of a run.
 */
function clockFrom(start: number): Clock {
  const realStart = Date.now();
  return () => start + (Date.now() - realStart);
}

interface ClaimedJob {
  id: string;
  enquiry_id: string;
  attempts: number;
  claim_token: string;
  claimed_until: string;
  created_at: string;
}

/**
 * What a log line may say about a job: its reference, state, attempts, last status and age. Never
 * anything of the enquiry itself.
 */
function jobFields(
  job: { enquiry_id: string; state: string; attempts: number; last_status: string | null; created_at: string },
  now: number,
): LogFields {
  return {
    reference: enquiryReference(job.enquiry_id),
    state: job.state,
    attempts: job.attempts,
    lastStatus: job.last_status,
    ageMinutes: Math.floor((now - Date.parse(job.created_at)) / 60_000),
  };
}

function alert(reason: AlertReason, fields: LogFields): void {
  log.error("mail.alert", { reason, ...fields });
}

/**
 * Claims one job for this worker, stamped with the time the claim is made and held for `leaseMs`.
 * The UPDATE is a single statement, so of two overlapping runs only one sees the row come back, and
 * a claim still inside its lease is never taken over: a job is never in two senders' hands at once.
 */
async function claimJob(db: D1Database, jobId: string, now: number): Promise<ClaimedJob | null> {
  const nowIso = isoTime(now);
  return db
    .prepare(
      `UPDATE mail_jobs
         SET state = 'sending', claim_token = ?, claimed_until = ?, attempts = attempts + 1
       WHERE id = ?
         AND ((state IN ('pending', 'held') AND next_attempt_at <= ?)
              OR (state = 'sending' AND claimed_until < ?))
       RETURNING id, enquiry_id, attempts, claim_token, claimed_until, created_at`,
    )
    .bind(newId(), isoTime(now + leaseMs), jobId, nowIso, nowIso)
    .first<ClaimedJob>();
}

async function loadEnquiry(db: D1Database, enquiryId: string) {
  return db
    .prepare(
      `SELECT full_name AS fullName, email, phone, company, subject, message, created_at AS createdAt
       FROM enquiries WHERE id = ?`,
    )
    .bind(enquiryId)
    .first<Omit<ContactEnquiry, "type"> & { createdAt: string }>();
}

/** Tries to send one job now. Safe to call from the request and the Cron at the same time. */
export async function deliverJob(outbox: Outbox, jobId: string, now = Date.now()): Promise<DeliveryOutcome> {
  return deliverWithClock(outbox, jobId, clockFrom(now));
}

/**
 * One claim, at most one send. Every write after the claim names our claim token, so once the
 * lease has passed to another run nothing here can change the job.
 *
 * If the worker dies after MailChannels accepted the mail and before the "delivered" write, the job
 * stays `sending` until its lease ends and a later run sends it again: delivery is at least once
 * across such a crash, and the repeat carries the same reference as the first mail.
 */
async function deliverWithClock(outbox: Outbox, jobId: string, clock: Clock): Promise<DeliveryOutcome> {
  const { db, mail: config } = outbox;
  if (!config) return "no-mail-config";
  const job = await claimJob(db, jobId, clock());
  if (!job) return "not-claimed";
  const ours = (sql: string, ...values: unknown[]) =>
    db
      .prepare(`${sql} WHERE id = ? AND claim_token = ?`)
      .bind(...values, job.id, job.claim_token)
      .run();
  const fields = (state: string, lastStatus: string | null) =>
    jobFields({ ...job, state, last_status: lastStatus }, clock());

  const enquiry = await loadEnquiry(db, job.enquiry_id);
  if (!enquiry) {
    // Erased at the visitor's request after it was queued: nothing left to send.
    await ours(
      "UPDATE mail_jobs SET state = 'failed', last_error = 'enquiry erased', last_status = 'erased', claimed_until = NULL",
    );
    log.info("mail.skipped", fields("failed", "erased"));
    return "failed";
  }
  if (Date.parse(job.claimed_until) - clock() < sendWindowMs) {
    // Too little of the lease is left to finish a send inside it (a stalled isolate, a slow D1):
    // hand the job back, due at once and with the attempt undone, for a run with time to send it.
    await ours(
      `UPDATE mail_jobs SET state = 'pending', attempts = attempts - 1, next_attempt_at = ?,
         last_error = 'released: lease too short to send', claim_token = NULL, claimed_until = NULL`,
      isoTime(clock()),
    );
    log.warn("mail.released", { ...fields("pending", null), attempts: job.attempts - 1 });
    return "released";
  }

  const mail = composeNotification({ type: "contact", ...enquiry }, job.enquiry_id, enquiry.createdAt);
  try {
    await sendThroughMailChannels(config, mail);
  } catch (error) {
    // Not accepted, or no answer within the timeout (then it may still have been accepted: the
    // retry would repeat it, under the same reference). The error's text stays in D1 for the
    // operator; a log line gets only its status.
    const message = error instanceof Error ? error.message : String(error);
    const status = deliveryStatus(error);
    if (job.attempts >= maxAttempts) {
      await ours(
        "UPDATE mail_jobs SET state = 'failed', last_error = ?, last_status = ?, claimed_until = NULL",
        message,
        status,
      );
      alert("gave-up", fields("failed", status));
      return "failed";
    }
    const delayMs = retryDelayMs(job.attempts);
    await ours(
      "UPDATE mail_jobs SET state = 'pending', next_attempt_at = ?, last_error = ?, last_status = ?, claimed_until = NULL",
      isoTime(clock() + delayMs),
      message,
      status,
    );
    log.warn("mail.retry", { ...fields("pending", status), retryInMinutes: delayMs / 60_000 });
    return "retry";
  }
  // Accepted. A failure to record it must not be taken for a failed send (that would schedule a
  // second mail on purpose): it propagates, and the lease decides, as if the worker had died here.
  await ours(
    "UPDATE mail_jobs SET state = 'delivered', delivered_at = ?, last_error = NULL, last_status = NULL, claimed_until = NULL",
    isoTime(clock()),
  );
  log.info("mail.delivered", fields("delivered", null));
  return "delivered";
}

export interface OutboxRun {
  delivered: number;
  retried: number;
  failed: number;
}

/**
 * The Cron's work: send every due job (held ones too, once an API key exists), one at a time,
 * until `runTimeMs` is nearly used up. `now` is the run's start; the clock runs on from it.
 */
export async function runOutbox(outbox: Outbox, now = Date.now(), limit = 50): Promise<OutboxRun> {
  const run: OutboxRun = { delivered: 0, retried: 0, failed: 0 };
  if (!outbox.mail) return run;
  const clock = clockFrom(now);
  const nowIso = isoTime(now);
  const due = await outbox.db
    .prepare(
      `SELECT id FROM mail_jobs
     WHERE (state IN ('pending', 'held') AND next_attempt_at <= ?) OR (state = 'sending' AND claimed_until < ?)
     ORDER BY next_attempt_at LIMIT ?`,
    )
    .bind(nowIso, nowIso, limit)
    .all<{ id: string }>();
  for (const { id } of due.results) {
    // A job claimed now may take its whole lease; claim none that would run past the run's time.
    if (clock() - now + leaseMs > runTimeMs) break;
    const outcome = await deliverWithClock(outbox, id, clock);
    if (outcome === "delivered") run.delivered += 1;
    else if (outcome === "retry") run.retried += 1;
    else if (outcome === "failed") run.failed += 1;
  }
  return run;
}

/**
 * Logs a `mail.alert` for every job that has crossed a bound of alert-bounds.ts since the last run
 * (held jobs too, which no attempt ever touches), and marks it alerted in the same statement, so
 * overlapping runs report each job once. Returns how many it reported. A job that fails for good
 * is reported again when it does (in the delivery, as `gave-up`); a retry by the operator clears
 * the mark.
 */
export async function raiseAlerts(db: D1Database, now = Date.now()): Promise<number> {
  const { results } = await db
    .prepare(
      `UPDATE mail_jobs SET alerted_at = ?1
       WHERE alerted_at IS NULL AND state IN ('pending', 'sending', 'held')
         AND ((state = 'pending' AND attempts >= ?2) OR created_at <= ?3)
       RETURNING enquiry_id, state, attempts, last_status, created_at`,
    )
    .bind(isoTime(now), alertAfterFailedAttempts, isoTime(now - alertAfterAgeMs))
    .all<{ enquiry_id: string; state: string; attempts: number; last_status: string | null; created_at: string }>();
  for (const job of results) alert(alertReason(job, now) ?? "age", jobFields(job, now));
  return results.length;
}
