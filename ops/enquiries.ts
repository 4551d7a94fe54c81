/**
 * `npm run enquiries -- <command>`: the operator's view of stored enquiries, without SQL.
 *
 *   status                      the mail outbox: jobs per state, the oldest undelivered, and every
 *                               mail that needs a person (exit status 1 while any does)
 *   list [--limit N]            newest enquiries with their mail state
 *   show <id>                   one enquiry in full, with its mail job
 *   export --csv                every enquiry as CSV on standard output
 *   retry <id>                  queue an enquiry's mail again (the next Cron run sends it)
 *   erase --email <address>     delete every enquiry from that address (a POPIA erasure request)
 *   erase --chat <reference>    delete a chat conversation's record by the reference the visitor
 *                               quotes (shown in the chat panel), with its votes
 *
 * Works on the local D1 (.wrangler/state, or PERSIST_TO: the store `npm start` uses) by default;
 * --remote works on the production D1 and --env staging|production on that environment's
 * (wrangler must be logged in). The queries themselves live in worker/enquiries/queries.ts; this
 * file parses arguments, opens the database through wrangler's platform proxy (no `wrangler`
 * child process) and prints.
 */
import { Console } from "node:console";
import { join, resolve } from "node:path";
import {
  enquiryRecordColumns,
  eraseEnquiriesFrom,
  exportEnquiries,
  findEnquiry,
  listEnquiries,
  mailStatus,
  retryMail,
  type EnquiryDatabase,
  type MailStatus,
} from "../worker/enquiries/queries.ts";
import { eraseChatSession } from "../worker/chat-records/queries.ts";
import { chatSessionPattern } from "../app/shared/chat-record.ts";
import { configPath, isDeployEnvironment, readEnvironment, type DeployEnvironment } from "./wrangler-environments.ts";
import { snapshotLocalDatabases } from "./local-snapshot.ts";

export { configPath };

export const usage =
  "Usage: npm run enquiries -- status | list [--limit N] | show <id> | export --csv | retry <id> | erase --email <address> | erase --chat <reference> [--remote | --env staging|production]";

/** Where a command works: the local store, or (remote) a deployed environment's database, production by default. */
export interface Target {
  remote: boolean;
  environment?: DeployEnvironment;
}

export type Action =
  | { name: "status" }
  | { name: "list"; limit: number }
  | { name: "show"; id: string }
  | { name: "export" }
  | { name: "retry"; id: string }
  | { name: "erase"; email: string }
  | { name: "erase-chat"; reference: string };

export type Command =
  | (Action & Target)
  /** No command prints the usage and succeeds; an unknown one prints it and fails. */
  | { name: "usage"; exitCode: 0 | 1 };

export type ParseResult = { command: Command } | { error: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const valueOptions = new Set(["limit", "email", "chat", "env"]);
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
  if (flags.has("help") || name === undefined) return { command: { name: "usage", exitCode: 0 } };
  const target: Target = { remote: flags.has("remote") };
  if (values.has("env")) {
    const environment = values.get("env");
    if (!isDeployEnvironment(environment)) return { error: "--env takes staging or production." };
    Object.assign(target, { remote: true, environment });
  }
  const action = parseAction(name, id, flags, values);
  if ("error" in action) return action;
  return { command: "usage" in action ? { name: "usage", exitCode: action.usage } : { ...action.action, ...target } };
}

