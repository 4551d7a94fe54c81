-- The chat's record: one row per answered message (a turn) and one per vote on a reply, for the
-- operator's report (`npm run chat:report`) of what visitors ask and whether the replies help.
-- Nothing here names a visitor: the question is kept redacted (worker/chat-records/redact.ts),
-- a hostile one not at all; session_id is the conversation's random reference, made by the browser
-- so a visitor can quote it to have the conversation erased; ip_hash is the keyed hash the daily
-- cap counts by, cleared once a day old. The Cron deletes rows older than CHAT_RECORD_DAYS.

CREATE TABLE chat_turns (
  -- The id the reply was given (signed, so a vote names a reply the chat really gave).
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  session_id TEXT,
  scope TEXT NOT NULL CHECK (scope IN ('answered', 'not-covered', 'off-topic', 'hostile', 'emergency', 'greeting')),
  -- Redacted and cut to the request's limit; NULL for a hostile message.
  question TEXT,
  -- The page and anchor the reply linked first, if any.
  first_link TEXT,
  top_score REAL NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('model', 'offline')),
  reply_length INTEGER NOT NULL,
  reply_ms INTEGER NOT NULL,
  ip_hash TEXT
);

CREATE INDEX chat_turns_created_at ON chat_turns (created_at);
CREATE INDEX chat_turns_session_id ON chat_turns (session_id) WHERE session_id IS NOT NULL;
-- The daily cap's count, and the Cron clearing hashes a day old, each reading only rows with a hash.
CREATE INDEX chat_turns_ip_hash_created_at ON chat_turns (ip_hash, created_at) WHERE ip_hash IS NOT NULL;
CREATE INDEX chat_turns_hashed_created_at ON chat_turns (created_at) WHERE ip_hash IS NOT NULL;

-- One vote per reply: voting again changes it, "none" deletes it. Keyed by the reply's id rather
-- than a column of chat_turns, so a vote cast before its turn's row is written is kept.
CREATE TABLE chat_votes (
  turn_id TEXT PRIMARY KEY,
  vote TEXT NOT NULL CHECK (vote IN ('helpful', 'not-helpful')),
  created_at TEXT NOT NULL,
  voted_at TEXT NOT NULL,
  ip_hash TEXT
);

CREATE INDEX chat_votes_created_at ON chat_votes (created_at);
CREATE INDEX chat_votes_ip_hash_created_at ON chat_votes (ip_hash, created_at) WHERE ip_hash IS NOT NULL;
CREATE INDEX chat_votes_hashed_created_at ON chat_votes (created_at) WHERE ip_hash IS NOT NULL;

-- How many turns and votes went unrecorded past the daily cap, per UTC day: two rows a day at most.
CREATE TABLE chat_unrecorded (
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('turn', 'vote')),
  count INTEGER NOT NULL,
  PRIMARY KEY (day, kind)
);
