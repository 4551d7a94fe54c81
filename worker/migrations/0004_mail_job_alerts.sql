-- What the outbox tells the operator about a mail that is not getting through. last_status is the
-- last attempt's result in one word a log line may carry (MailChannels' HTTP status, "timeout" or
-- "network"; last_error keeps the full text, which may quote addresses). alerted_at is when a
-- `mail.alert` line reported the job, so each job is reported once when it crosses a bound
-- (worker/enquiries/alert-bounds.ts), not on every Cron run; a retry by the operator clears it.

ALTER TABLE mail_jobs ADD COLUMN last_status TEXT;
ALTER TABLE mail_jobs ADD COLUMN alerted_at TEXT;
