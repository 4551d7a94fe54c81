/**
 * `npm run chat:report -- [--env local|staging|production] [--days N] [--json]`: what visitors
 * asked the chat assistant and how it answered, from the chat's record in D1 (migration 0005):
 * turns by scope, the share of helpful votes, the questions the site did not cover grouped by
 * similar wording, the pages linked first by replies voted "Not helpful" (with what was asked),
 * and the median and 95th-percentile reply times. `--json` prints the same as data.
 *
 * The database is reached as `npm run enquiries` reaches it (ops/enquiries.ts): the local store
 * (PERSIST_TO, default .wrangler/state) or a deployed environment's D1 through wrangler.
 */
import { Console } from "node:console";
import { parseArgs } from "node:util";
import { chatRecordFigures, type ChatRecordFigures } from "../worker/chat-records/queries.ts";
import { localPersistPath, openDatabase, type OpenDatabase } from "./enquiries.ts";
import { groupQuestions, type QuestionGroup } from "./question-groups.ts";
import { isDeployEnvironment, type DeployEnvironment } from "./wrangler-environments.ts";

export const usage = "Usage: npm run chat:report -- [--env local|staging|production] [--days N] [--json] [--top N]";

export interface ReportCommand {
  environment: DeployEnvironment | "local";
  days: number;
  json: boolean;
  /** How many groups and pages to list. */
  top: number;
}

export type ReportParse = { command: ReportCommand } | { help: true } | { error: string };

export function parseReportCommand(argv: readonly string[]): ReportParse {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        env: { type: "string", default: "local" },
        days: { type: "string", default: "30" },
        top: { type: "string", default: "10" },
        json: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { error: `${(error as Error).message}\n${usage}` };
  }
  if (values.help) return { help: true };
  const environment = values.env;
  if (environment !== "local" && !isDeployEnvironment(environment))
    return { error: "--env takes local, staging or production." };
  const days = wholeNumber(values.days);
  if (days === null) return { error: "--days takes a whole number of days, 1 or more." };
  const top = wholeNumber(values.top);
  if (top === null) return { error: "--top takes a whole number, 1 or more." };
  return { command: { environment, days, json: values.json, top } };
}

function wholeNumber(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** The value below which `share` of the sorted values lie (nearest rank); null when there are none. */
export function percentile(sorted: readonly number[], share: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? null;
}

export interface ChatReport {
  environment: string;
  days: number;
  since: string;
  turns: number;
  byScope: ChatRecordFigures["byScope"];
  bySource: ChatRecordFigures["bySource"];
  votes: { helpful: number; notHelpful: number; helpfulShare: number | null };
  replyMs: { median: number | null; p95: number | null };
  notCovered: { questions: number; groups: QuestionGroup[] };
  notHelpfulPages: ChatRecordFigures["notHelpfulPages"];
  unrecorded: ChatRecordFigures["unrecorded"];
}

export function buildReport(figures: ChatRecordFigures, command: ReportCommand): ChatReport {
  const { helpful, notHelpful } = figures.votes;
  return {
    environment: command.environment,
    days: command.days,
    since: figures.since,
    turns: figures.turns,
    byScope: figures.byScope,
    bySource: figures.bySource,
    votes: { helpful, notHelpful, helpfulShare: helpful + notHelpful ? helpful / (helpful + notHelpful) : null },
    replyMs: { median: percentile(figures.replyMs, 0.5), p95: percentile(figures.replyMs, 0.95) },
    notCovered: {
      questions: figures.notCovered.length,
      groups: groupQuestions(figures.notCovered).slice(0, command.top),
    },
    notHelpfulPages: figures.notHelpfulPages.slice(0, command.top),
    unrecorded: figures.unrecorded,
  };
}

const share = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : "-");
const ms = (value: number | null) => (value === null ? "-" : `${value} ms`);

/** The report as an operator reads it. */
export function formatReport(report: ChatReport): string {
  const { byScope, turns, votes } = report;
  const lines = [
    `Chat record, ${report.environment}, the last ${report.days} day${report.days === 1 ? "" : "s"} (since ${report.since})`,
    "",
    `Turns: ${turns} (model ${report.bySource.model}, offline ${report.bySource.offline})`,
    ...Object.entries(byScope).map(
      ([scope, count]) => `  ${scope.padEnd(12)} ${String(count).padStart(6)}  ${share(count, turns)}`,
    ),
    "",
    `Votes: ${votes.helpful} helpful, ${votes.notHelpful} not helpful` +
      (votes.helpfulShare === null ? "" : ` (${Math.round(votes.helpfulShare * 100)}% helpful)`),
    `Reply time: median ${ms(report.replyMs.median)}, p95 ${ms(report.replyMs.p95)}`,
  ];
  if (report.unrecorded.turns + report.unrecorded.votes > 0)
    lines.push(`Not recorded (daily cap per IP): ${report.unrecorded.turns} turns, ${report.unrecorded.votes} votes`);
  lines.push("", `Questions the site does not cover: ${report.notCovered.questions}, most asked first`);
  if (report.notCovered.groups.length === 0) lines.push("  none");
  for (const group of report.notCovered.groups) {
    const [first, ...others] = group.wordings;
    lines.push(`  ${String(group.count).padStart(4)}  ${first?.text ?? ""}`);
    for (const other of others.slice(0, 3)) lines.push(`        also: ${other.text}`);
    if (others.length > 3) lines.push(`        and ${others.length - 3} more wordings`);
  }
  lines.push("", 'Pages linked by replies voted "Not helpful"');
  if (report.notHelpfulPages.length === 0) lines.push("  none");
  for (const page of report.notHelpfulPages) {
    lines.push(`  ${String(page.votes).padStart(4)}  ${page.page}`);
    for (const question of page.questions) lines.push(`        asked: ${question}`);
  }
  return lines.join("\n");
}

export interface ReportIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  open: typeof openDatabase;
}

export async function main(argv: readonly string[], io: Partial<ReportIo> = {}): Promise<number> {
  const { stdout = process.stdout, stderr = process.stderr, env = process.env, open = openDatabase } = io;
  const out = new Console({ stdout, stderr });
  const parsed = parseReportCommand(argv);
  if ("error" in parsed) {
    out.error(parsed.error);
    return 1;
  }
  if ("help" in parsed) {
    out.log(usage);
    return 0;
  }
  const { command } = parsed;
  let database: OpenDatabase | undefined;
  try {
    const remote = command.environment !== "local";
    const where = remote ? { environment: command.environment as DeployEnvironment } : {};
    database = await open({ remote, ...where, persistPath: localPersistPath(env), readOnly: true });
    const report = buildReport(await chatRecordFigures(database.db, command.days), command);
    out.log(command.json ? JSON.stringify(report, null, 2) : formatReport(report));
    return 0;
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database?.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  process.exitCode = await main(process.argv.slice(2));
}
