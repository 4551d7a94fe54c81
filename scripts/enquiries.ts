/**
 * `npm run enquiries -- <command>`: the operator's view of stored enquiries, without SQL.
 *
 *   list [--limit N]            newest enquiries with their mail state
 *   show <id>                   one enquiry in full, with its mail job
 *   export --csv                every enquiry as CSV on standard output
 *   retry <id>                  queue an enquiry's mail again (the next Cron run sends it)
 *   erase --email <address>     delete every enquiry from that address (a POPIA erasure request)
 *
 * Works on the local D1 (.wrangler/state, or PERSIST_TO: the store `npm start` uses) by default;
 * --remote works on the production D1 (wrangler must be logged in). The queries themselves live
 * in worker/enquiries/queries.ts; this file parses arguments, opens the database through
 * wrangler's platform proxy (no `wrangler` child process) and prints.
 */
import { Console } from "node:console";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  enquiryRecordColumns,
  eraseEnquiriesFrom,
  exportEnquiries,
  findEnquiry,
  listEnquiries,
  retryMail,
  type EnquiryDatabase,
} from "../worker/enquiries/queries.ts";

export const usage =
  "Usage: npm run enquiries -- list [--limit N] | show <id> | export --csv | retry <id> | erase --email <address> [--remote]";

export type Command =
  | { name: "list"; limit: number; remote: boolean }
  | { name: "show"; id: string; remote: boolean }
  | { name: "export"; remote: boolean }
  | { name: "retry"; id: string; remote: boolean }
  | { name: "erase"; email: string; remote: boolean }
  /** No command prints the usage and succeeds; an unknown one prints it and fails. */
  | { name: "usage"; exitCode: 0 | 1 };

export type ParseResult = { command: Command } | { error: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const valueOptions = new Set(["limit", "email"]);
const flagOptions = new Set(["remote", "csv", "help"]);

/**
 * Reads the command line without touching any database, so every refusal is testable and happens
 * before wrangler starts. Unknown options are refused: a mistyped `--remote` must not quietly
 * run on the local copy.
 */
export function parseCommand(argv: readonly string[]): ParseResult {
  const positional: string[] = [];
  const flags = new Set<string>();
  const values = new Map<string, string | undefined>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [name = "", inline] = splitOption(arg.slice(2));
    if (flagOptions.has(name) && inline === undefined) flags.add(name);
    else if (valueOptions.has(name)) {
      const next = argv[index + 1];
      if (inline !== undefined) values.set(name, inline);
      else if (next !== undefined && !next.startsWith("--")) {
        values.set(name, next);
        index += 1;
      } else values.set(name, undefined);
    } else return { error: `Unknown option ${arg}.\n${usage}` };
  }

  const [name, id] = positional;
  const remote = flags.has("remote");
  if (flags.has("help") || name === undefined) return { command: { name: "usage", exitCode: 0 } };
  switch (name) {
    case "list": {
      const limit = values.has("limit") ? positiveInteger(values.get("limit")) : 50;
      if (limit === null) return { error: "--limit takes a positive whole number." };
      return { command: { name, limit, remote } };
    }
    case "show":
    case "retry":
      if (!id || !uuid.test(id)) return { error: "Give the enquiry id (a UUID, as shown by `list`)." };
      return { command: { name, id, remote } };
    case "export":
      if (!flags.has("csv")) return { error: "Only CSV export exists: `export --csv`." };
      return { command: { name, remote } };
    case "erase": {
      const email = values.get("email")?.trim().toLowerCase();
      if (!email || !email.includes("@"))
        return { error: "Give the visitor's address: `erase --email someone@example.org`." };
      return { command: { name, email, remote } };
    }
    default:
      return { command: { name: "usage", exitCode: 1 } };
  }
}

function splitOption(option: string): [string, string | undefined] {
  const equals = option.indexOf("=");
  return equals === -1 ? [option, undefined] : [option.slice(0, equals), option.slice(equals + 1)];
}

