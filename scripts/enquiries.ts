/**
 * `npm run enquiries -- <command>`: the operator's view of stored enquiries, without SQL.
 *
 *   list [--limit N]            newest enquiries with their mail state
 *   show <id>                   one enquiry in full, with its mail job
 *   export --csv                every enquiry as CSV on standard output
 *   retry <id>                  queue an enquiry's mail again (the next Cron run sends it)
 *   erase --email <address>     delete every enquiry from that address (a POPIA erasure request)
 *
 * Works on the local D1 (.wrangler/state, or PERSIST_TO) by default; --remote works on the
 * production D1 (wrangler must be logged in).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const wranglerBin = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const args = process.argv.slice(2);
const remote = args.includes("--remote");
const positional = args.filter((arg) => !arg.startsWith("--"));
const [command] = positional;

function option(name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
}

/** Quotes a value as an SQL string literal. */
function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function query<Row>(sql: string): Row[] {
  const target = remote
    ? ["--remote", "--env", "production"]
    : ["--local", "--persist-to", process.env.PERSIST_TO ?? ".wrangler/state"];
  const result = spawnSync(
    process.execPath,
    [wranglerBin, "d1", "execute", "DB", ...target, "--json", "--command", sql],
    {
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) {
    throw new Error(`wrangler d1 execute failed:\n${result.stderr || result.stdout}`);
  }
  const batches = JSON.parse(result.stdout) as { results: Row[] }[];
  return batches.flatMap((batch) => batch.results);
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requireId(id: string | undefined): string {
  if (!id || !uuid.test(id)) throw new Error("Give the enquiry id (a UUID, as shown by `list`).");
  return id;
}

/** A CSV cell, quoted, and defused so spreadsheets never run it as a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

const enquiryColumns = `e.id, e.created_at, e.status, e.full_name, e.email, e.phone, e.company, e.subject, e.message,
  j.state AS mail_state, j.attempts AS mail_attempts, j.last_error AS mail_error, j.delivered_at AS mail_delivered_at`;
const fromEnquiries = "FROM enquiries e LEFT JOIN mail_jobs j ON j.enquiry_id = e.id";

function run(): void {
  switch (command) {
    case "list": {
      const limit = Number(option("limit") ?? 50);
      if (!Number.isInteger(limit) || limit < 1) throw new Error("--limit takes a positive whole number.");
      const rows = query<Record<string, string | number | null>>(
        `SELECT e.id, e.created_at, e.status, e.full_name, e.email, e.subject, j.state AS mail_state
         ${fromEnquiries} ORDER BY e.created_at DESC LIMIT ${limit}`,
      );
      if (rows.length === 0) return console.log("No enquiries stored.");
      console.table(rows);
      return;
    }
    case "show": {
      const id = requireId(positional[1]);
      const [row] = query<Record<string, unknown>>(
        `SELECT ${enquiryColumns} ${fromEnquiries} WHERE e.id = ${sqlText(id)}`,
      );
      if (!row) throw new Error(`No enquiry ${id}.`);
      for (const [key, value] of Object.entries(row)) console.log(`${key.padEnd(18)} ${value ?? ""}`);
      return;
    }
    case "export": {
      if (!args.includes("--csv")) throw new Error("Only CSV export exists: `export --csv`.");
      const rows = query<Record<string, unknown>>(`SELECT ${enquiryColumns} ${fromEnquiries} ORDER BY e.created_at`);
      const header = [
        "id",
        "created_at",
        "status",
        "full_name",
        "email",
        "phone",
        "company",
        "subject",
        "message",
        "mail_state",
        "mail_attempts",
        "mail_error",
        "mail_delivered_at",
      ];
      process.stdout.write(`${header.map(csvCell).join(",")}\r\n`);
      for (const row of rows) process.stdout.write(`${header.map((key) => csvCell(row[key])).join(",")}\r\n`);
      return;
    }
    case "retry": {
      const id = requireId(positional[1]);
      const [job] = query<{ id: string }>(
        `UPDATE mail_jobs SET state = 'pending', attempts = 0, next_attempt_at = '1970-01-01T00:00:00.000Z',
           claim_token = NULL, claimed_until = NULL, delivered_at = NULL, last_error = NULL
         WHERE enquiry_id = ${sqlText(id)} AND state != 'sending' RETURNING id`,
      );
      if (!job) throw new Error(`No mail to retry for ${id} (no such enquiry, spam, or being sent right now).`);
      console.log(`Queued: the next Cron run sends the mail for enquiry ${id}.`);
      return;
    }
    case "erase": {
      const email = option("email")?.trim().toLowerCase();
      if (!email || !email.includes("@"))
        throw new Error("Give the visitor's address: `erase --email someone@example.org`.");
      // Mail jobs go with their enquiries (ON DELETE CASCADE).
      const erased = query<{ id: string }>(`DELETE FROM enquiries WHERE lower(email) = ${sqlText(email)} RETURNING id`);
      console.log(`Erased ${erased.length} enquir${erased.length === 1 ? "y" : "ies"} from ${email}.`);
      return;
    }
    default:
      console.log(
        "Usage: npm run enquiries -- list [--limit N] | show <id> | export --csv | retry <id> | erase --email <address> [--remote]",
      );
      process.exitCode = command ? 1 : 0;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Piping into `head` closes standard output early; that is not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  try {
    run();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
