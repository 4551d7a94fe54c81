import type { ContactEnquiry } from "../../app/shared/contact-schema.ts";
import { isoTime, newId } from "./ids.ts";

/** The per-IP limit the insert enforces: at most `max` enquiries per `ipHash` within `windowMs`. */
export interface EnquiryLimit {
  ipHash: string;
  max: number;
  windowMs: number;
}

export type SaveResult =
  /** Stored; jobId is the notification job, or null for spam (stored for the record, never mailed). */
  | { stored: true; enquiryId: string; jobId: string | null }
  /** Not stored: this IP already has `max` enquiries in the window; the oldest leaves it in retryAfterMs. */
  | { stored: false; retryAfterMs: number };

/**
 * Writes the enquiry and its mail job in one batch: D1 runs a batch as a single transaction, so
 * either both rows exist or neither does. Only after this succeeds may the visitor hear "sent".
 *
 * The enquiry's INSERT counts the IP's enquiries in the window itself (INSERT ... SELECT ... WHERE
 * count < max), so the check and the write are one statement and concurrent requests cannot all
 * pass the check (the count stops at the limit, so it reads at most that many index entries); the
 * job is inserted only if the enquiry was. The same batch clears the hashes of enquiries older
 * than the window, which no count needs any more.
 */
export async function saveEnquiry(
  db: D1Database,
  enquiry: ContactEnquiry,
  options: { spam: boolean; mailConfigured: boolean; now: number; limit: EnquiryLimit },
): Promise<SaveResult> {
  const enquiryId = newId();
  const created = isoTime(options.now);
  const windowStart = isoTime(options.now - options.limit.windowMs);
  const clearOldHashes = db
    .prepare("UPDATE enquiries SET ip_hash = NULL WHERE ip_hash IS NOT NULL AND created_at <= ?")
    .bind(windowStart);
  const insertEnquiry = db
    .prepare(
      `INSERT INTO enquiries (id, created_at, full_name, email, phone, company, subject, message, status, ip_hash)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
       WHERE (SELECT COUNT(*) FROM (SELECT 1 FROM enquiries WHERE ip_hash = ?10 AND created_at > ?11 LIMIT ?12)) < ?12`,
    )
    .bind(
      enquiryId,
      created,
      enquiry.fullName,
      enquiry.email,
      enquiry.phone,
      enquiry.company,
      enquiry.subject,
      enquiry.message,
      options.spam ? "spam" : "received",
      options.limit.ipHash,
      windowStart,
      options.limit.max,
    );
  const statements = [clearOldHashes, insertEnquiry];
  const jobId = options.spam ? null : newId();
  if (jobId) {
    statements.push(
      db
        .prepare(
          `INSERT INTO mail_jobs (id, enquiry_id, state, attempts, next_attempt_at, created_at)
           SELECT ?1, ?2, ?3, 0, ?4, ?4 WHERE EXISTS (SELECT 1 FROM enquiries WHERE id = ?2)`,
        )
        .bind(jobId, enquiryId, options.mailConfigured ? "pending" : "held", created),
    );
  }
  const [, inserted] = await db.batch(statements);
  if ((inserted?.meta.changes ?? 0) > 0) return { stored: true, enquiryId, jobId };

  const oldest = await db
    .prepare("SELECT MIN(created_at) AS at FROM enquiries WHERE ip_hash = ? AND created_at > ?")
    .bind(options.limit.ipHash, windowStart)
    .first<{ at: string | null }>();
  const frees = oldest?.at ? Date.parse(oldest.at) + options.limit.windowMs : options.now + options.limit.windowMs;
  return { stored: false, retryAfterMs: Math.max(1000, frees - options.now) };
}
