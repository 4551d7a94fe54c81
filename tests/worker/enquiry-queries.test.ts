import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  enquiryRecordColumns,
  eraseEnquiriesFrom,
  exportEnquiries,
  findEnquiry,
  listEnquiries,
  retryMail,
  type MailState,
} from "../../worker/enquiries/queries.ts";
import { countRows } from "./helpers.ts";

// Storage is shared by the tests of one file: start each from empty tables.
beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM mail_jobs"), env.DB.prepare("DELETE FROM enquiries")]);
});

interface Seed {
  id?: string;
  createdAt: string;
  fullName?: string;
  email?: string;
  phone?: string;
  company?: string;
  subject?: string;
  message?: string;
  status?: "received" | "spam";
  /** The mail job; none for spam. */
  job?: { state: MailState; attempts?: number; lastError?: string; deliveredAt?: string; claimedUntil?: string };
}

async function seed(enquiry: Seed): Promise<string> {
  const id = enquiry.id ?? crypto.randomUUID();
  const statements = [
    env.DB.prepare(
      `INSERT INTO enquiries (id, created_at, full_name, email, phone, company, subject, message, status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      id,
      enquiry.createdAt,
      enquiry.fullName ?? "Ayanda Zulu",
      enquiry.email ?? "ayanda@example.org",
      enquiry.phone ?? "",
      enquiry.company ?? "",
      enquiry.subject ?? "SOC pricing",
      enquiry.message ?? "Please send a proposal for a SOC.",
      enquiry.status ?? "received",
    ),
  ];
  if (enquiry.job) {
    statements.push(
      env.DB.prepare(
        `INSERT INTO mail_jobs (id, enquiry_id, state, attempts, next_attempt_at, created_at, claim_token,
           claimed_until, last_error, delivered_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        crypto.randomUUID(),
        id,
        enquiry.job.state,
        enquiry.job.attempts ?? 0,
        "2026-11-01T08:05:00.000Z",
        enquiry.createdAt,
        enquiry.job.claimedUntil ? "claim-token" : null,
        enquiry.job.claimedUntil ?? null,
        enquiry.job.lastError ?? null,
        enquiry.job.deliveredAt ?? null,
      ),
    );
  }
  await env.DB.batch(statements);
  return id;
}

async function job(enquiryId: string) {
  return env.DB.prepare(
    `SELECT state, attempts, next_attempt_at, claim_token, claimed_until, delivered_at, last_error
     FROM mail_jobs WHERE enquiry_id = ?`,
  )
    .bind(enquiryId)
    .first<Record<string, string | number | null>>();
}

const hostile = ["O'Brien", "1; DROP TABLE enquiries", "x' OR '1'='1", "%", "_", "%@%"];

describe("listEnquiries", () => {
  it("lists the newest first with their mail state, spam without one", async () => {
    const oldest = await seed({ createdAt: "2026-11-01T08:00:00.000Z", job: { state: "delivered" } });
    const newest = await seed({ createdAt: "2026-11-03T08:00:00.000Z", status: "spam" });
    const middle = await seed({ createdAt: "2026-11-02T08:00:00.000Z", job: { state: "failed", attempts: 8 } });

    const rows = await listEnquiries(env.DB);
    expect(rows.map((row) => row.id)).toEqual([newest, middle, oldest]);
    expect(rows.map((row) => row.mail_state)).toEqual([null, "failed", "delivered"]);
    expect(rows[0]).toEqual({
      id: newest,
      created_at: "2026-11-03T08:00:00.000Z",
      status: "spam",
      full_name: "Ayanda Zulu",
      email: "ayanda@example.org",
      subject: "SOC pricing",
      mail_state: null,
    });
  });

  it("returns at most `limit` rows, the newest ones", async () => {
    for (let day = 1; day <= 5; day += 1) {
      await seed({ createdAt: `2026-11-0${day}T08:00:00.000Z`, subject: `Day ${day}` });
    }
    expect((await listEnquiries(env.DB, 2)).map((row) => row.subject)).toEqual(["Day 5", "Day 4"]);
    expect(await listEnquiries(env.DB, 1)).toHaveLength(1);
    expect(await listEnquiries(env.DB, 50)).toHaveLength(5);
    expect(await listEnquiries(env.DB)).toHaveLength(5);
  });

  it("defaults to 50", async () => {
    const statements = Array.from({ length: 51 }, (_, index) =>
      env.DB.prepare(
        `INSERT INTO enquiries (id, created_at, full_name, email, subject, message, status)
         VALUES (?, ?, 'A', 'a@example.org', 'S', 'M', 'received')`,
      ).bind(crypto.randomUUID(), new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString()),
    );
    await env.DB.batch(statements);
    expect(await listEnquiries(env.DB)).toHaveLength(50);
  });

  it("refuses a limit SQLite would read as no limit at all", async () => {
    await seed({ createdAt: "2026-11-01T08:00:00.000Z" });
    for (const limit of [0, -1, 1.5, Number.NaN]) {
      await expect(listEnquiries(env.DB, limit)).rejects.toThrow(RangeError);
    }
  });

  it("answers an empty list when nothing is stored", async () => {
    expect(await listEnquiries(env.DB)).toEqual([]);
  });
});

