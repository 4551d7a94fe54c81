import type { ContactEnquiry } from "../../app/shared/contact-schema.ts";
import { isoTime, newId } from "./ids.ts";

export interface StoredEnquiry {
  enquiryId: string;
  /** The notification job, or null for spam (stored for the record, never mailed). */
  jobId: string | null;
}

/**
 * Writes the enquiry and its mail job in one batch: D1 runs a batch as a single transaction, so
 * either both rows exist or neither does. Only after this succeeds may the visitor hear "sent".
 */
export async function saveEnquiry(
  db: D1Database,
  enquiry: ContactEnquiry,
  options: { spam: boolean; mailConfigured: boolean; now: number },
): Promise<StoredEnquiry> {
  const enquiryId = newId();
  const created = isoTime(options.now);
  const insertEnquiry = db
    .prepare(
      `INSERT INTO enquiries (id, created_at, full_name, email, phone, company, subject, message, status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
    );
  if (options.spam) {
    await insertEnquiry.run();
    return { enquiryId, jobId: null };
  }
  const jobId = newId();
  const insertJob = db
    .prepare(
      `INSERT INTO mail_jobs (id, enquiry_id, state, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, 0, ?, ?)`,
    )
    .bind(jobId, enquiryId, options.mailConfigured ? "pending" : "held", created, created);
  await db.batch([insertEnquiry, insertJob]);
  return { enquiryId, jobId };
}
