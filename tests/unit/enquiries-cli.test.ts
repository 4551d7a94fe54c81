import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  assertRemoteDatabase,
  configPath,
  csvCell,
  formatAge,
  formatMailStatus,
  localPersistPath,
  main,
  openDatabase,
  parseCommand,
  usage,
  type CliIo,
  type OpenDatabase,
} from "../../ops/enquiries.ts";

const id = "3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f";

afterEach(() => {
  vi.unstubAllEnvs();
});

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

describe("parseCommand", () => {
  it("prints the usage, successfully, without a command or with --help", () => {
    expect(parseCommand([])).toEqual({ command: { name: "usage", exitCode: 0 } });
    expect(parseCommand(["--help"])).toEqual({ command: { name: "usage", exitCode: 0 } });
    expect(parseCommand(["list", "--help"])).toEqual({ command: { name: "usage", exitCode: 0 } });
  });

  it("prints the usage and fails for an unknown command", () => {
    expect(parseCommand(["delete"])).toEqual({ command: { name: "usage", exitCode: 1 } });
    expect(parseCommand(["-h"])).toEqual({ command: { name: "usage", exitCode: 1 } });
    expect(usage).toBe(
      "Usage: npm run enquiries -- status | list [--limit N] | show <id> | export --csv | retry <id> | erase --email <address> | erase --chat <reference> [--remote | --env staging|production]",
    );
  });

  it("refuses an unknown option, so a mistyped --remote never runs on the local copy", () => {
    expect(parseCommand(["list", "--remot"])).toEqual({ error: `Unknown option --remot.\n${usage}` });
    expect(parseCommand(["erase", "--mail", "a@example.org"])).toEqual({ error: `Unknown option --mail.\n${usage}` });
    expect(parseCommand(["export", "--csv=yes"])).toEqual({ error: `Unknown option --csv=yes.\n${usage}` });
  });

  describe("status", () => {
    it("works locally, on production with --remote, and on either environment with --env", () => {
      expect(parseCommand(["status"])).toEqual({ command: { name: "status", remote: false } });
      expect(parseCommand(["status", "--remote"])).toEqual({ command: { name: "status", remote: true } });
      expect(parseCommand(["status", "--env", "staging"])).toEqual({
        command: { name: "status", remote: true, environment: "staging" },
      });
      expect(parseCommand(["list", "--env=production", "--limit", "3"])).toEqual({
        command: { name: "list", limit: 3, remote: true, environment: "production" },
      });
    });

    it("refuses an environment wrangler.toml does not have", () => {
      expect(parseCommand(["status", "--env", "prod"])).toEqual({ error: "--env takes staging or production." });
      expect(parseCommand(["status", "--env"])).toEqual({ error: "--env takes staging or production." });
    });
  });

  describe("list", () => {
    it("lists 50 on the local database by default", () => {
      expect(parseCommand(["list"])).toEqual({ command: { name: "list", limit: 50, remote: false } });
    });

    it("takes --limit N, --limit=N and --remote in any order", () => {
      expect(parseCommand(["list", "--limit", "5"])).toEqual({ command: { name: "list", limit: 5, remote: false } });
      expect(parseCommand(["list", "--limit=7"])).toEqual({ command: { name: "list", limit: 7, remote: false } });
      expect(parseCommand(["--remote", "list", "--limit", "1"])).toEqual({
        command: { name: "list", limit: 1, remote: true },
      });
      expect(parseCommand(["list", "--limit", "3", "--remote"])).toEqual({
        command: { name: "list", limit: 3, remote: true },
      });
      expect(parseCommand(["list", "--limit", "007"])).toEqual({ command: { name: "list", limit: 7, remote: false } });
    });

    it.each([["0"], ["-1"], ["1.5"], ["abc"], [""], [" 5"], ["1e2"], ["0x10"], ["9007199254740993"]])(
      "refuses --limit %j",
      (limit) => {
        expect(parseCommand(["list", "--limit", limit])).toEqual({ error: "--limit takes a positive whole number." });
        expect(parseCommand(["list", `--limit=${limit}`])).toEqual({ error: "--limit takes a positive whole number." });
      },
    );

    it("refuses --limit without a number", () => {
      expect(parseCommand(["list", "--limit"])).toEqual({ error: "--limit takes a positive whole number." });
      expect(parseCommand(["list", "--limit", "--remote"])).toEqual({
        error: "--limit takes a positive whole number.",
      });
    });
  });

  describe.each(["show", "retry"] as const)("%s", (name) => {
    it("takes the enquiry id, in either case, and --remote", () => {
      expect(parseCommand([name, id])).toEqual({ command: { name, id, remote: false } });
      expect(parseCommand([name, id.toUpperCase(), "--remote"])).toEqual({
        command: { name, id: id.toUpperCase(), remote: true },
      });
      expect(parseCommand(["--remote", name, id])).toEqual({ command: { name, id, remote: true } });
    });

    it.each([[], ["1; DROP TABLE enquiries"], ["not-a-uuid"], [`${id}'`], [`${id} OR 1=1`], ["--remote"]])(
      "refuses %j as the id",
      (...rest: string[]) => {
        expect(parseCommand([name, ...rest])).toEqual({ error: "Give the enquiry id (a UUID, as shown by `list`)." });
      },
    );
  });

  describe("export", () => {
    it("exports CSV, locally or remotely", () => {
      expect(parseCommand(["export", "--csv"])).toEqual({ command: { name: "export", remote: false } });
      expect(parseCommand(["export", "--remote", "--csv"])).toEqual({ command: { name: "export", remote: true } });
    });

    it("refuses any other format", () => {
      expect(parseCommand(["export"])).toEqual({ error: "Only CSV export exists: `export --csv`." });
      expect(parseCommand(["export", "json"])).toEqual({ error: "Only CSV export exists: `export --csv`." });
      expect(parseCommand(["export", "--remote"])).toEqual({ error: "Only CSV export exists: `export --csv`." });
    });
  });

  describe("erase", () => {
    it("takes the address, trimmed and in lower case, and --remote", () => {
      expect(parseCommand(["erase", "--email", "  Ayanda@Example.org "])).toEqual({
        command: { name: "erase", email: "ayanda@example.org", remote: false },
      });
      expect(parseCommand(["erase", "--email=ayanda@example.org", "--remote"])).toEqual({
        command: { name: "erase", email: "ayanda@example.org", remote: true },
      });
    });

    it("takes a chat's reference as the panel shows it, or typed in lower case without dashes", () => {
      expect(parseCommand(["erase", "--chat", "k7qm 2xrp9dht-4wnc", "--env", "staging"])).toEqual({
        command: { name: "erase-chat", reference: "K7QM-2XRP-9DHT-4WNC", remote: true, environment: "staging" },
      });
      expect(parseCommand(["erase", "--chat", "K7QM-2XRP"])).toEqual({
        error: "Give the chat's reference as the panel shows it: `erase --chat K7QM-2XRP-9DHT-4WNC`.",
      });
    });

    it("keeps quotes and wildcards as part of the address", () => {
      expect(parseCommand(["erase", "--email", "o'brien%_@example.ie"])).toEqual({
        command: { name: "erase", email: "o'brien%_@example.ie", remote: false },
      });
    });

    it.each([
      [[]],
      [["--email"]],
      [["--email", "nobody"]],
      [["--email", "   "]],
      [["--email="]],
      [["--email", "--remote"]],
    ])("refuses %j", (rest) => {
      expect(parseCommand(["erase", ...rest])).toEqual({
        error: "Give the visitor's address: `erase --email someone@example.org`.",
      });
    });
  });
});

