/**
 * Writing the chat's record (migration 0005): a turn, a vote, and the Cron's deletions. Each write
 * that adds a row counts that IP hash's rows of the last day in the same statement (INSERT ...
 * SELECT ... WHERE count < cap, as enquiries do), so however fast a client asks or votes, it adds
 * at most `dailyCap` turns and `dailyCap` votes a day; past the cap, a per-day counter goes up.
 */
import type { TurnOutcome } from "../chat/model.ts";
import { isoTime } from "../enquiries/ids.ts";
import type { ChatVote } from "../../app/shared/chat-record.ts";

const dayMs = 86_400_000;

/**
 * What these writes need of the D1 binding, spelled out (as worker/enquiries/queries.ts does) so
 * that the scripts which run the chat in Node (`npm run bench:chat`) type-check without the
 * Workers types; `env.DB` fits.
 */
export interface RecordDatabase {
  prepare(query: string): RecordStatement;
  batch(statements: RecordStatement[]): Promise<{ meta: { changes: number } }[]>;
}

export interface RecordStatement {
  bind(...values: unknown[]): RecordStatement;
  run(): Promise<{ meta: { changes: number } }>;
}

export interface TurnRecord {
  id: string;
  /** Epoch milliseconds. */
  at: number;
  sessionId: string | null;
  outcome: TurnOutcome;
  /** Redacted; null for a hostile message. */
  question: string | null;
  replyLength: number;
  replyMs: number;
  ipHash: string;
}

/** One more turn or vote past the cap today. */
function countUnrecorded(db: RecordDatabase, kind: "turn" | "vote", now: number) {
  return db
    .prepare(
      `INSERT INTO chat_unrecorded (day, kind, count) VALUES (?1, ?2, 1)
       ON CONFLICT (day, kind) DO UPDATE SET count = count + 1`,
    )
    .bind(isoTime(now).slice(0, 10), kind)
    .run();
}

/** Stores a turn unless its IP hash has `dailyCap` turns in the last day; true when stored. */
export async function saveTurn(db: RecordDatabase, turn: TurnRecord, dailyCap: number): Promise<boolean> {
  const { outcome } = turn;
  const inserted = await db
    .prepare(
      `INSERT INTO chat_turns (id, created_at, session_id, scope, question, first_link, top_score, source,
                               reply_length, reply_ms, ip_hash)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11
       WHERE (SELECT COUNT(*) FROM (SELECT 1 FROM chat_turns WHERE ip_hash = ?11 AND created_at > ?12 LIMIT ?13)) < ?13`,
    )
    .bind(
      turn.id,
      isoTime(turn.at),
      turn.sessionId,
      outcome.scope,
      turn.question,
      outcome.firstLink ?? null,
      outcome.topScore,
      outcome.source,
      turn.replyLength,
      turn.replyMs,
      turn.ipHash,
      isoTime(turn.at - dayMs),
      dailyCap,
    )
    .run();
  if (inserted.meta.changes > 0) return true;
  await countUnrecorded(db, "turn", turn.at);
  return false;
}

export interface VoteRecord {
  turnId: string;
  vote: ChatVote | "none";
  at: number;
  ipHash: string;
}

export type VoteResult = "recorded" | "withdrawn" | "over-cap";

/**
 * Records a vote on a reply, once per reply: a second vote changes the first, "none" deletes it.
 * A new vote counts against its IP hash's daily cap; changing one adds no row and always passes.
 */
export async function saveVote(db: RecordDatabase, vote: VoteRecord, dailyCap: number): Promise<VoteResult> {
  if (vote.vote === "none") {
    await db.prepare("DELETE FROM chat_votes WHERE turn_id = ?").bind(vote.turnId).run();
    return "withdrawn";
  }
  const at = isoTime(vote.at);
  const [changed, inserted] = await db.batch([
    db.prepare("UPDATE chat_votes SET vote = ?2, voted_at = ?3 WHERE turn_id = ?1").bind(vote.turnId, vote.vote, at),
    db
      .prepare(
        `INSERT INTO chat_votes (turn_id, vote, created_at, voted_at, ip_hash)
         SELECT ?1, ?2, ?3, ?3, ?4
         WHERE NOT EXISTS (SELECT 1 FROM chat_votes WHERE turn_id = ?1)
           AND (SELECT COUNT(*) FROM (SELECT 1 FROM chat_votes WHERE ip_hash = ?4 AND created_at > ?5 LIMIT ?6)) < ?6`,
      )
      .bind(vote.turnId, vote.vote, at, vote.ipHash, isoTime(vote.at - dayMs), dailyCap),
  ]);
  if ((changed?.meta.changes ?? 0) + (inserted?.meta.changes ?? 0) > 0) return "recorded";
  await countUnrecorded(db, "vote", vote.at);
  return "over-cap";
}

/** At most this many rows go per table per Cron run, so no run holds the database for long. */
const deleteBatch = 5000;

export interface Expiry {
  turns: number;
  votes: number;
}

/**
 * The Cron's part: rows older than `days` deleted (all of them when 0), and the IP hashes of rows
 * more than a day old cleared, since the daily cap no longer counts them.
 */
export async function expireChatRecords(db: RecordDatabase, now: number, days: number): Promise<Expiry> {
  const cutoff = isoTime(now - days * dayMs);
  const hashCutoff = isoTime(now - dayMs);
  const results = await db.batch([
    db
      .prepare(`DELETE FROM chat_turns WHERE id IN (SELECT id FROM chat_turns WHERE created_at < ?1 LIMIT ?2)`)
      .bind(cutoff, deleteBatch),
    db
      .prepare(
        `DELETE FROM chat_votes WHERE turn_id IN (SELECT turn_id FROM chat_votes WHERE created_at < ?1 LIMIT ?2)`,
      )
      .bind(cutoff, deleteBatch),
    db.prepare("DELETE FROM chat_unrecorded WHERE day < ?").bind(cutoff.slice(0, 10)),
    db.prepare("UPDATE chat_turns SET ip_hash = NULL WHERE ip_hash IS NOT NULL AND created_at <= ?").bind(hashCutoff),
    db.prepare("UPDATE chat_votes SET ip_hash = NULL WHERE ip_hash IS NOT NULL AND created_at <= ?").bind(hashCutoff),
  ]);
  return { turns: results[0]?.meta.changes ?? 0, votes: results[1]?.meta.changes ?? 0 };
}