function positiveInteger(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** A CSV cell, quoted, and defused so spreadsheets never run it as a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * Where `wrangler dev --persist-to <dir>` and `wrangler d1 execute --persist-to <dir>` keep their
 * data: the `v3` folder inside the directory, resolved from the working directory. The platform
 * proxy takes that inner folder itself, so it is spelled out here to land on the same files.
 */
export function localPersistPath(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return join(resolve(cwd, env.PERSIST_TO ?? ".wrangler/state"), "v3");
}

export interface OpenDatabase {
  db: EnquiryDatabase;
  dispose(): Promise<void>;
}

export const configPath = fileURLToPath(new URL("../wrangler.toml", import.meta.url));

export interface D1BindingConfig {
  binding: string;
  database_id?: string;
  preview_database_id?: string;
  remote?: boolean;
}

/**
 * Refuses a production config whose `DB` the platform proxy would not reach remotely. Without
 * `remote = true` it simulates the binding locally, and the operator would retry or erase on an
 * empty stand-in while believing it was production; with a preview_database_id it would bind
 * the preview database instead.
 */
export function assertRemoteDatabase(config: { d1_databases?: D1BindingConfig[] }): void {
  const binding = config.d1_databases?.find((database) => database.binding === "DB");
  if (binding?.remote !== true || binding.preview_database_id !== undefined) {
    throw new Error(
      "--remote needs `remote = true` (and no preview_database_id) on DB in [[env.production.d1_databases]] of wrangler.toml.",
    );
  }
}

/**
 * Opens the D1 binding `DB` through wrangler's platform proxy: in-process Miniflare on the local
 * store, or, with `remote`, the production environment's database through a remote binding.
 * wrangler is imported here, not at the top, so parsing and the unit tests never load it.
 */
export async function openDatabase(target: { remote: boolean; persistPath: string }): Promise<OpenDatabase> {
  // wrangler's informational lines go to standard output, where they would corrupt a CSV export.
  process.env.WRANGLER_LOG ??= "warn";
  process.env.WRANGLER_SEND_METRICS ??= "false";
  const { getPlatformProxy, unstable_readConfig } = await import("wrangler");
  if (target.remote) {
    assertRemoteDatabase(unstable_readConfig({ config: configPath, env: "production" }, { hideWarnings: true }));
  }
  const proxy = await getPlatformProxy<{ DB: EnquiryDatabase }>(
    target.remote
      ? { configPath, environment: "production", persist: false, remoteBindings: true }
      : { configPath, persist: { path: target.persistPath }, remoteBindings: false },
  );
  return { db: proxy.env.DB, dispose: () => proxy.dispose() };
}

export interface CliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  /** How the database is reached; the integration test hands in one it has already seeded. */
  open: typeof openDatabase;
}

/** Runs one command line and returns the exit code. */
export async function main(argv: readonly string[], io: Partial<CliIo> = {}): Promise<number> {
  const { stdout = process.stdout, stderr = process.stderr, env = process.env, open = openDatabase } = io;
  const out = new Console({ stdout, stderr });
  const parsed = parseCommand(argv);
  if ("error" in parsed) {
    out.error(parsed.error);
    return 1;
  }
  const { command } = parsed;
  if (command.name === "usage") {
    out.log(usage);
    return command.exitCode;
  }
  let database: OpenDatabase | undefined;
  try {
    database = await open({ remote: command.remote, persistPath: localPersistPath(env) });
    return await run(command, database.db, out, stdout);
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database?.dispose();
  }
}

async function run(
  command: Exclude<Command, { name: "usage" }>,
  db: EnquiryDatabase,
  out: Console,
  stdout: NodeJS.WritableStream,
): Promise<number> {
  switch (command.name) {
    case "list": {
      const rows = await listEnquiries(db, command.limit);
      if (rows.length === 0) out.log("No enquiries stored.");
      else out.table(rows);
      return 0;
    }
    case "show": {
      const row = await findEnquiry(db, command.id);
      if (!row) throw new Error(`No enquiry ${command.id}.`);
      for (const key of enquiryRecordColumns) out.log(`${key.padEnd(18)} ${row[key] ?? ""}`);
      return 0;
    }
    case "export": {
      const rows = await exportEnquiries(db);
      stdout.write(`${enquiryRecordColumns.map(csvCell).join(",")}\r\n`);
      for (const row of rows) stdout.write(`${enquiryRecordColumns.map((key) => csvCell(row[key])).join(",")}\r\n`);
      return 0;
    }
    case "retry": {
      if (!(await retryMail(db, command.id)))
        throw new Error(`No mail to retry for ${command.id} (no such enquiry, spam, or being sent right now).`);
      out.log(`Queued: the next Cron run sends the mail for enquiry ${command.id}.`);
      return 0;
    }
    case "erase": {
      // Mail jobs go with their enquiries (ON DELETE CASCADE).
      const erased = await eraseEnquiriesFrom(db, command.email);
      out.log(`Erased ${erased} enquir${erased === 1 ? "y" : "ies"} from ${command.email}.`);
      return 0;
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Piping into `head` closes standard output early; that is not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  process.exitCode = await main(process.argv.slice(2));
}
