-- The per-IP enquiry limit, kept exactly: each enquiry stores a keyed hash of the sender's IP
-- (HMAC-SHA-256 with the IP_HASH_SALT secret; never the address itself), and the INSERT that
-- stores an enquiry counts that hash's enquiries within the window in the same statement, so
-- concurrent requests cannot all pass one check. Rows from before this migration have no hash and
-- never count. The hash is cleared once its enquiry is older than the window.

ALTER TABLE enquiries ADD COLUMN ip_hash TEXT;

-- The count: one IP's enquiries since the start of the window.
CREATE INDEX enquiries_ip_hash_created_at ON enquiries (ip_hash, created_at);
-- Clearing: only rows that still carry a hash, by age.
CREATE INDEX enquiries_hashed_created_at ON enquiries (created_at) WHERE ip_hash IS NOT NULL;