function parseAction(
  name: string,
  id: string | undefined,
  flags: ReadonlySet<string>,
  values: ReadonlyMap<string, string | undefined>,
): { action: Action } | { usage: 1 } | { error: string } {
  switch (name) {
    case "status":
      return { action: { name } };
    case "list": {
      const limit = values.has("limit") ? positiveInteger(values.get("limit")) : 50;
      if (limit === null) return { error: "--limit takes a positive whole number." };
      return { action: { name, limit } };
    }
    case "show":
    case "retry":
      if (!id || !uuid.test(id)) return { error: "Give the enquiry id (a UUID, as shown by `list`)." };
      return { action: { name, id } };
    case "export":
      if (!flags.has("csv")) return { error: "Only CSV export exists: `export --csv`." };
      return { action: { name } };
    case "erase": {
      if (values.has("chat")) {
        // As the panel shows it; read aloud or retyped, it may come in lower case or without dashes.
        const typed = (values.get("chat") ?? "").toUpperCase().replace(/[^0-9A-Z]/g, "");
        const reference = typed.match(/.{1,4}/g)?.join("-") ?? "";
        if (!chatSessionPattern.test(reference))
          return { error: "Give the chat's reference as the panel shows it: `erase --chat K7QM-2XRP-9DHT-4WNC`." };
        return { action: { name: "erase-chat", reference } };
      }
      const email = values.get("email")?.trim().toLowerCase();
      if (!email || !email.includes("@"))
        return { error: "Give the visitor's address: `erase --email someone@example.org`." };
      return { action: { name, email } };
    }
    default:
      return { usage: 1 };
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

export interface D1BindingConfig {
  binding: string;
  database_id?: string;
  preview_database_id?: string;
  remote?: boolean;
}

/**
 * Refuses a deployed environment's config whose `DB` the platform proxy would not reach remotely.
 * Without `remote = true` it simulates the binding locally, and the operator would retry or erase
 * on an empty stand-in while believing it was production; with a preview_database_id it would
 * bind the preview database instead.
 */
export function assertRemoteDatabase(
  config: { d1_databases?: D1BindingConfig[] },
  environment: DeployEnvironment = "production",
): void {
  const binding = config.d1_databases?.find((database) => database.binding === "DB");
  if (binding?.remote !== true || binding.preview_database_id !== undefined) {
    throw new Error(
      `--remote needs \`remote = true\` (and no preview_database_id) on DB in [[env.${environment}.d1_databases]] of wrangler.toml.`,
    );
  }
}

/**
 * Opens the D1 binding `DB` through wrangler's platform proxy: in-process Miniflare on the local
 * store, or, with `remote`, a deployed environment's database (production unless `environment`
 * says otherwise) through a remote binding. A command that only reads (`readOnly`) reads the local
 * store through a copy (ops/local-snapshot.ts), so that it works beside a running site. wrangler
 * is imported here, not at the top, so parsing and the unit tests never load it.
 */
export async function openDatabase(
  target: Target & { persistPath: string; readOnly?: boolean },
): Promise<OpenDatabase> {
  // wrangler's informational lines go to standard output, where they would corrupt a CSV export.
  process.env.WRANGLER_LOG ??= "warn";
  process.env.WRANGLER_SEND_METRICS ??= "false";
  const { getPlatformProxy } = await import("wrangler");
  const environment = target.environment ?? "production";
  if (target.remote) assertRemoteDatabase(await readEnvironment(environment), environment);
  const snapshot = !target.remote && target.readOnly ? await snapshotLocalDatabases(target.persistPath) : undefined;
  try {
    const proxy = await getPlatformProxy<{ DB: EnquiryDatabase }>(
      target.remote
        ? { configPath, environment, persist: false, remoteBindings: true }
        : { configPath, persist: { path: snapshot?.path ?? target.persistPath }, remoteBindings: false },
    );
    return { db: proxy.env.DB, dispose: () => proxy.dispose().finally(() => snapshot?.dispose()) };
  } catch (error) {
    await snapshot?.dispose();
    throw error;
  }
}

/** The commands that change nothing, which read the local store through a copy. */
const readingCommands: ReadonlySet<Command["name"]> = new Set(["status", "list", "show", "export"]);

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
    const where = command.environment ? { environment: command.environment } : {};
    database = await open({
      remote: command.remote,
      ...where,
      persistPath: localPersistPath(env),
      readOnly: readingCommands.has(command.name),
    });
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
    case "status": {
      const status = await mailStatus(db);
      out.log(formatMailStatus(status, Date.now()));
      if (status.attention.length > 0) {
        out.table(
          status.attention.map(({ reference, enquiry_id, state, attempts, last_status, created_at, reason }) => ({
            reference,
            enquiry_id,
            state,
            attempts,
            last_status,
            age: formatAge(Date.now() - Date.parse(created_at)),
            reason,
          })),
        );
        out.log(
          'What each means and what to do: docs/operations.md, "Alerts". `retry <id>` queues a mail again once the cause is fixed.',
        );
      }
      return status.attentionTotal > 0 ? 1 : 0;
    }
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
    case "erase-chat": {
      const erased = await eraseChatSession(db, command.reference);
      out.log(
        `Erased ${erased} chat turn${erased === 1 ? "" : "s"} of conversation ${command.reference}, with their votes.`,
      );
      return 0;
    }
  }
}

/** An age as an operator reads it: "under a minute", "42 min", "2 h 5 min", "3 d 4 h". */
export function formatAge(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** The first lines of `status`: the jobs per state, the oldest undelivered, and the verdict. */
export function formatMailStatus(status: MailStatus, now: number): string {
  const { counts, oldestUndelivered } = status;
  const lines = [
    `Mail: ${counts.pending} pending, ${counts.sending} sending, ${counts.held} held, ${counts.failed} failed, ${counts.delivered} delivered`,
    oldestUndelivered
      ? `Oldest undelivered: ${formatAge(now - Date.parse(oldestUndelivered))} old (received ${oldestUndelivered})`
      : "Oldest undelivered: none, every mail is delivered or failed",
  ];
  if (counts.held > 0) lines.push("Held mails wait for MAILCHANNELS_API_KEY: set it and the next Cron run sends them.");
  const total = status.attentionTotal;
  const shown = status.attention.length < total ? ` (the oldest ${status.attention.length} below)` : "";
  lines.push(
    total === 0 ? "Nothing needs attention." : `${total} mail${total === 1 ? " needs" : "s need"} attention${shown}:`,
  );
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Piping into `head` closes standard output early; that is not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  process.exitCode = await main(process.argv.slice(2));
}
