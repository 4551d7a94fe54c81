import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freshIp, interceptMail, post, validEnquiry } from "./helpers.ts";

/** The per-IP enquiry limit these tests run at (the test config otherwise allows 1000). */
const limited = { RATE_LIMIT_ENQUIRIES: "5" } as unknown as Partial<Env>;

/** A KV that never remembers a write: what the first line looks like from another edge location. */
const forgetfulKv = {
  get: async () => null,
  put: async () => undefined,
} as unknown as KVNamespace;

/** Stored enquiries whose subject carries this run's marker. */
async function storedWith(marker: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM enquiries WHERE subject LIKE ?")
    .bind(`%${marker}%`)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the per-IP enquiry limit", () => {
  it("stores exactly the limit when 20 enquiries from one IP arrive at once", async () => {
    interceptMail();
    const ip = freshIp();
    const marker = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post("/api/send-email", validEnquiry({ subject: `Burst ${marker} ${index}` }), { ip, env: limited }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await storedWith(marker)).toBe(5);
  });

  it("does not count rejected enquiries: five 400s leave the whole allowance", async () => {
    interceptMail();
    const ip = freshIp();
    const marker = crypto.randomUUID();
    for (let index = 0; index < 5; index++) {
      const response = await post("/api/send-email", validEnquiry({ subject: "Hi" }), { ip, env: limited });
      expect(response.status).toBe(400);
    }
    for (let index = 0; index < 5; index++) {
      const response = await post("/api/send-email", validEnquiry({ subject: `Valid ${marker} ${index}` }), {
        ip,
        env: limited,
      });
      expect(response.status).toBe(200);
    }
    const sixth = await post("/api/send-email", validEnquiry({ subject: `Valid ${marker} 6` }), { ip, env: limited });
    expect(sixth.status).toBe(429);
    expect(await storedWith(marker)).toBe(5);
  });

  it("holds in D1 when the KV first line lets everything through", async () => {
    interceptMail();
    const ip = freshIp();
    const marker = crypto.randomUUID();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let index = 0; index < 7; index++) {
      last = await post("/api/send-email", validEnquiry({ subject: `Blind ${marker} ${index}` }), {
        ip,
        env: { ...limited, RATE_LIMIT: forgetfulKv },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Number(last?.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body = await last?.json<{ success: boolean; error: string }>();
    expect(body).toMatchObject({ success: false });
    expect(body?.error).toMatch(/Please try again in \d+ minutes?\./);
    expect(await storedWith(marker)).toBe(5);
  });

  it("counts each IP on its own", async () => {
    interceptMail();
    const first = freshIp();
    const marker = crypto.randomUUID();
    for (let index = 0; index < 5; index++) {
      await post("/api/send-email", validEnquiry({ subject: `First ${marker} ${index}` }), { ip: first, env: limited });
    }
    const other = await post("/api/send-email", validEnquiry({ subject: `Other ${marker}` }), { env: limited });
    expect(other.status).toBe(200);
    expect(await storedWith(marker)).toBe(6);
  });

  it("keeps the IP only as a salted hash, in D1 and in KV", async () => {
    interceptMail();
    const ip = freshIp();
    const marker = crypto.randomUUID();
    expect((await post("/api/send-email", validEnquiry({ subject: `Hash ${marker}` }), { ip })).status).toBe(200);
    const row = await env.DB.prepare("SELECT * FROM enquiries WHERE subject LIKE ?")
      .bind(`%${marker}%`)
      .first<Record<string, unknown>>();
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(ip);
    const keys = (await env.RATE_LIMIT.list()).keys.map((key) => key.name);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((name) => name.includes(ip))).toEqual([]);

    // Another salt gives another hash, so the stored value cannot be looked up without the salt.
    const marker2 = crypto.randomUUID();
    const salted = { IP_HASH_SALT: "another-salt" } as unknown as Partial<Env>;
    await post("/api/send-email", validEnquiry({ subject: `Hash ${marker2}` }), { ip, env: salted });
    const other = await env.DB.prepare("SELECT ip_hash FROM enquiries WHERE subject LIKE ?")
      .bind(`%${marker2}%`)
      .first<{ ip_hash: string }>();
    expect(other?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(other?.ip_hash).not.toBe(row?.ip_hash);
  });

  it("counts only the window: older enquiries free the allowance and lose their hash", async () => {
    interceptMail();
    const ip = freshIp();
    const marker = crypto.randomUUID();
    const blind = { ...limited, RATE_LIMIT: forgetfulKv };
    for (let index = 0; index < 5; index++) {
      await post("/api/send-email", validEnquiry({ subject: `Old ${marker} ${index}` }), { ip, env: blind });
    }
    expect(
      (await post("/api/send-email", validEnquiry({ subject: `Old ${marker} 5` }), { ip, env: blind })).status,
    ).toBe(429);
    // Eleven minutes later (the window is ten), as far as the stored rows are concerned.
    const earlier = new Date(Date.now() - 11 * 60_000).toISOString();
    await env.DB.prepare("UPDATE enquiries SET created_at = ? WHERE subject LIKE ?").bind(earlier, `%${marker}%`).run();
    const later = await post("/api/send-email", validEnquiry({ subject: `New ${marker}` }), { ip, env: blind });
    expect(later.status).toBe(200);
    const rows = await env.DB.prepare("SELECT subject, ip_hash FROM enquiries WHERE subject LIKE ? ORDER BY created_at")
      .bind(`%${marker}%`)
      .all<{ subject: string; ip_hash: string | null }>();
    expect(rows.results.map((row) => row.ip_hash === null)).toEqual([true, true, true, true, true, false]);
  });
});
