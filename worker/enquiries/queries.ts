/**
 * The operator's queries behind `npm run enquiries`. Ids and addresses come from a command line
 * and from visitors, so every value is a bound parameter, never SQL text. Columns keep their
 * snake_case names: they are the headings, `show` keys and CSV columns the operator reads.
 */

import { alertAfterAgeMs, alertAfterFailedAttempts, alertReason, type AlertReason } from "./alert-bounds.ts";
import { enquiryReference } from "./notification.ts";

/**
 * What these queries need of the D1 binding. Spelled out, not the generated `D1Database`, because
 * the operator command imports this module and is type-checked as a Node script without the
 * Workers types; `env.DB` and the platform proxy's binding both fit.
 */
export interface EnquiryDatabase {
  prepare(query: string): EnquiryStatement;
}

export interface EnquiryStatement {
  bind(...values: unknown[]): EnquiryStatement;
  first<Row>(): Promise<Row | null>;
  all<Row>(): Promise<{ results: Row[] }>;
}

export type EnquiryStatus = "received" | "spam";
export type MailState = "pending" | "sending" | "delivered" | "failed" | "held";

/** A row of `list`: enough to recognise an enquiry and see whether its mail went out. */
export interface EnquirySummary {
  id: string;
  created_at: string;
  status: EnquiryStatus;
  full_name: string;
  email: string;
  subject: string;
  /** Null for spam, which never gets a mail job. */
  mail_state: MailState | null;
}

/** An enquiry in full with its mail job; the mail fields are null when it has no job (spam). */
export interface EnquiryRecord {
  id: string;
  created_at: string;
  status: EnquiryStatus;
  full_name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  mail_state: MailState | null;
  mail_attempts: number | null;
  mail_error: string | null;
  mail_delivered_at: string | null;
}

/** The columns of `show` and of the CSV export, in the order the operator reads them. */
export const enquiryRecordColumns = [
  "id",
  "created_at",
  "status",
  "full_name",
  "email",
  "phone",
  "company",
  "subject",
  "message",
  "mail_state",
  "mail_attempts",
  "mail_error",
  "mail_delivered_at",
] as const satisfies readonly (keyof EnquiryRecord)[];

const recordSelect = `SELECT e.id, e.created_at, e.status, e.full_name, e.email, e.phone, e.company, e.subject, e.message,
    j.state AS mail_state, j.attempts AS mail_attempts, j.last_error AS mail_error, j.delivered_at AS mail_delivered_at
  FROM enquiries e LEFT JOIN mail_jobs j ON j.enquiry_id = e.id`;