describe("findEnquiry", () => {
  it("returns the enquiry in full with its mail job", async () => {
    const id = await seed({
      createdAt: "2026-11-01T08:00:00.000Z",
      phone: "+27 82 555 0101",
      company: "=cmd",
      job: { state: "failed", attempts: 8, lastError: "MailChannels answered 500" },
    });
    const record = await findEnquiry(env.DB, id);
    expect(record).toEqual({
      id,
      created_at: "2026-11-01T08:00:00.000Z",
      status: "received",
      full_name: "Ayanda Zulu",
      email: "ayanda@example.org",
      phone: "+27 82 555 0101",
      company: "=cmd",
      subject: "SOC pricing",
      message: "Please send a proposal for a SOC.",
      mail_state: "failed",
      mail_attempts: 8,
      mail_error: "MailChannels answered 500",
      mail_delivered_at: null,
    });
    // `show` prints the keys in this order.
    expect(Object.keys(record ?? {})).toEqual([...enquiryRecordColumns]);
  });

  it("shows when the mail was delivered", async () => {
    const id = await seed({
      createdAt: "2026-11-01T08:00:00.000Z",
      job: { state: "delivered", attempts: 1, deliveredAt: "2026-11-01T08:00:02.000Z" },
    });
    expect(await findEnquiry(env.DB, id)).toMatchObject({
      mail_state: "delivered",
      mail_attempts: 1,
      mail_delivered_at: "2026-11-01T08:00:02.000Z",
    });
  });

  it("returns spam with empty mail fields", async () => {
    const id = await seed({ createdAt: "2026-11-01T08:00:00.000Z", status: "spam" });
    expect(await findEnquiry(env.DB, id)).toMatchObject({
      status: "spam",
      mail_state: null,
      mail_attempts: null,
      mail_error: null,
      mail_delivered_at: null,
    });
  });

  it("returns null for an unknown id", async () => {
    await seed({ createdAt: "2026-11-01T08:00:00.000Z" });
    expect(await findEnquiry(env.DB, crypto.randomUUID())).toBeNull();
  });

  it.each(hostile)("treats %s as an id, not as SQL", async (value) => {
    const id = await seed({ createdAt: "2026-11-01T08:00:00.000Z" });
    expect(await findEnquiry(env.DB, value)).toBeNull();
    expect(await findEnquiry(env.DB, `${id}' OR '1'='1`)).toBeNull();
    expect(await countRows()).toEqual({ enquiries: 1, jobs: 0 });
  });

  it("finds an enquiry whose id itself holds a quote and SQL", async () => {
    const id = await seed({ id: "1'; DROP TABLE enquiries; --", createdAt: "2026-11-01T08:00:00.000Z" });
    expect((await findEnquiry(env.DB, id))?.id).toBe(id);
    expect(await countRows()).toEqual({ enquiries: 1, jobs: 0 });
  });
});