describe("localPersistPath", () => {
  it("lands where `wrangler dev --persist-to` keeps its data: the v3 folder, from the working directory", () => {
    expect(localPersistPath({}, "/repo")).toBe("/repo/.wrangler/state/v3");
    expect(localPersistPath({ PERSIST_TO: "tmp/state" }, "/repo")).toBe("/repo/tmp/state/v3");
    expect(localPersistPath({ PERSIST_TO: "/var/enquiries" }, "/repo")).toBe("/var/enquiries/v3");
  });
});

describe("assertRemoteDatabase", () => {
  it("accepts a production DB marked remote", () => {
    expect(() =>
      assertRemoteDatabase({ d1_databases: [{ binding: "DB", database_id: "x", remote: true }] }),
    ).not.toThrow();
  });

  it.each([
    [{}],
    [{ d1_databases: [] }],
    [{ d1_databases: [{ binding: "DB", database_id: "x" }] }],
    [{ d1_databases: [{ binding: "OTHER", database_id: "x", remote: true }] }],
    [{ d1_databases: [{ binding: "DB", database_id: "x", preview_database_id: "y", remote: true }] }],
  ])("refuses %j, which the proxy would not bind to the production database", (config) => {
    expect(() => assertRemoteDatabase(config)).toThrow("--remote needs `remote = true`");
  });
});

