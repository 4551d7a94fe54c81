-- Enquiries from the contact form and the chat, and the outbox of notification mails.
-- An enquiry and its mail job are written in one batch (one transaction) before the visitor is
-- told "sent"; the outbox then delivers each job at least once and records every attempt.

CREATE TABLE enquiries (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  full_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  -- 'received', or 'spam' for honeypot and too-fast submissions (stored, never mailed).
  status TEXT NOT NULL CHECK (status IN ('received', 'spam'))
);

CREATE INDEX enquiries_email ON enquiries (email);
CREATE INDEX enquiries_created_at ON enquiries (created_at);

CREATE TABLE mail_jobs (
  id TEXT PRIMARY KEY,
  enquiry_id TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  -- pending: due at next_attempt_at; sending: claimed by one worker until claimed_until;
  -- delivered; failed: gave up after the last attempt; held: no mail API key configured.
  state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'delivered', 'failed', 'held')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claim_token TEXT,
  claimed_until TEXT,
  last_error TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL
);

CREATE INDEX mail_jobs_due ON mail_jobs (state, next_attempt_at);