describe("exportEnquiries", () => {
  it("returns every enquiry oldest first, in the columns of the CSV", async () => {
    const newest = await seed({ createdAt: "2026-11-03T08:00:00.000Z", status: "spam" });
    const oldest = await seed({ createdAt: "2026-11-01T08:00:00.000Z", job: { state: "pending" } });
    const middle = await seed({ createdAt: "2026-11-02T08:00:00.000Z", job: { state: "held" } });

    const rows = await exportEnquiries(env.DB);
    expect(rows.map((row) => row.id)).toEqual([oldest, middle, newest]);
    expect(rows.map((row) => row.mail_state)).toEqual(["pending", "held", null]);
    for (const row of rows) expect(Object.keys(row)).toEqual([...enquiryRecordColumns]);
  });

  it("returns visitor text exactly as stored", async () => {
    const message = `She said "hi", then '; DROP TABLE enquiries; -- and =HYPERLINK("http://evil.test")`;
    await seed({ createdAt: "2026-11-01T08:00:00.000Z", fullName: "Siobhán O'Brien", message });
    const [row] = await exportEnquiries(env.DB);
    expect(row?.full_name).toBe("Siobhán O'Brien");
    expect(row?.message).toBe(message);
  });

  it("returns nothing from empty tables", async () => {
    expect(await exportEnquiries(env.DB)).toEqual([]);
  });
});

describe("retryMail", () => {
  it("requeues a failed job: pending, no attempts, due at once, claim and error cleared", async () => {
    const id = await seed({
      createdAt: "2026-11-01T08:00:00.000Z",
      job: {
        state: "failed",
        attempts: 8,
        lastError: "MailChannels answered 500",
        claimedUntil: "2026-11-01T09:00:00Z",
      },
    });
    expect(await retryMail(env.DB, id)).toBe(true);
    expect(await job(id)).toEqual({
      state: "pending",
      attempts: 0,
      next_attempt_at: "1970-01-01T00:00:00.000Z",
      claim_token: null,
      claimed_until: null,
      delivered_at: null,
      last_error: null,
    });
  });

  it.each(["pending", "held", "delivered"] as const)("requeues a %s job too", async (state) => {
    const id = await seed({
      createdAt: "2026-11-01T08:00:00.000Z",
      job: { state, attempts: 2, deliveredAt: state === "delivered" ? "2026-11-01T08:00:02.000Z" : undefined },
    });
    expect(await retryMail(env.DB, id)).toBe(true);
    expect(await job(id)).toMatchObject({ state: "pending", attempts: 0, delivered_at: null });
  });

  it("refuses a job being sent right now and leaves its claim alone", async () => {
    const id = await seed({
      createdAt: "2026-11-01T08:00:00.000Z",
      job: { state: "sending", attempts: 3, claimedUntil: "2026-11-01T08:02:00.000Z" },
    });
    const before = await job(id);
    expect(await retryMail(env.DB, id)).toBe(false);
    expect(await job(id)).toEqual(before);
    expect(before).toMatchObject({ state: "sending", attempts: 3, claim_token: "claim-token" });
  });

  it("finds nothing to retry for spam or an unknown id", async () => {
    const spam = await seed({ createdAt: "2026-11-01T08:00:00.000Z", status: "spam" });
    expect(await retryMail(env.DB, spam)).toBe(false);
    expect(await retryMail(env.DB, crypto.randomUUID())).toBe(false);
  });

  it("touches only the job of the enquiry named", async () => {
    const named = await seed({ createdAt: "2026-11-01T08:00:00.000Z", job: { state: "failed", attempts: 8 } });
    const other = await seed({ createdAt: "2026-11-02T08:00:00.000Z", job: { state: "failed", attempts: 8 } });
    await retryMail(env.DB, named);
    expect(await job(other)).toMatchObject({ state: "failed", attempts: 8 });
  });

  it.each(hostile)("treats %s as an id, not as SQL", async (value) => {
    const id = await seed({ createdAt: "2026-11-01T08:00:00.000Z", job: { state: "failed", attempts: 8 } });
    expect(await retryMail(env.DB, value)).toBe(false);
    expect(await retryMail(env.DB, `${id}' OR '1'='1`)).toBe(false);
    expect(await job(id)).toMatchObject({ state: "failed", attempts: 8 });
  });
});

