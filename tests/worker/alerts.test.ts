/**
 * Failures that someone sees: a mail job that has failed three attempts, or is still undelivered
 * after 30 minutes (alert-bounds.ts), is reported once by a structured `mail.alert` line, and again
 * when it fails for good. The lines carry the reference, state, attempts, last status and age only.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { alertAfterAgeMs } from "../../worker/enquiries/alert-bounds.ts";
import { enquiryReference } from "../../worker/enquiries/notification.ts";
import { maxAttempts, raiseAlerts, runOutbox } from "../../worker/enquiries/outbox.ts";
import { retryMail } from "../../worker/enquiries/queries.ts";
import worker from "../../worker/index.ts";
import { captureLogs } from "./capture-logs.ts";
import { interceptMail, outboxOf, post, validEnquiry } from "./helpers.ts";

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM mail_jobs"), env.DB.prepare("DELETE FROM enquiries")]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function onlyJob() {
  const job = await env.DB.prepare(
    "SELECT enquiry_id, state, attempts, last_status, alerted_at, created_at FROM mail_jobs",
  ).first<{
    enquiry_id: string;
    state: string;
    attempts: number;
    last_status: string | null;
    alerted_at: string | null;
    created_at: string;
  }>();
  if (!job) throw new Error("No mail job stored");
  return job;
}

function alerts(lines: Record<string, unknown>[]) {
  return lines.filter((line) => line.event === "mail.alert");
}

describe("the failure bound", () => {
  it("alerts once when a mail has failed its third attempt", async () => {
    interceptMail([500, 503, 403]);
    await post("/api/send-email", validEnquiry());
    const { enquiry_id, created_at } = await onlyJob();
    const start = Date.parse(created_at);
    const logs = captureLogs();

    await runOutbox(outboxOf(), start + 2 * 60_000);
    expect(await raiseAlerts(env.DB, start + 2 * 60_000)).toBe(0);
    // Due five minutes after the second failure.
    await runOutbox(outboxOf(), start + 8 * 60_000);
    expect(await raiseAlerts(env.DB, start + 8 * 60_000)).toBe(1);
    expect(await raiseAlerts(env.DB, start + 9 * 60_000)).toBe(0);

    expect(alerts(logs.lines)).toEqual([
      {
        level: "error",
        event: "mail.alert",
        reason: "attempts",
        reference: enquiryReference(enquiry_id),
        state: "pending",
        attempts: 3,
        lastStatus: "403",
        ageMinutes: 8,
      },
    ]);
    expect(logs.lines.filter((line) => line.event === "mail.retry")).toHaveLength(2);
  });

  it("alerts again when the mail fails for good, and once more after the operator's retry", async () => {
    interceptMail(Array.from({ length: maxAttempts }, () => 500));
    await post("/api/send-email", validEnquiry());
    const { enquiry_id, created_at } = await onlyJob();
    const logs = captureLogs();
    let now = Date.parse(created_at);
    for (let attempt = 2; attempt <= maxAttempts; attempt++) {
      now += 4 * 60 * 60_000;
      await runOutbox(outboxOf(), now);
      await raiseAlerts(env.DB, now);
    }
    expect((await onlyJob()).state).toBe("failed");
    // Four hours apart, the runs cross the age bound first, at the second attempt: one alert for it.
    expect(alerts(logs.lines).map((line) => [line.reason, line.state, line.attempts, line.lastStatus])).toEqual([
      ["age", "pending", 2, "500"],
      ["gave-up", "failed", maxAttempts, "500"],
    ]);

    // `npm run enquiries -- retry` queues it afresh and clears the mark: still old, it is reported again.
    expect(await retryMail(env.DB, enquiry_id)).toBe(true);
    expect(await onlyJob()).toMatchObject({ state: "pending", attempts: 0, last_status: null, alerted_at: null });
    expect(await raiseAlerts(env.DB, now)).toBe(1);
    expect(alerts(logs.lines).at(-1)).toMatchObject({ reason: "age", state: "pending", attempts: 0 });
  });
});

describe("the age bound", () => {
  it("alerts on a mail still undelivered after 30 minutes, such as one held for want of an API key", async () => {
    await post("/api/send-email", validEnquiry(), { env: { MAILCHANNELS_API_KEY: undefined } });
    const { enquiry_id, created_at } = await onlyJob();
    const logs = captureLogs();
    expect(await raiseAlerts(env.DB, Date.parse(created_at) + alertAfterAgeMs - 1_000)).toBe(0);

    // The Cron handler, 31 minutes on, still without a key: nothing to send, one alert.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse(created_at) + 31 * 60_000 });
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController(), { ...env, MAILCHANNELS_API_KEY: undefined } as Env, ctx);
    await waitOnExecutionContext(ctx);

    expect(logs.lines).toEqual([
      {
        level: "error",
        event: "mail.alert",
        reason: "age",
        reference: enquiryReference(enquiry_id),
        state: "held",
        attempts: 0,
        lastStatus: null,
        ageMinutes: 31,
      },
      { level: "info", event: "outbox.run", delivered: 0, retried: 0, failed: 0, alerts: 1 },
    ]);
  });
});
