import type { ContactEnquiry } from "../../app/shared/contact-schema.ts";
import { isoTime, newId } from "./ids.ts";
import { mailConfigFrom, sendThroughMailChannels } from "./mailchannels.ts";
import { composeNotification } from "./notification.ts";

/** After this many failed attempts a job is marked failed and left for the operator. */
export const maxAttempts = 8;

/** How long a claim lasts: a worker that dies mid-send releases its job after this. */
const claimDurationMs = 2 * 60_000;

/** Wait before attempt n+1 after n failures: 1 min, 5 min, 15 min, 1 h, then 3 h. */
export function retryDelayMs(failedAttempts: number): number {
  const minutes = [1, 5, 15, 60][failedAttempts - 1] ?? 180;
  return minutes * 60_000;
}

export type DeliveryOutcome = "delivered" | "retry" | "failed" | "not-claimed" | "no-mail-config";

interface ClaimedJob {
  id: string;
  enquiry_id: string;
  attempts: number;
  claim_token: string;
}

/**
 * Claims one job for this worker. The UPDATE is a single statement, so of two overlapping runs
 * only one sees the row come back: a job is never in two senders' hands at once.
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
       RETURNING id, enquiry_id, attempts, claim_token`,
    )
    .bind(newId(), isoTime(now + claimDurationMs), jobId, nowIso, nowIso)
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
export async function deliverJob(env: Env, jobId: string, now = Date.now()): Promise<DeliveryOutcome> {
  const config = mailConfigFrom(env);
  if (!config) return "no-mail-config";
  const job = await claimJob(env.DB, jobId, now);
  if (!job) return "not-claimed";
  const release = (sql: string, ...values: unknown[]) =>
    env.DB.prepare(`${sql} WHERE id = ? AND claim_token = ?`)
      .bind(...values, job.id, job.claim_token)
      .run();
  try {
    const enquiry = await loadEnquiry(env.DB, job.enquiry_id);
    if (!enquiry) {
      // Erased at the visitor's request after it was queued: nothing left to send.
      await release("UPDATE mail_jobs SET state = 'failed', last_error = 'enquiry erased'");
      return "failed";
    }
    const mail = composeNotification({ type: "contact", ...enquiry }, job.enquiry_id, enquiry.createdAt);
    await sendThroughMailChannels(config, mail);
    await release(
      "UPDATE mail_jobs SET state = 'delivered', delivered_at = ?, last_error = NULL, claimed_until = NULL",
      isoTime(Date.now()),
    );
    return "delivered";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (job.attempts >= maxAttempts) {
      await release("UPDATE mail_jobs SET state = 'failed', last_error = ?, claimed_until = NULL", message);
      return "failed";
    }
    await release(
      "UPDATE mail_jobs SET state = 'pending', next_attempt_at = ?, last_error = ?, claimed_until = NULL",
      isoTime(now + retryDelayMs(job.attempts)),
      message,
    );
    return "retry";
  }
}

export interface OutboxRun {
  delivered: number;
  retried: number;
  failed: number;
}

/** The Cron's work: send every due job (held ones too, once an API key exists). */
export async function runOutbox(env: Env, now = Date.now(), limit = 50): Promise<OutboxRun> {
  const run: OutboxRun = { delivered: 0, retried: 0, failed: 0 };
  if (!mailConfigFrom(env)) return run;
  const nowIso = isoTime(now);
  const due = await env.DB.prepare(
    `SELECT id FROM mail_jobs
     WHERE (state IN ('pending', 'held') AND next_attempt_at <= ?) OR (state = 'sending' AND claimed_until < ?)
     ORDER BY next_attempt_at LIMIT ?`,
  )
    .bind(nowIso, nowIso, limit)
    .all<{ id: string }>();
  for (const { id } of due.results) {
    const outcome = await deliverJob(env, id, now);
    if (outcome === "delivered") run.delivered += 1;
    else if (outcome === "retry") run.retried += 1;
    else if (outcome === "failed") run.failed += 1;
  }
  return run;
}
