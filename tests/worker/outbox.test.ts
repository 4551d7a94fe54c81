import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactEnquiry } from "../../app/shared/contact-schema.ts";
import { deliverJob, leaseMs, runOutbox, runTimeMs, type Outbox } from "../../worker/enquiries/outbox.ts";
import { enquiryReference } from "../../worker/enquiries/notification.ts";
import { saveEnquiry } from "../../worker/enquiries/store.ts";
import type { SentMail } from "./helpers.ts";
import { interceptMail, outboxOf, validEnquiry } from "./helpers.ts";

/** A fixed start for the simulated clock, so every time in these tests is known. */
const t0 = Date.parse("2026-03-02T09:00:00.000Z");

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM mail_jobs"), env.DB.prepare("DELETE FROM enquiries")]);
  // Only Date is simulated: D1 and the Worker's own timers keep running in real time, while the
  // clock the outbox reads moves only when a test moves it.
  vi.useFakeTimers({ toFake: ["Date"], now: t0 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function enquiry(subject: string): ContactEnquiry {
  return validEnquiry({ subject }) as ContactEnquiry;
}

/** Stores enquiries whose mail jobs are due now, as the form would, without sending anything. */
async function queue(subjects: string[]) {
  const stored = [];
  for (const subject of subjects) {
    // Each from its own address, so the per-IP limit never decides these tests.
    const limit = { ipHash: crypto.randomUUID(), max: 5, windowMs: 600_000 };
    const result = await saveEnquiry(env.DB, enquiry(subject), {
      spam: false,
      mailConfigured: true,
      now: Date.now(),
      limit,
    });
    if (!result.stored) throw new Error("The test enquiry was not stored");
    stored.push(result);
  }
  return stored;
}

async function jobs() {
  return (
    await env.DB.prepare(
      `SELECT j.state, j.attempts, j.claim_token, j.claimed_until, j.last_error, e.subject
       FROM mail_jobs j JOIN enquiries e ON e.id = j.enquiry_id ORDER BY e.subject`,
    ).all<{
      state: string;
      attempts: number;
      claim_token: string | null;
      claimed_until: string | null;
      last_error: string | null;
      subject: string;
    }>()
  ).results;
}

/** The test's D1 with `prepare` replaced: how a test makes the database stall or the worker die. */
function withPrepare(db: D1Database, prepare: (sql: string) => D1PreparedStatement): Outbox {
  const wrapped = new Proxy(db, {
    get(target, key) {
      if (key === "prepare") return prepare;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return outboxOf({ ...env, DB: wrapped });
}

/** Waits (in real time) until `ready` holds: D1 answers arrive as real I/O, not as microtasks. */
async function until(ready: () => boolean, what: string) {
  for (let waited = 0; !ready(); waited += 1) {
    if (waited > 5_000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/**
 * A provider that takes `sendMs` of simulated time to answer each send, and a driver that moves
 * the simulated clock from event to event: a run starting, or the earliest send in flight
 * finishing. Between events every active run is blocked in a send, so the order of claims, sends
 * and records is exactly that of runs overlapping on a real clock.
 */
function slowProvider(sendMs: number) {
  const sent: SentMail[] = [];
  const inFlight: { finishesAt: number; finish: () => void }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith("https://mail.test/")) throw new Error(`Unexpected fetch to ${request.url}`);
    sent.push({ url: request.url, headers: request.headers, body: await request.json() });
    await new Promise<void>((finish) => inFlight.push({ finishesAt: Date.now() + sendMs, finish }));
    return new Response("", { status: 202 });
  });

  async function simulate<Result>(starts: { at: number; run: () => Promise<Result> }[]): Promise<Result[]> {
    const waiting = [...starts].sort((a, b) => a.at - b.at);
    const running: Promise<Result>[] = [];
    let active = 0;
    while (waiting.length > 0 || active > 0) {
      await until(() => inFlight.length === active, "every run to reach a send or finish");
      inFlight.sort((a, b) => a.finishesAt - b.finishesAt);
      const nextStart = waiting[0];
      const nextFinish = inFlight[0];
      if (nextStart && (!nextFinish || nextStart.at <= nextFinish.finishesAt)) {
        waiting.shift();
        vi.setSystemTime(nextStart.at);
        active += 1;
        running.push(nextStart.run().finally(() => (active -= 1)));
      } else if (nextFinish) {
        inFlight.shift();
        vi.setSystemTime(nextFinish.finishesAt);
        nextFinish.finish();
      }
    }
    return Promise.all(running);
  }

  return { sent, simulate };
}

describe("overlapping Cron runs with a slow mail provider", () => {
  it("sends exactly one mail per enquiry when a second run starts after the first run's old two-minute claim", async () => {
    const subjects = Array.from({ length: 20 }, (_, index) => `Enquiry ${String(index + 1).padStart(2, "0")}`);
    await queue(subjects);
    const provider = slowProvider(8_000);

    // The first run needs 20 × 8 s = 160 s; the second starts 130 s in, after a claim stamped with
    // the first run's start (and held for two minutes) would have expired.
    const runs = await provider.simulate([
      { at: t0, run: () => runOutbox(outboxOf(), t0) },
      { at: t0 + 130_000, run: () => runOutbox(outboxOf(), t0 + 130_000) },
    ]);

    const mailsPerEnquiry = new Map<string, number>();
    for (const mail of provider.sent) {
      const subject = subjects.find((candidate) => mail.body.subject.includes(candidate)) ?? mail.body.subject;
      mailsPerEnquiry.set(subject, (mailsPerEnquiry.get(subject) ?? 0) + 1);
    }
    const repeated = [...mailsPerEnquiry].filter(([, count]) => count > 1).map(([subject]) => subject);
    console.log(`mails: ${provider.sent.length}; runs: ${JSON.stringify(runs)}; repeated: ${repeated.join(", ")}`);
    expect({ mails: provider.sent.length, repeated }).toEqual({ mails: 20, repeated: [] });
    expect(subjects.every((subject) => mailsPerEnquiry.get(subject) === 1)).toBe(true);
    expect(runs).toEqual([expect.objectContaining({ failed: 0 }), expect.objectContaining({ failed: 0 })]);
    expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(20);
    expect((await jobs()).map((job) => [job.state, job.attempts])).toEqual(subjects.map(() => ["delivered", 1]));
  });
});

describe("a worker that dies after the provider accepted the mail", () => {
  it("leaves the job claimed until its lease ends; the next run sends it again under the same reference", async () => {
    const [stored] = await queue(["Penetration test for our patient portal"]);
    const mail = interceptMail();
    // MailChannels accepts the mail; the worker dies before "delivered" is written.
    const dying = withPrepare(env.DB, (sql) => {
      if (sql.includes("state = 'delivered'")) throw new Error("worker killed before recording the delivery");
      return env.DB.prepare(sql);
    });
    await expect(deliverJob(dying, stored!.jobId!)).rejects.toThrow("worker killed");
    expect(mail.sent).toHaveLength(1);
    expect(await jobs()).toMatchObject([{ state: "sending", attempts: 1, last_error: null }]);

    // Inside the lease no run touches it; the lease ends a minute after the claim.
    vi.setSystemTime(t0 + leaseMs - 1_000);
    expect(await runOutbox(outboxOf())).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(mail.sent).toHaveLength(1);
    vi.setSystemTime(t0 + leaseMs + 1_000);
    expect(await runOutbox(outboxOf())).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(await jobs()).toMatchObject([{ state: "delivered", attempts: 2, claim_token: expect.any(String) }]);

    // Two mails for one enquiry (at least once across the crash), recognisably the same one.
    expect(mail.sent).toHaveLength(2);
    const [first, second] = mail.sent;
    const reference = enquiryReference(stored!.enquiryId);
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    expect(first!.body.subject).toBe(
      `Website enquiry: Penetration test for our patient portal (Naledi Dlamini) [Ref ${reference}]`,
    );
    expect(second!.body.subject).toBe(first!.body.subject);
    expect(first!.body.headers).toEqual({ "X-Enquiry-Reference": reference });
    expect(second!.body.headers).toEqual({ "X-Enquiry-Reference": reference });
    expect(second!.body.content).toEqual(first!.body.content);
    const text = second!.body.content[0]!.value;
    expect(text).toContain(
      `Reference: ${reference} (enquiry ${stored!.enquiryId}, received ${new Date(t0).toISOString()})`,
    );
    expect(text).toContain(`If another mail with reference ${reference} arrives, it is this same enquiry sent again`);
    expect(second!.body.content[1]!.value).toContain(`Reference: <strong>${reference}</strong>`);
    console.log(`What the inbox receives, twice:\nSubject: ${second!.body.subject}\n\n${text}`);
  });
});

describe("a sender whose lease is nearly over", () => {
  it("releases the job without sending, and a later run sends it once", async () => {
    const [stored] = await queue(["Incident response retainer"]);
    const mail = interceptMail();
    // D1 (or the isolate) stalls for 45 s while the enquiry is read: 15 s of the lease are left,
    // less than a send and its record may need.
    const stalling = withPrepare(env.DB, (sql) => {
      if (sql.includes("FROM enquiries WHERE id = ?")) vi.setSystemTime(Date.now() + 45_000);
      return env.DB.prepare(sql);
    });
    expect(await deliverJob(stalling, stored!.jobId!)).toBe("released");
    expect(mail.sent).toHaveLength(0);
    expect(await jobs()).toMatchObject([
      {
        state: "pending",
        attempts: 0,
        claim_token: null,
        claimed_until: null,
        last_error: "released: lease too short to send",
      },
    ]);

    // Due at once: the next run, with the whole lease ahead of it, sends it.
    expect(await runOutbox(outboxOf())).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(await runOutbox(outboxOf(), Date.now() + 10 * 60_000)).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.body.subject).toContain(`[Ref ${enquiryReference(stored!.enquiryId)}]`);
    expect(await jobs()).toMatchObject([{ state: "delivered", attempts: 1, last_error: null }]);
  });

  it("a run takes no new job once a job's lease would outlast the run's time, and leaves the rest due", async () => {
    const subjects = Array.from({ length: 40 }, (_, index) => `Enquiry ${String(index + 1).padStart(2, "0")}`);
    await queue(subjects);
    const provider = slowProvider(8_000);
    const [first] = await provider.simulate([{ at: t0, run: () => runOutbox(outboxOf(), t0) }]);

    // Claims at 0, 8, …, 176 s; a claim at 184 s could hold its job until 244 s, past the 240 s.
    const lastClaimAt = Math.floor((runTimeMs - leaseMs) / 8_000) * 8_000;
    expect(first).toEqual({ delivered: lastClaimAt / 8_000 + 1, retried: 0, failed: 0 });
    const states = (await jobs()).map((job) => job.state);
    expect(states.filter((state) => state === "sending")).toEqual([]);
    expect(states.filter((state) => state === "pending")).toHaveLength(40 - (lastClaimAt / 8_000 + 1));

    // The next Cron run, five minutes later, sends the rest; every enquiry has exactly one mail.
    const [second] = await provider.simulate([
      { at: t0 + 5 * 60_000, run: () => runOutbox(outboxOf(), t0 + 5 * 60_000) },
    ]);
    expect(second).toMatchObject({ delivered: 40 - (lastClaimAt / 8_000 + 1) });
    expect(provider.sent).toHaveLength(40);
    expect(new Set(provider.sent.map((mail) => mail.body.headers?.["X-Enquiry-Reference"])).size).toBe(40);
  });
});