/** Collects what the CLI writes, as a terminal would show it. */
function capture() {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  return { stream, read: () => text, clear: () => (text = "") };
}

describe("status output", () => {
  const now = Date.parse("2026-11-25T12:00:00.000Z");

  it.each([
    [20_000, "under a minute"],
    [42 * 60_000, "42 min"],
    [125 * 60_000, "2 h 5 min"],
    [(3 * 24 + 4) * 60 * 60_000, "3 d 4 h"],
  ])("gives an age of %i ms as %j", (ms, text) => {
    expect(formatAge(ms)).toBe(text);
  });

  it("counts the jobs, names the oldest undelivered and what needs attention", () => {
    const status = {
      counts: { pending: 2, sending: 0, held: 1, failed: 1, delivered: 14 },
      oldestUndelivered: "2026-11-25T09:55:00.000Z",
      attention: [],
      attentionTotal: 3,
    };
    expect(formatMailStatus(status, now)).toBe(
      [
        "Mail: 2 pending, 0 sending, 1 held, 1 failed, 14 delivered",
        "Oldest undelivered: 2 h 5 min old (received 2026-11-25T09:55:00.000Z)",
        "Held mails wait for MAILCHANNELS_API_KEY: set it and the next Cron run sends them.",
        "3 mails need attention (the oldest 0 below):",
      ].join("\n"),
    );
    const quiet = {
      counts: { pending: 0, sending: 0, held: 0, failed: 0, delivered: 9 },
      oldestUndelivered: null,
      attention: [],
      attentionTotal: 0,
    };
    expect(formatMailStatus(quiet, now)).toBe(
      "Mail: 0 pending, 0 sending, 0 held, 0 failed, 9 delivered\nOldest undelivered: none, every mail is delivered or failed\nNothing needs attention.",
    );
  });
});

describe("refusals", () => {
  it("refuse a malformed id or address with a clear message, before opening any database", async () => {
    const stdout = capture();
    const stderr = capture();
    const io: Partial<CliIo> = {
      stdout: stdout.stream,
      stderr: stderr.stream,
      open: () => Promise.reject(new Error("no database should be opened")),
    };
    expect(await main(["show", "1; DROP TABLE enquiries"], io)).toBe(1);
    expect(stderr.read()).toContain("Give the enquiry id");
    stderr.clear();
    expect(await main(["erase", "--email", "nobody"], io)).toBe(1);
    expect(stderr.read()).toContain("Give the visitor's address");
    expect(await main([], io)).toBe(0);
    expect(await main(["nonsense"], io)).toBe(1);
    expect(stdout.read()).toBe(`${usage}\n${usage}\n`);
  });
});

/**
 * The operator command end to end against a real local D1 in a throwaway PERSIST_TO, through the
 * platform proxy the CLI opens itself. Starting Miniflare is most of the cost, so every command
 * shares the one proxy: the first `open` starts it, later ones get it back undisposed.
 */