/** The newest enquiries first: the operator usually looks for what just came in. */
export async function listEnquiries(db: EnquiryDatabase, limit = 50): Promise<EnquirySummary[]> {
  // SQLite reads a negative LIMIT as "no limit"; refuse it rather than dump everything.
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive whole number: ${limit}`);
  const { results } = await db
    .prepare(
      `SELECT e.id, e.created_at, e.status, e.full_name, e.email, e.subject, j.state AS mail_state
       FROM enquiries e LEFT JOIN mail_jobs j ON j.enquiry_id = e.id
       ORDER BY e.created_at DESC LIMIT ?`,
    )
    .bind(limit)
    .all<EnquirySummary>();
  return results;
}

/** One enquiry with its mail job, or null when no enquiry has that id. */
export async function findEnquiry(db: EnquiryDatabase, id: string): Promise<EnquiryRecord | null> {
  return db.prepare(`${recordSelect} WHERE e.id = ?`).bind(id).first<EnquiryRecord>();
}

/** Every enquiry, oldest first, so an export reads as the history it is. */
export async function exportEnquiries(db: EnquiryDatabase): Promise<EnquiryRecord[]> {
  const { results } = await db.prepare(`${recordSelect} ORDER BY e.created_at`).all<EnquiryRecord>();
  return results;
}

/**
 * Due at once with fresh attempts, so the next Cron run sends it. Refused while `sending`: a worker
 * holds the claim and may be mid-send. False too for spam, which has no job.
 */
export async function retryMail(db: EnquiryDatabase, enquiryId: string): Promise<boolean> {
  const job = await db
    .prepare(
      `UPDATE mail_jobs
         SET state = 'pending', attempts = 0, next_attempt_at = '1970-01-01T00:00:00.000Z',
             claim_token = NULL, claimed_until = NULL, delivered_at = NULL, last_error = NULL,
             last_status = NULL, alerted_at = NULL
       WHERE enquiry_id = ? AND state != 'sending'
       RETURNING id`,
    )
    .bind(enquiryId)
    .first<{ id: string }>();
  return job !== null;
}

/** A mail job that needs a person, as `status` lists it: identified by reference and id, never by its content. */
export interface MailNeedingAttention {
  reference: string;
  enquiry_id: string;
  state: MailState;
  attempts: number;
  last_status: string | null;
  created_at: string;
  reason: AlertReason;
}

export interface MailStatus {
  /** Jobs per state; spam has no job and is not counted. */
  counts: Record<MailState, number>;
  /** When the oldest job not yet delivered (pending, sending or held) was created; null when none is. */
  oldestUndelivered: string | null;
  /** Failed jobs and those past a bound of alert-bounds.ts, the oldest first, at most `limit`. */
  attention: MailNeedingAttention[];
  /** How many jobs need attention in all. */
  attentionTotal: number;
}

/** The outbox at a glance, for `npm run enquiries -- status`. */
export async function mailStatus(db: EnquiryDatabase, now = Date.now(), limit = 20): Promise<MailStatus> {
  const counts: Record<MailState, number> = { pending: 0, sending: 0, held: 0, failed: 0, delivered: 0 };
  let oldestUndelivered: string | null = null;
  const { results: states } = await db
    .prepare("SELECT state, COUNT(*) AS n, MIN(created_at) AS oldest FROM mail_jobs GROUP BY state")
    .all<{ state: MailState; n: number; oldest: string }>();
  for (const { state, n, oldest } of states) {
    counts[state] = n;
    if (state !== "delivered" && state !== "failed" && (oldestUndelivered === null || oldest < oldestUndelivered)) {
      oldestUndelivered = oldest;
    }
  }
  const needsAttention = `(state = 'failed' AND COALESCE(last_status, '') != 'erased')
    OR (state IN ('pending', 'sending', 'held') AND ((state = 'pending' AND attempts >= ?1) OR created_at <= ?2))`;
  const bounds = [alertAfterFailedAttempts, new Date(now - alertAfterAgeMs).toISOString()];
  const total = await db
    .prepare(`SELECT COUNT(*) AS n FROM mail_jobs WHERE ${needsAttention}`)
    .bind(...bounds)
    .first<{ n: number }>();
  const { results: jobs } = await db
    .prepare(
      `SELECT enquiry_id, state, attempts, last_status, created_at FROM mail_jobs
       WHERE ${needsAttention} ORDER BY created_at LIMIT ?3`,
    )
    .bind(...bounds, limit)
    .all<Omit<MailNeedingAttention, "reference" | "reason">>();
  const attention = jobs.map((job) => ({
    reference: enquiryReference(job.enquiry_id),
    ...job,
    reason: alertReason(job, now) ?? "age",
  }));
  return { counts, oldestUndelivered, attention, attentionTotal: total?.n ?? 0 };
}

/**
 * Case-insensitive: an erasure request names the person, not how they once typed their address.
 * Mail jobs go by ON DELETE CASCADE (D1 enforces foreign keys). Returns how many were erased.
 */
export async function eraseEnquiriesFrom(db: EnquiryDatabase, email: string): Promise<number> {
  const { results } = await db
    .prepare("DELETE FROM enquiries WHERE lower(email) = lower(?) RETURNING id")
    .bind(email)
    .all<{ id: string }>();
  return results.length;
}
