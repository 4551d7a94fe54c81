/**
 * The work behind the two routes as plain functions of what they need, without HTTP:
 * what the chat answers and what becomes of an enquiry. The routes' HTTP (status, shape, headers)
 * is tested in api.test.ts, chat.test.ts and enquiries.test.ts.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactSchema } from "../../app/shared/contact-schema.ts";
import { answerChat } from "../../worker/chat/answer.ts";
import { bundledKnowledge } from "../../worker/chat/bundled.ts";
import { receiveEnquiry } from "../../worker/enquiries/receive.ts";
import { configOf, countRows, deskOf, interceptMail, validEnquiry } from "./helpers.ts";

async function eventsOf(answer: AsyncIterable<unknown>) {
  const events: unknown[] = [];
  for await (const event of answer) events.push(event);
  return events;
}

describe("answerChat", () => {
  it("without Workers AI, answers from the site's content in one final event", async () => {
    const events = await eventsOf(
      answerChat(
        { ai: undefined, ...configOf().chat, store: undefined, waitUntil: () => {} },
        { message: "Where are you based?", context: "" },
        bundledKnowledge(),
      ),
    );
    expect(events).toEqual([
      {
        type: "done",
        reply: expect.stringContaining("Pretoria"),
        links: ["/contact"],
        scope: "company",
        // For the chat's record only (worker/chat-records/record.ts takes it off the wire).
        outcome: { scope: "answered", firstLink: "/contact", topScore: expect.any(Number), source: "offline" },
      },
    ]);
  });
});

describe("receiveEnquiry", () => {
  const enquiry = (overrides: Record<string, unknown> = {}) => contactSchema.parse(validEnquiry(overrides));
  const sender = () => ({ ipHash: crypto.randomUUID(), now: Date.now() });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  beforeEach(async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM mail_jobs"), env.DB.prepare("DELETE FROM enquiries")]);
  });

  it("stores the enquiry and its mail job, then hands the first delivery to waitUntil", async () => {
    const mail = interceptMail();
    const later: Promise<unknown>[] = [];
    const outcome = await receiveEnquiry(deskOf(), enquiry(), sender(), (work) => later.push(work));
    expect(outcome).toEqual({ kind: "accepted" });
    expect(await countRows()).toEqual({ enquiries: 1, jobs: 1 });
    expect(mail.sent).toHaveLength(0);
    expect(later).toHaveLength(1);
    await Promise.all(later);
    expect(mail.sent).toHaveLength(1);
  });

  it("accepts a bot's enquiry without a mail job or a delivery", async () => {
    const later: Promise<unknown>[] = [];
    const outcome = await receiveEnquiry(deskOf(), enquiry({ website: "https://spam.example" }), sender(), (work) =>
      later.push(work),
    );
    expect(outcome).toEqual({ kind: "accepted" });
    expect(await countRows()).toEqual({ enquiries: 1, jobs: 0 });
    expect(later).toHaveLength(0);
  });

  it("stores nothing past the IP's allowance and says when it frees up", async () => {
    const limited = deskOf({ ...env, RATE_LIMIT_ENQUIRIES: "1" } as unknown as Env);
    const from = sender();
    await receiveEnquiry(limited, enquiry({ website: "https://spam.example" }), from, () => {});
    const outcome = await receiveEnquiry(limited, enquiry(), from, () => {});
    expect(outcome).toEqual({ kind: "limited", retryAfterSeconds: expect.any(Number) });
    if (outcome.kind === "limited") expect(outcome.retryAfterSeconds).toBeGreaterThan(0);
    expect(await countRows()).toEqual({ enquiries: 1, jobs: 0 });
  });

  it("reports the database failing as unavailable", async () => {
    const failing = {
      prepare: () => {
        throw new Error("D1_ERROR: database unavailable");
      },
    } as unknown as D1Database;
    expect(await receiveEnquiry(deskOf({ ...env, DB: failing }), enquiry(), sender(), () => {})).toEqual({
      kind: "unavailable",
    });
  });
});