describe("npm run enquiries", () => {
  it("lists, shows, exports, retries and erases without SQL", async () => {
    const persistTo = mkdtempSync(join(tmpdir(), "enquiries-cli-"));
    const env = { PERSIST_TO: persistTo };
    const targets: Parameters<typeof openDatabase>[0][] = [];
    let proxy: Promise<OpenDatabase> | undefined;
    const open: typeof openDatabase = async (target) => {
      targets.push(target);
      proxy ??= openDatabase(target);
      return { db: (await proxy).db, dispose: async () => {} };
    };
    try {
      // Seeded as the site would have stored it: the real migrations, then one failed enquiry.
      const { db } = await open({ remote: false, persistPath: localPersistPath(env) });
      const { unstable_splitSqlQuery } = await import("wrangler");
      const migrations = join(import.meta.dirname, "../../worker/migrations");
      for (const file of readdirSync(migrations).sort()) {
        for (const sql of unstable_splitSqlQuery(readFileSync(join(migrations, file), "utf8"))) {
          await db.prepare(sql).all();
        }
      }
      await db
        .prepare(
          `INSERT INTO enquiries (id, created_at, full_name, email, phone, company, subject, message, status)
           VALUES (?, '2026-11-01T08:00:00.000Z', 'Ayanda Zulu', 'Ayanda@Example.org', '', '=cmd', 'SOC pricing',
             'Please send a proposal for a SOC.', 'received')`,
        )
        .bind(id)
        .all();
      await db
        .prepare(
          `INSERT INTO mail_jobs (id, enquiry_id, state, attempts, next_attempt_at, created_at, last_error)
           VALUES ('job-1', ?, 'failed', 8, '2026-11-01T08:00:00.000Z', '2026-11-01T08:00:00.000Z',
             'MailChannels answered 500')`,
        )
        .bind(id)
        .all();

      const stdout = capture();
      const stderr = capture();
      const cli = async (...argv: string[]) => {
        stdout.clear();
        stderr.clear();
        const status = await main(argv, { stdout: stdout.stream, stderr: stderr.stream, env, open });
        return { status, stdout: stdout.read(), stderr: stderr.read() };
      };

      const status = await cli("status");
      expect(status.status).toBe(1);
      expect(status.stdout).toContain("Mail: 0 pending, 0 sending, 0 held, 1 failed, 0 delivered");
      expect(status.stdout).toContain("1 mail needs attention:");
      expect(status.stdout).toMatch(new RegExp(`${id.slice(0, 8).toUpperCase()}.*${id}.*failed.*8.*gave-up`));
      expect(status.stdout).not.toContain("Ayanda");

      const listed = await cli("list");
      expect(listed).toMatchObject({ status: 0, stderr: "" });
      expect(listed.stdout).toContain("Ayanda Zulu");
      const shown = await cli("show", id);
      expect(shown.stdout).toContain("SOC pricing");
      expect(shown.stdout).toContain("MailChannels answered 500");
      expect(shown.stdout).toMatch(/^mail_attempts\s+8$/m);
      const csv = (await cli("export", "--csv")).stdout;
      expect(csv.split("\r\n")[0]).toContain('"id","created_at"');
      expect(csv).toContain(`"'=cmd"`);
      expect(csv.split("\r\n")).toEqual([expect.any(String), expect.stringContaining(`"${id}"`), ""]);
      expect((await cli("retry", id)).stdout).toContain("Queued");
      expect((await cli("show", id)).stdout).toMatch(/mail_state\s+pending/);
      expect(await cli("show", "00000000-0000-4000-8000-000000000000")).toMatchObject({
        status: 1,
        stderr: "No enquiry 00000000-0000-4000-8000-000000000000.\n",
      });
      expect((await cli("erase", "--email", "ayanda@example.org")).stdout).toContain("Erased 1 enquiry");
      expect((await cli("list")).stdout).toContain("No enquiries stored.");

      // Every command asked for the local store under PERSIST_TO, never the remote one; those that
      // only read asked for it through a copy, which works beside a running site.
      for (const target of targets) expect(target).toMatchObject({ remote: false, persistPath: join(persistTo, "v3") });
      const [, ...commands] = targets.map((target) => target.readOnly);
      expect(commands).toEqual([true, true, true, true, false, true, true, false, true]);

      // The files sit where `wrangler dev --persist-to` keeps D1, so the CLI sees what the site stored.
      const d1Files = readdirSync(join(persistTo, "v3/d1/miniflare-D1DatabaseObject"));
      expect(d1Files.some((file) => file.endsWith(".sqlite") && file !== "metadata.sqlite")).toBe(true);
    } finally {
      await (await proxy)?.dispose();
      rmSync(persistTo, { recursive: true, force: true });
    }
  }, 60_000);

  it("gives --remote the production database through a remote binding (read from wrangler.toml, offline)", async () => {
    vi.stubEnv("WRANGLER_LOG", "error"); // not the warning that AI bindings are always remote
    const { unstable_readConfig, unstable_getMiniflareWorkerOptions } = await import("wrangler");
    const config = unstable_readConfig({ config: configPath, env: "production" }, { hideWarnings: true });
    expect(() => assertRemoteDatabase(config)).not.toThrow();
    // The same binding options getPlatformProxy builds once its remote session is up.
    type Options = NonNullable<Parameters<typeof unstable_getMiniflareWorkerOptions>[2]>;
    const remoteProxyConnectionString = new URL("http://127.0.0.1:9/") as Options["remoteProxyConnectionString"];
    const { workerOptions } = unstable_getMiniflareWorkerOptions(config, "production", { remoteProxyConnectionString });
    expect(workerOptions.d1Databases).toEqual({
      DB: { id: config.d1_databases[0].database_id, remoteProxyConnectionString },
    });
  }, 30_000);
});
