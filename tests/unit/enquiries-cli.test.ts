import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvCell } from "../../scripts/enquiries.ts";

describe("CSV export cells", () => {
  it("quote values and double embedded quotes", () => {
    expect(csvCell('She said "hi", then left')).toBe('"She said ""hi"", then left"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });

  it.each(['=HYPERLINK("http://evil.test")', "+27 82 555 0101", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "defuse a value a spreadsheet would run as a formula: %s",
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );
});

/** The operator command against a real local D1 in a throwaway directory. */
describe("npm run enquiries", () => {
  const persistTo = mkdtempSync(join(tmpdir(), "enquiries-cli-"));
  const env = { ...process.env, PERSIST_TO: persistTo, WRANGLER_SEND_METRICS: "false" };
  const wrangler = (...args: string[]) =>
    spawnSync(
      process.execPath,
      ["node_modules/wrangler/bin/wrangler.js", ...args, "--local", "--persist-to", persistTo],
      {
        encoding: "utf8",
        env,
      },
    );
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ["scripts/enquiries.ts", ...args], { encoding: "utf8", env });
  const id = "3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f";

  beforeAll(() => {
    expect(wrangler("d1", "migrations", "apply", "DB").status).toBe(0);
    const insert = wrangler(
      "d1",
      "execute",
      "DB",
      "--command",
      `INSERT INTO enquiries (id, created_at, full_name, email, phone, company, subject, message, status)
       VALUES ('${id}', '2026-11-01T08:00:00.000Z', 'Ayanda Zulu', 'Ayanda@Example.org', '', '=cmd', 'SOC pricing', 'Please send a proposal for a SOC.', 'received');
       INSERT INTO mail_jobs (id, enquiry_id, state, attempts, next_attempt_at, created_at, last_error)
       VALUES ('job-1', '${id}', 'failed', 8, '2026-11-01T08:00:00.000Z', '2026-11-01T08:00:00.000Z', 'MailChannels answered 500');`,
    );
    expect(insert.status, insert.stderr).toBe(0);
  }, 60_000);

  afterAll(() => rmSync(persistTo, { recursive: true, force: true }));

  it("lists, shows, exports, retries and erases without SQL", () => {
    expect(cli("list").stdout).toContain("Ayanda Zulu");
    const shown = cli("show", id).stdout;
    expect(shown).toContain("SOC pricing");
    expect(shown).toContain("MailChannels answered 500");
    const csv = cli("export", "--csv").stdout;
    expect(csv.split("\r\n")[0]).toContain('"id","created_at"');
    expect(csv).toContain(`"'=cmd"`);
    expect(cli("retry", id).stdout).toContain("Queued");
    expect(cli("show", id).stdout).toMatch(/mail_state\s+pending/);
    expect(cli("erase", "--email", "ayanda@example.org").stdout).toContain("Erased 1 enquiry");
    expect(cli("list").stdout).toContain("No enquiries stored.");
  }, 60_000);

  it("refuses a malformed id or address with a clear message", () => {
    const badId = cli("show", "1; DROP TABLE enquiries");
    expect(badId.status).toBe(1);
    expect(badId.stderr).toContain("Give the enquiry id");
    const badErase = cli("erase", "--email", "nobody");
    expect(badErase.status).toBe(1);
    expect(badErase.stderr).toContain("Give the visitor's address");
  }, 30_000);
});