describe("eraseEnquiriesFrom", () => {
  it("erases every enquiry from the address whatever its case, with their mail jobs", async () => {
    const first = await seed({
      createdAt: "2026-11-01T08:00:00.000Z",
      email: "Ayanda@Example.org",
      job: { state: "failed" },
    });
    await seed({ createdAt: "2026-11-02T08:00:00.000Z", email: "ayanda@example.org", job: { state: "delivered" } });
    await seed({ createdAt: "2026-11-03T08:00:00.000Z", email: "AYANDA@EXAMPLE.ORG", status: "spam" });
    const kept = await seed({
      createdAt: "2026-11-04T08:00:00.000Z",
      email: "naledi@example.org",
      job: { state: "pending" },
    });
    expect(await countRows()).toEqual({ enquiries: 4, jobs: 3 });

    expect(await eraseEnquiriesFrom(env.DB, "aYaNdA@eXaMpLe.OrG")).toBe(3);
    expect(await countRows()).toEqual({ enquiries: 1, jobs: 1 });
    expect(await findEnquiry(env.DB, first)).toBeNull();
    expect(await job(first)).toBeNull();
    expect(await findEnquiry(env.DB, kept)).toMatchObject({ email: "naledi@example.org", mail_state: "pending" });
  });

  it("returns 0 when nothing comes from the address", async () => {
    await seed({ createdAt: "2026-11-01T08:00:00.000Z", job: { state: "pending" } });
    expect(await eraseEnquiriesFrom(env.DB, "nobody@example.org")).toBe(0);
    expect(await countRows()).toEqual({ enquiries: 1, jobs: 1 });
  });

  it("relies on foreign keys D1 really enforces", async () => {
    // The cascade above only works because D1 enforces foreign keys; an orphan job is refused.
    await expect(
      env.DB.prepare(
        `INSERT INTO mail_jobs (id, enquiry_id, state, next_attempt_at, created_at)
         VALUES ('orphan', 'no-such-enquiry', 'pending', '2026-11-01T08:00:00.000Z', '2026-11-01T08:00:00.000Z')`,
      ).run(),
    ).rejects.toThrow(/FOREIGN KEY constraint failed/);
    const pragma = await env.DB.prepare("PRAGMA foreign_keys").first<{ foreign_keys: number }>();
    expect(pragma?.foreign_keys).toBe(1);
  });

  it.each(["%", "_", "%@%", "%@example.org", "_yanda@example.org", "ayanda@example.%"])(
    "treats %s as a literal address, not a pattern",
    async (pattern) => {
      await seed({ createdAt: "2026-11-01T08:00:00.000Z", email: "ayanda@example.org", job: { state: "pending" } });
      expect(await eraseEnquiriesFrom(env.DB, pattern)).toBe(0);
      expect(await countRows()).toEqual({ enquiries: 1, jobs: 1 });
    },
  );

  it("erases an address that really holds a wildcard, and only that one", async () => {
    await seed({ createdAt: "2026-11-01T08:00:00.000Z", email: "100%_sure@example.org" });
    await seed({ createdAt: "2026-11-02T08:00:00.000Z", email: "100xysure@example.org" });
    expect(await eraseEnquiriesFrom(env.DB, "100%_SURE@example.org")).toBe(1);
    expect((await listEnquiries(env.DB)).map((row) => row.email)).toEqual(["100xysure@example.org"]);
  });

  it.each(hostile)("treats %s as an address, not as SQL", async (value) => {
    await seed({ createdAt: "2026-11-01T08:00:00.000Z", job: { state: "pending" } });
    expect(await eraseEnquiriesFrom(env.DB, value)).toBe(0);
    expect(await eraseEnquiriesFrom(env.DB, "x' OR lower(email) LIKE '%")).toBe(0);
    expect(await countRows()).toEqual({ enquiries: 1, jobs: 1 });
  });

  it("erases an address with a quote in it", async () => {
    await seed({ createdAt: "2026-11-01T08:00:00.000Z", email: "o'brien@example.ie", job: { state: "pending" } });
    expect(await eraseEnquiriesFrom(env.DB, "O'Brien@example.ie")).toBe(1);
    expect(await countRows()).toEqual({ enquiries: 0, jobs: 0 });
  });
});
