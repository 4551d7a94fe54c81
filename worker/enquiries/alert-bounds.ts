/**
 * When a mail job needs a person: the outbox logs a `mail.alert` line for it (once when it first
 * crosses a bound, again if it fails for good) and `npm run enquiries -- status` lists it. Kept free of the Workers runtime, since the
 * operator command reads it too.
 *
 * Three failed attempts: the retries are 1 and 5 minutes apart, so the third failure comes about
 * 6 to 15 minutes after the enquiry (the Cron runs every 5 minutes), and three failures spread over
 * that long are not a passing blip but a cause someone must remove (a revoked API key, a missing
 * Domain Lockdown record: answers that no retry will change).
 *
 * Thirty minutes old and not delivered, whatever the attempts: this catches what attempts never
 * count, a job held because production has no MAILCHANNELS_API_KEY, or jobs nobody sends because
 * the Cron is not running, and still leaves nearly all of the response time the company promises
 * (content/company.ts) to fix the cause and send the mail.
 */
export const alertAfterFailedAttempts = 3;
export const alertAfterAgeMs = 30 * 60_000;

/** `attempts`: crossed the failure bound; `age`: crossed the age bound; `gave-up`: failed for good. */
export type AlertReason = "attempts" | "age" | "gave-up";

export interface JobProgress {
  state: string;
  attempts: number;
  created_at: string;
}

/** Why a job needs attention now, or null while it needs none. */
export function alertReason(job: JobProgress, now: number): AlertReason | null {
  if (job.state === "failed") return "gave-up";
  if (job.state === "delivered") return null;
  if (job.state === "pending" && job.attempts >= alertAfterFailedAttempts) return "attempts";
  if (now - Date.parse(job.created_at) >= alertAfterAgeMs) return "age";
  return null;
}
