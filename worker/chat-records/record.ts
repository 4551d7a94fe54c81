/**
 * A chat answer as the visitor gets it, and its record: the answer's events pass through unchanged
 * but for the final one, which loses its `outcome` (internal) and, when the reply may be voted on,
 * gains the reply's id (`turn`). Once that final event has gone out, the turn's record is handed to
 * `waitUntil`: it is written after the reply, and a failure to write it is logged, never seen.
 */
import type { ChatEvent, TurnOutcome } from "../chat/model.ts";
import { errorFields, log } from "../log.ts";
import { redactQuestion } from "./redact.ts";
import { saveTurn, type RecordDatabase } from "./store.ts";
import { newTurnId } from "./turn-id.ts";

type Done = Extract<ChatEvent, { type: "done" }>;

/** What the visitor receives: the reply's pieces, then the reply with its links, scope and, for a vote, its id. */
export type ReplyEvent = { type: "token"; text: string } | (Omit<Done, "outcome"> & { turn?: string });

/** Replies a visitor may vote on; greetings and refusals get no vote. */
const votable: ReadonlySet<TurnOutcome["scope"]> = new Set(["answered", "not-covered", "emergency"]);

export interface TurnContext {
  db: RecordDatabase;
  /** `config.chatRecords` (worker/config.ts): days kept (0: none) and the daily cap per IP hash. */
  settings: { days: number; dailyCap: number };
  /** The key turn ids are signed with (turn-id.ts). */
  salt: string;
  /** The visitor's message as validated, and the request's limit for it. */
  message: string;
  maxQuestionLength: number;
  sessionId: string | null;
  /** When the request arrived (epoch ms). */
  startedAt: number;
  /** The client's keyed IP hash, worked out off the reply's path. */
  ipHash: () => Promise<string>;
  waitUntil: (work: Promise<unknown>) => void;
}

export async function* recordedAnswer(events: AsyncIterable<ChatEvent>, turn: TurnContext): AsyncGenerator<ReplyEvent> {
  let write: (() => Promise<void>) | undefined;
  try {
    for await (const event of events) {
      if (event.type !== "done") {
        yield event;
        continue;
      }
      const { outcome, ...reply } = event;
      if (!outcome || turn.settings.days === 0) {
        yield reply;
        continue;
      }
      const id = await newTurnId(turn.salt);
      const done = { at: Date.now(), replyLength: reply.reply.length };
      write = () => writeTurn(turn, id, outcome, done);
      yield votable.has(outcome.scope) ? { ...reply, turn: id } : reply;
    }
  } finally {
    // Reached once the final event is sent (or the JSON answer has read it).
    if (write) turn.waitUntil(write());
  }
}

async function writeTurn(
  turn: TurnContext,
  id: string,
  outcome: TurnOutcome,
  done: { at: number; replyLength: number },
): Promise<void> {
  try {
    await saveTurn(
      turn.db,
      {
        id,
        at: done.at,
        sessionId: turn.sessionId,
        outcome,
        // A hostile message is kept as its scope alone.
        question: outcome.scope === "hostile" ? null : redactQuestion(turn.message, turn.maxQuestionLength),
        replyLength: done.replyLength,
        replyMs: Math.max(0, done.at - turn.startedAt),
        ipHash: await turn.ipHash(),
      },
      turn.settings.dailyCap,
    );
  } catch (error) {
    log.error("chat.record_failed", errorFields(error));
  }
}

/** The final event of a recorded answer: the whole reply, its links, scope and id. */
export async function finalReply(events: AsyncIterable<ReplyEvent>): Promise<Extract<ReplyEvent, { type: "done" }>> {
  for await (const event of events) if (event.type === "done") return event;
  throw new Error("The answer ended without a reply");
}
