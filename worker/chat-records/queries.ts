/**
 * The operator's queries on the chat's record, behind `npm run chat:report` and `npm run
 * enquiries -- erase --chat`: every value a bound parameter. Imports nothing of the Workers
 * runtime, since the operator scripts run it in Node (the database type is the enquiries' one).
 */
import type { EnquiryDatabase } from "../enquiries/queries.ts";
import { isoTime } from "../enquiries/ids.ts";

export type TurnScope = "answered" | "not-covered" | "off-topic" | "hostile" | "emergency" | "greeting";

export interface ChatRecordFigures {
  since: string;
  turns: number;
  byScope: Record<TurnScope, number>;
  bySource: { model: number; offline: number };
  votes: { helpful: number; notHelpful: number };
  /** Reply times in milliseconds, ascending (the report takes its median and 95th percentile). */
  replyMs: number[];
  /** The redacted text of each question the site did not cover, newest first. */
  notCovered: string[];
  /** The pages linked first by replies voted "Not helpful", most often first, with the questions asked. */
  notHelpfulPages: { page: string; votes: number; questions: string[] }[];
  /** Turns and votes past the daily cap, which were not recorded. */
  unrecorded: { turns: number; votes: number };
}

/** At most this many not-covered questions are read for grouping: the newest. */
const notCoveredLimit = 5000;

export async function chatRecordFigures(
  db: EnquiryDatabase,
  days: number,
  now = Date.now(),
): Promise<ChatRecordFigures> {
  const since = isoTime(now - days * 86_400_000);
  const byScope: Record<TurnScope, number> = {
    answered: 0,
    "not-covered": 0,
    "off-topic": 0,
    hostile: 0,
    emergency: 0,
    greeting: 0,
  };
  const bySource = { model: 0, offline: 0 };
  const { results: counts } = await db
    .prepare("SELECT scope, source, COUNT(*) AS n FROM chat_turns WHERE created_at >= ? GROUP BY scope, source")
    .bind(since)
    .all<{ scope: TurnScope; source: "model" | "offline"; n: number }>();
  for (const { scope, source, n } of counts) {
    byScope[scope] += n;
    bySource[source] += n;
  }
  const { results: votes } = await db
    .prepare(
      `SELECT v.vote, COUNT(*) AS n FROM chat_votes v JOIN chat_turns t ON t.id = v.turn_id
       WHERE t.created_at >= ? GROUP BY v.vote`,
    )
    .bind(since)
    .all<{ vote: "helpful" | "not-helpful"; n: number }>();
  const { results: times } = await db
    .prepare("SELECT reply_ms FROM chat_turns WHERE created_at >= ? ORDER BY reply_ms")
    .bind(since)
    .all<{ reply_ms: number }>();
  const { results: questions } = await db
    .prepare(
      `SELECT question FROM chat_turns WHERE scope = 'not-covered' AND question IS NOT NULL AND created_at >= ?
       ORDER BY created_at DESC LIMIT ?`,
    )
    .bind(since, notCoveredLimit)
    .all<{ question: string }>();
  const { results: pages } = await db
    .prepare(
      `SELECT t.first_link AS page, COUNT(*) AS votes FROM chat_votes v JOIN chat_turns t ON t.id = v.turn_id
       WHERE v.vote = 'not-helpful' AND t.first_link IS NOT NULL AND t.created_at >= ?
       GROUP BY t.first_link ORDER BY votes DESC, page LIMIT 10`,
    )
    .bind(since)
    .all<{ page: string; votes: number }>();
  const notHelpfulPages = [];
  for (const { page, votes: count } of pages) {
    const { results: asked } = await db
      .prepare(
        `SELECT DISTINCT t.question FROM chat_votes v JOIN chat_turns t ON t.id = v.turn_id
         WHERE v.vote = 'not-helpful' AND t.first_link = ? AND t.question IS NOT NULL AND t.created_at >= ?
         ORDER BY t.created_at DESC LIMIT 5`,
      )
      .bind(page, since)
      .all<{ question: string }>();
    notHelpfulPages.push({ page, votes: count, questions: asked.map((row) => row.question) });
  }
  const { results: unrecorded } = await db
    .prepare("SELECT kind, SUM(count) AS n FROM chat_unrecorded WHERE day >= ? GROUP BY kind")
    .bind(since.slice(0, 10))
    .all<{ kind: "turn" | "vote"; n: number }>();
  const vote = (name: string) => votes.find((row) => row.vote === name)?.n ?? 0;
  const skipped = (kind: string) => unrecorded.find((row) => row.kind === kind)?.n ?? 0;
  return {
    since,
    turns: counts.reduce((sum, row) => sum + row.n, 0),
    byScope,
    bySource,
    votes: { helpful: vote("helpful"), notHelpful: vote("not-helpful") },
    replyMs: times.map((row) => row.reply_ms),
    notCovered: questions.map((row) => row.question),
    notHelpfulPages,
    unrecorded: { turns: skipped("turn"), votes: skipped("vote") },
  };
}

/** A visitor's erasure request: every turn of the conversation with that reference, and their votes. */
export async function eraseChatSession(db: EnquiryDatabase, reference: string): Promise<number> {
  await db
    .prepare("DELETE FROM chat_votes WHERE turn_id IN (SELECT id FROM chat_turns WHERE session_id = ?)")
    .bind(reference)
    .all();
  const { results } = await db
    .prepare("DELETE FROM chat_turns WHERE session_id = ? RETURNING id")
    .bind(reference)
    .all<{ id: string }>();
  return results.length;
}
