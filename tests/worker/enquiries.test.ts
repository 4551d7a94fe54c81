import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { maxAttempts, runOutbox } from "../../worker/enquiries/outbox.ts";
import { countRows, freshIp, interceptMail, outboxOf, post, validEnquiry } from "./helpers.ts";

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM mail_jobs"), env.DB.prepare("DELETE FROM enquiries")]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function jobs() {
  return (
    await env.DB.prepare("SELECT state, attempts, last_error, next_attempt_at FROM mail_jobs").all<{
      state: string;
      attempts: number;
      last_error: string | null;
      next_attempt_at: string;
    }>()
  ).results;
}

describe("POST /api/send-email", () => {
  it("stores the enquiry and its mail job, answers success, then mails the inbox", async () => {
    const mail = interceptMail();
    const response = await post("/api/send-email", validEnquiry({ fullName: "  Naledi Dlamini  " }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const row = await env.DB.prepare("SELECT * FROM enquiries").first<Record<string, string>>();
    expect(row).toMatchObject({
      full_name: "Naledi Dlamini",
      email: "naledi@example.org",
      subject: "Penetration test for our patient portal",
      status: "received",
    });
    expect(await jobs()).toMatchObject([{ state: "delivered", attempts: 1, last_error: null }]);

    expect(mail.sent).toHaveLength(1);
    const [sent] = mail.sent;
    expect(sent?.url).toBe("https://mail.test/tx/v1/send");
    expect(sent?.headers.get("X-Api-Key")).toBe("test-api-key");
    expect(sent?.body.personalizations[0]?.to[0]?.email).toBe(env.CONTACT_INBOX);
    expect(sent?.body.from.email).toBe(env.MAIL_FROM);
    expect(sent?.body.reply_to).toEqual({ email: "naledi@example.org", name: "Naledi Dlamini" });
    expect(sent?.body.subject).toMatch(
      /^Website enquiry: Penetration test for our patient portal \(Naledi Dlamini\) \[Ref [0-9A-F]{8}\]$/,
    );
    const reference = /\[Ref ([0-9A-F]{8})\]$/.exec(sent?.body.subject ?? "")?.[1];
    expect(sent?.body.headers?.["X-Enquiry-Reference"]).toBe(reference);
    expect(sent?.body.content.map((part) => part.type)).toEqual(["text/plain", "text/html"]);
    expect(sent?.body.content[0]?.value).toContain("We would like a quote");
  });

  it("strips bidirectional controls from the stored name and subject, and keeps real text", async () => {
    const mail = interceptMail();
    const response = await post(
      "/api/send-email",
      validEnquiry({
        fullName: "Ann\u202egnp.exe\u202c Lee\u200f",
        subject: "\u2066Invoice\u2069 for \u202dmy\u202a order\u061c\u200e",
        company: "\u202eEvil Corp",
        message: "Please call me back about the quote. \u202e Thanks!",
      }),
    );
    expect(response.status).toBe(200);
    const row = await env.DB.prepare("SELECT full_name, subject, company, message FROM enquiries").first<
      Record<string, string>
    >();
    expect(row).toMatchObject({ full_name: "Anngnp.exe Lee", subject: "Invoice for my order", company: "Evil Corp" });
    expect(mail.sent[0]?.body.subject).toMatch(
      /^Website enquiry: Invoice for my order \(Anngnp\.exe Lee\) \[Ref [0-9A-F]{8}\]$/,
    );
  });

  it("keeps joiners that belong to the text: emoji sequences and Persian half-spaces", async () => {
    interceptMail();
    const name = "Zahra \u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645 \u{1f469}\u200d\u{1f4bb}";
    expect((await post("/api/send-email", validEnquiry({ fullName: name }))).status).toBe(200);
    const row = await env.DB.prepare("SELECT full_name FROM enquiries").first<{ full_name: string }>();
    expect(row?.full_name).toBe(name);
  });

  it("escapes every visitor value in the HTML mail", async () => {
    const mail = interceptMail();
    await post(
      "/api/send-email",
      validEnquiry({ fullName: "Siobhán O'Brien & Co", message: 'Budget is < R50k & "flexible" for 5 > 3 sites' }),
    );
    const html = mail.sent[0]?.body.content[1]?.value ?? "";
    expect(html).toContain("Siobhán O&#39;Brien &amp; Co");
    expect(html).toContain("Budget is &lt; R50k &amp; &quot;flexible&quot; for 5 &gt; 3 sites");
    expect(html).not.toContain('"flexible"');
  });

  it("stores honeypot and too-fast submissions as spam, answers success and never mails them", async () => {
    const mail = interceptMail();
    const honeypot = await post("/api/send-email", validEnquiry({ website: "https://spam.example" }));
    const tooFast = await post("/api/send-email", validEnquiry({ startedAt: Date.now() - 500 }));
    expect(await honeypot.json()).toEqual({ success: true });
    expect(await tooFast.json()).toEqual({ success: true });
    const statuses = await env.DB.prepare("SELECT status FROM enquiries").all<{ status: string }>();
    expect(statuses.results.map((row) => row.status)).toEqual(["spam", "spam"]);
    expect(await countRows()).toEqual({ enquiries: 2, jobs: 0 });
    expect(mail.sent).toHaveLength(0);
  });

  it("answers 503 and claims nothing when the database fails", async () => {
    const mail = interceptMail();
    const failing = {
      prepare: () => {
        throw new Error("D1_ERROR: database unavailable");
      },
      batch: () => Promise.reject(new Error("D1_ERROR: database unavailable")),
    } as unknown as D1Database;
    const response = await post("/api/send-email", validEnquiry(), { env: { DB: failing } });
    expect(response.status).toBe(503);
    const body = await response.json<{ success: boolean; error: string }>();
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/could not save your message/);
    expect(mail.sent).toHaveLength(0);
  });

  it("holds the mail when no API key is configured, and the Cron sends it once a key exists", async () => {
    const mail = interceptMail();
    const noKey = { MAILCHANNELS_API_KEY: undefined } as Partial<Env>;
    const response = await post("/api/send-email", validEnquiry(), { env: noKey });
    expect(await response.json()).toEqual({ success: true });
    expect(await jobs()).toMatchObject([{ state: "held", attempts: 0 }]);
    expect(await runOutbox(outboxOf({ ...env, ...noKey } as Env))).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(await runOutbox(outboxOf())).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(mail.sent).toHaveLength(1);
  });
});

describe("the mail outbox", () => {
  it("retries a failed send on later Cron runs with backoff and delivers it exactly once", async () => {
    const mail = interceptMail([500, 503]);
    await post("/api/send-email", validEnquiry());
    const [first] = await jobs();
    expect(first).toMatchObject({ state: "pending", attempts: 1 });
    expect(first?.last_error).toContain("MailChannels answered 500");

    const start = Date.now();
    // Not yet due: a minute of backoff after the first failure.
    expect(await runOutbox(outboxOf(), start + 30_000)).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(await runOutbox(outboxOf(), start + 2 * 60_000)).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(await runOutbox(outboxOf(), start + 3 * 60_000)).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(await runOutbox(outboxOf(), start + 10 * 60_000)).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(await runOutbox(outboxOf(), start + 60 * 60_000)).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(await jobs()).toMatchObject([{ state: "delivered", attempts: 3, last_error: null }]);
    expect(mail.sent).toHaveLength(3);
  });

  it("never sends a job twice when Cron runs overlap", async () => {
    const noKey = { MAILCHANNELS_API_KEY: undefined } as Partial<Env>;
    for (let index = 0; index < 6; index++) {
      await post("/api/send-email", validEnquiry({ subject: `Enquiry number ${index}` }), { env: noKey });
    }
    const mail = interceptMail();
    const runs = await Promise.all([runOutbox(outboxOf()), runOutbox(outboxOf()), runOutbox(outboxOf())]);
    expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(6);
    const subjects = mail.sent.map((sent) => sent.body.subject);
    expect(new Set(subjects).size).toBe(6);
    expect(subjects).toHaveLength(6);
  });

  it("marks a job failed after the last attempt and keeps the enquiry", async () => {
    interceptMail(Array.from({ length: maxAttempts }, () => 500));
    await post("/api/send-email", validEnquiry());
    let now = Date.now();
    for (let attempt = 2; attempt <= maxAttempts; attempt++) {
      now += 4 * 60 * 60_000;
      await runOutbox(outboxOf(), now);
    }
    expect(await jobs()).toMatchObject([{ state: "failed", attempts: maxAttempts }]);
    expect(await countRows()).toEqual({ enquiries: 1, jobs: 1 });
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After and a message once an address exceeds its allowance", async () => {
    interceptMail();
    const ip = freshIp();
    const limited = { RATE_LIMIT_ENQUIRIES: "2" } as unknown as Partial<Env>;
    expect((await post("/api/send-email", validEnquiry(), { ip, env: limited })).status).toBe(200);
    expect((await post("/api/send-email", validEnquiry(), { ip, env: limited })).status).toBe(200);
    const third = await post("/api/send-email", validEnquiry(), { ip, env: limited });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body = await third.json<{ success: boolean; error: string }>();
    expect(body).toMatchObject({ success: false });
    expect(body.error).toMatch(/Please try again in \d+ minutes?\./);
    expect((await post("/api/send-email", validEnquiry(), { env: limited })).status).toBe(200);
    expect((await countRows()).enquiries).toBe(3);
  });
});
