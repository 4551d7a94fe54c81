/**
 * `npm run bench:abuse`: every case of tests/support/abuse-cases.ts against the local site's API, each
 * from its own CF-Connecting-IP, then the concurrency cases (scripts/README.md). Exits 1 on a 5xx, a
 * hang, a leak or a concurrency result off the bar.
 */
import { execFile } from "node:child_process";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { abuseCases, chat, email, feedback, json, judge, parseBody } from "../tests/support/abuse-cases.ts";
import type { AbuseAnswer, AbuseCase, AbuseRequest, Verdict } from "../tests/support/abuse-cases.ts";
import { validEnquiry } from "../tests/support/enquiry-fixture.ts";
import { startMailRecorder } from "../tests/support/mail-recorder.ts";
import type { EnquiryDatabase } from "../worker/enquiries/queries.ts";
import { benchOptions, printSummary, tally } from "./bench-harness.ts";
import { startSite } from "./serve-for-tools.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const persistTo = join(root, ".wrangler/abuse-state");
const { port } = benchOptions(
  { port: Number(process.env.ABUSE_PORT ?? 8940) },
  "Usage: bench:abuse -- [--port N]",
  (o) => Number.isInteger(o.port) && o.port >= 1 && o.port <= 65535,
);
/** No answer after hangTimeoutMs is a hang; an enquiry's mail may take mailWaitMs, and a case that sends none is watched for settleMs. */
const [hangTimeoutMs, mailWaitMs, settleMs, enquiryLimit] = [15_000, 5_000, 250, 5];
/** The chat's daily record cap per IP for this run (CHAT_RECORD_DAILY_CAP), and the vote limit per window (the default). */
const [recordCap, voteLimit] = [5, 60];

let nextAddress = 1;
/** A client address no earlier request used, from 198.18.0.0/15 (RFC 2544's benchmark range). */
function freshIp(): string {
  const n = nextAddress++;
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** One request over its own connection, with full control of framing; waits at most hangTimeoutMs. */
function send(path: string, ip: string, spec: AbuseRequest): Promise<AbuseAnswer & { ms: number }> {
  const body = typeof spec.body === "function" ? spec.body() : spec.body;
  const started = performance.now();
  const headers: Record<string, string> = { "CF-Connecting-IP": ip, Connection: "close" };
  if (spec.contentType !== null) headers["Content-Type"] = spec.contentType ?? "application/json";
  if (spec.stopShortOf !== undefined) headers["Content-Length"] = String(spec.stopShortOf);
  else if (body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(body));
  return new Promise((resolve) => {
    let [status, allow] = [0, undefined as string | undefined];
    const chunks: Buffer[] = [];
    const finish = (kind: AbuseAnswer["kind"], error?: string) => {
      clearTimeout(timer);
      request.destroy();
      const text = Buffer.concat(chunks).toString("utf8");
      resolve({ kind, status, allow, text, ...(error ? { error } : {}), ms: Math.round(performance.now() - started) });
    };
    const request = httpRequest(`${site.origin}${path}`, { method: spec.method ?? "POST", headers, agent: false });
    const hang = () =>
      status ? finish("answer", "body never ended") : finish("hang", `no answer within ${hangTimeoutMs / 1000} s`);
    const timer = setTimeout(hang, hangTimeoutMs);
    request.on("response", (response) => {
      [status, allow] = [response.statusCode ?? 0, response.headers.allow];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => finish("answer"));
      response.on("error", (error: NodeJS.ErrnoException) => finish("answer", error.code ?? error.message));
    });
    // The server may answer early (413) and close while the upload is still being written.
    request.on("error", (error: NodeJS.ErrnoException) =>
      status ? finish("answer") : finish("error", error.code ?? error.message),
    );
    for (const chunk of spec.chunks ?? []) request.write(chunk);
    if (spec.chunks) request.end();
    else if (spec.stopShortOf === undefined) request.end(body);
    // Deliberately never ended: the body stops short of its Content-Length.
    else if (body !== undefined) request.write(body);
  });
}

let readRetries = 0;

/** The live local D1 and KV, read through wrangler's platform proxy while the site writes them. */
async function openStore() {
  process.env.WRANGLER_LOG ??= "warn";
  process.env.WRANGLER_SEND_METRICS ??= "false";
  const { getPlatformProxy } = await import("wrangler");
  type Bindings = { DB: EnquiryDatabase; RATE_LIMIT: { list(): Promise<{ keys: { name: string }[] }> } };
  // The same `v3` folder scripts/serve.ts gives Miniflare for PERSIST_TO.
  const persist = { path: join(persistTo, "v3") };
  const proxy = await getPlatformProxy<Bindings>({
    configPath: join(root, "wrangler.toml"),
    persist,
    remoteBindings: false,
  });
  // The site's workerd and this one share the SQLite file: a read can meet a lock while the site
  // writes ("database is locked: SQLITE_BUSY" on standard error, "internal error" here). Such reads
  // are retried (bounded) and counted.
  const count = async (table: string, where = "", ...values: unknown[]) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const query = proxy.env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} ${where}`).bind(...values);
        return (await query.first<{ n: number }>())?.n ?? 0;
      } catch (error) {
        if (attempt >= 20) throw error;
        readRetries += 1;
        await sleep(20 * attempt);
      }
    }
  };
  return {
    counts: async () => ({
      enquiries: await count("enquiries"),
      jobs: await count("mail_jobs"),
      votes: await count("chat_votes"),
    }),
    count,
    rateLimitKeys: async () =>
      (await proxy.env.RATE_LIMIT.list().catch(() => ({ keys: [] }))).keys.map((key) => key.name),
    dispose: () => proxy.dispose(),
  };
}

/** The enquiry count as a separate `wrangler d1 execute --local` process sees it, to cross-check. */
async function countWithWrangler(): Promise<number | string> {
  const sql = "SELECT COUNT(*) AS n FROM enquiries";
  const wrangler = join(root, "node_modules/wrangler/bin/wrangler.js");
  const args = [wrangler, "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql];
  const env = { ...process.env, WRANGLER_LOG: "log", WRANGLER_SEND_METRICS: "false" };
  const read = (stdout: string) => (JSON.parse(stdout.slice(stdout.indexOf("["))) as { results: { n: number }[] }[])[0];
  return promisify(execFile)(process.execPath, args, { cwd: root, env, timeout: 60_000 }).then(
    ({ stdout }) => read(stdout)?.results[0]?.n ?? "no result",
    (error: Error) => `failed: ${error.message.split("\n")[0]}`,
  );
}

const recorder = await startMailRecorder(0);
const vars = {
  MAILCHANNELS_BASE_URL: recorder.url,
  MAILCHANNELS_API_KEY: "bench-key",
  CHAT_RECORD_DAILY_CAP: String(recordCap),
};
const site = await startSite(port, { state: persistTo, vars, fresh: true });
let siteExited = false;
site.onExit((code) => {
  siteExited = true;
  console.error(`The site exited during the bench (code ${code}).`);
});
const store = await openStore().catch(async (error: unknown) => {
  await Promise.all([site.stop(), recorder.close()]);
  throw error;
});
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void Promise.allSettled([store.dispose(), site.stop()]).then(() => process.exit(130)));

/**
 * Runs `act` and returns what it left: enquiries stored and mails received, once the mails
 * `expected` says are due (from its result alone) have arrived (bounded),
 * then a little longer. The database is read only once that delivery is over: the site and this
 * reader share one SQLite file, and a read during the delivery's writes can fail with SQLITE_BUSY,
 * leaving the mail to a Cron run the bench never fires.
 */
async function effects<T>(act: () => Promise<T>, expected: number | ((result: T) => number)) {
  const [before, mailsBefore] = [await store.counts(), recorder.received.length];
  const result = await act();
  // From the answers alone: a read here would meet the delivery's writes.
  const due = typeof expected === "number" ? expected : expected(result);
  const deadline = Date.now() + (due > 0 ? mailWaitMs : settleMs);
  while (Date.now() < deadline && recorder.received.length - mailsBefore < due) await sleep(25);
  await sleep(due > 0 ? 100 : 0);
  // Enquiries and votes: what a rejected request must never add.
  const after = await store.counts();
  const stored = after.enquiries - before.enquiries + (after.votes - before.votes);
  const mails = recorder.received.slice(mailsBefore);
  return { result, stored, mailed: mails.length, mails };
}

const verdictOf = (ok: boolean) => (ok ? "ok" : "FAIL");
const label = (testCase: AbuseCase) => testCase.endpoint.replace("/api/", "");
const statusOf = (answer: AbuseAnswer) => (answer.kind === "answer" ? String(answer.status) : answer.kind);
const accepted = (answer: AbuseAnswer) => answer.status === 200 && parseBody(answer.text)?.success === true;

async function runCase(testCase: AbuseCase, ip: string): Promise<Verdict & { stored: number }> {
  const outcome = await effects(
    () => send(testCase.endpoint, ip, testCase.request),
    (answer) => (testCase.outcome === "accept" && answer.status === 200 ? 1 : 0),
  );
  const { result: answer, stored, mailed } = outcome;
  const verdict = judge(testCase, answer, outcome);
  const { failures, warnings, errorShape } = verdict;
  const status = answer.kind === "hang" ? "hang" : answer.kind === "error" ? "conn" : String(answer.status || "---");
  const line = [
    (failures.length ? "FAIL" : warnings.length ? "warn" : "ok").padEnd(4),
    label(testCase).padEnd(10),
    testCase.name.slice(0, 52).padEnd(52),
    status.padStart(4),
    `(exp ${testCase.status.join("/")})`.padEnd(14),
    `success:false ${errorShape ? "yes" : "no "}`,
    `stored +${stored}`,
    `mailed +${mailed}`,
    `${answer.ms} ms`,
    ...[...failures, ...warnings].map((note) => `| ${note}`),
  ];
  console.log(line.join("  "));
  return { ...verdict, stored };
}

/** The control (the first case, a valid enquiry): stored proves the counts are live; the limiter's keys show which address it saw. */
async function checkControl({ stored }: { stored: number }, ip: string): Promise<boolean> {
  if (stored !== 1)
    console.log("     ! the D1 reader did not see the control enquiry: stored counts below are not trustworthy");
  const keys = await store.rateLimitKeys();
  const passThrough = keys.some((key) => key.includes(ip))
    ? "yes: the limiter keyed on the client-supplied CF-Connecting-IP"
    : keys.some((key) => key.includes("127.0.0.1"))
      ? "no: the limiter saw 127.0.0.1, the socket address"
      : `not visible in KV (${keys.length} keys: ${keys.slice(0, 3).join(", ")})`;
  console.log(`     CF-Connecting-IP passed through: ${passThrough}\n`);
  return stored === 1;
}

/** 20 simultaneous valid enquiries from one address: exactly the limit accepted and stored. */
async function burst(): Promise<{ ok: boolean; bad: number }> {
  // A burst that straddles the limiter's fixed window would be counted in two windows.
  const windowSeconds = 600;
  const secondsLeft = windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
  if (secondsLeft < 10) {
    console.log(`  waiting ${secondsLeft + 1} s for the next rate-limit window so the burst falls in one`);
    await sleep((secondsLeft + 1) * 1000);
  }
  const [ip, window] = [freshIp(), Math.floor(Date.now() / 1000 / windowSeconds)];
  const bodies = Array.from({ length: 20 }, (_, n) => json(validEnquiry({ email: `burst-${n}@example.org` })));
  const sendAll = () => Promise.all(bodies.map((body) => send(email, ip, { body })));
  const sent = await effects(sendAll, (answers) => answers.filter(accepted).length);
  const straddled = Math.floor(Date.now() / 1000 / windowSeconds) !== window;
  const statuses = new Map<string, number>();
  for (const answer of sent.result) tally(statuses, statusOf(answer));
  const taken = sent.result.filter(accepted).length;
  const ok = taken === enquiryLimit && sent.stored === enquiryLimit;
  const bad = sent.result.filter((answer) => answer.kind !== "answer" || answer.status >= 500).length;
  const listed = [...statuses].map(([status, count]) => `${status}×${count}`).join(", ");
  console.log(
    `  ${ok && !bad ? "ok  " : "FAIL"}  20 concurrent valid enquiries from ${ip}: accepted ${taken}, stored ${sent.stored}, mailed ${sent.mailed} (bar: exactly ${enquiryLimit}); statuses ${listed}${straddled ? "  | the burst straddled a window boundary" : ""}`,
  );
  return { ok, bad };
}

/** 5 invalid requests, then a valid one from the same fresh address: accepted and stored. */
async function invalidThenValid(): Promise<boolean> {
  const ip = freshIp();
  const invalid = [{ message: "Hi" }, { subject: "Quote\r\nBcc: victim@example.org" }, { fullName: "<b>Ann</b>" }];
  const statuses: string[] = [];
  for (const body of ["{}", json(validEnquiry()).slice(0, 30), ...invalid.map((f) => json(validEnquiry(f)))])
    statuses.push(statusOf(await send(email, ip, { body })));
  const sent = await effects(() => sendValid(ip), 1);
  const ok = accepted(sent.result) && sent.stored === 1;
  console.log(
    `  ${ok ? "ok  " : "FAIL"}  5 invalid requests (${statuses.join(", ")}) then a valid one from ${ip}: ${statusOf(sent.result)}, ${accepted(sent.result) ? "accepted" : "not accepted"}, stored +${sent.stored}, mailed +${sent.mailed} (bar: accepted and stored)`,
  );
  return ok;
}
const sendValid = (ip: string) => send(email, ip, { body: json(validEnquiry()) });

/** 20 simultaneous chat messages from one address: every one answered, exactly the daily cap recorded. */
async function chatFlood(): Promise<{ ok: boolean; bad: number }> {
  const [ip, session] = [freshIp(), "B3NC-H000-0000-0001"];
  const body = json({ message: "What is VAPT?", session });
  await store.count("chat_turns", "WHERE session_id = ?", session).then((n) => {
    if (n > 0) throw new Error(`the fresh store already holds ${n} turns of ${session}`);
  });
  const answers = await Promise.all(Array.from({ length: 20 }, () => send(chat, ip, { body })));
  // Turns are recorded after their replies: wait (bounded) for the cap's worth, then a little longer for any beyond it.
  const recordedNow = () => store.count("chat_turns", "WHERE session_id = ?", session);
  const deadline = Date.now() + mailWaitMs;
  while (Date.now() < deadline && (await recordedNow()) < recordCap) await sleep(25);
  await sleep(settleMs);
  const recorded = await recordedNow();
  const answered = answers.filter((answer) => answer.status === 200).length;
  const bad = answers.filter((answer) => answer.kind !== "answer" || answer.status >= 500).length;
  const ok = answered === 20 && recorded === recordCap;
  console.log(
    `  ${ok && !bad ? "ok  " : "FAIL"}  20 concurrent chat messages from ${ip}: answered ${answered}, recorded ${recorded} (bar: all answered, exactly the daily cap of ${recordCap} recorded)`,
  );
  return { ok, bad };
}

/** 70 votes on one reply from one address: one row, whatever the votes; past the limit, 429. */
async function voteFlood(): Promise<{ ok: boolean; bad: number }> {
  const asked = await send(chat, freshIp(), { body: json({ message: "Do you test mobile apps?" }) });
  const turn = parseBody(asked.text)?.turn;
  if (typeof turn !== "string") {
    console.log(`  FAIL  vote flood: the answer carried no reply id (${asked.status})`);
    return { ok: false, bad: 0 };
  }
  const ip = freshIp();
  const statuses = new Map<string, number>();
  let bad = 0;
  for (let n = 0; n < voteLimit + 10; n += 1) {
    const answer = await send(feedback, ip, { body: json({ turn, vote: n % 2 ? "helpful" : "not-helpful" }) });
    tally(statuses, statusOf(answer));
    if (answer.kind !== "answer" || answer.status >= 500) bad += 1;
  }
  const rows = await store.count("chat_votes", "WHERE turn_id = ?", turn);
  const [taken, limited] = [statuses.get("200") ?? 0, statuses.get("429") ?? 0];
  const ok = rows === 1 && taken === voteLimit && limited === 10;
  const listed = [...statuses].map(([status, count]) => `${status}×${count}`).join(", ");
  console.log(
    `  ${ok && !bad ? "ok  " : "FAIL"}  ${voteLimit + 10} votes on one reply from ${ip}: ${listed}; vote rows for the reply ${rows} (bar: ${voteLimit} taken, then 429, one row)`,
  );
  return { ok, bad };
}

async function run(): Promise<boolean> {
  const results: { testCase: AbuseCase; verdict: Verdict }[] = [];
  const startedAt = Date.now();
  console.log(`Abuse bench against ${site.origin} (state ${persistTo}, mail to ${recorder.url})`);
  console.log(
    `Limits: enquiries ${enquiryLimit} per IP per window (default), chat default; hang timeout ${hangTimeoutMs / 1000} s\n`,
  );
  let readerLive = false;
  for (const testCase of abuseCases()) {
    const previous = results.at(-1)?.testCase.endpoint;
    if (previous && previous !== testCase.endpoint) console.log("");
    const ip = freshIp();
    const verdict = await runCase(testCase, ip);
    results.push({ testCase, verdict });
    if (results.length === 1) readerLive = await checkControl(verdict, ip);
  }

  console.log("\nConcurrency");
  const [burstResult, freshOk] = [await burst(), await invalidThenValid()];
  const [chatFloodResult, voteFloodResult] = [await chatFlood(), await voteFlood()];
  // A valid enquiry from yet another address after the burst: accepted only if the limiter keys on
  // the client-supplied CF-Connecting-IP (the burst exhausted its own address only).
  const probeIp = freshIp();
  const probe = (await effects(() => sendValid(probeIp), 1)).result;
  const honoured = probe.status === 200 ? " (per-address limiting: CF-Connecting-IP is honoured locally)" : "";
  console.log(`  info  valid enquiry from another address ${probeIp} after the burst: ${statusOf(probe)}${honoured}`);

  await sleep(1000);
  const finalCounts = await store.counts();
  const wranglerCount = await countWithWrangler();
  const readerAgrees = wranglerCount === finalCounts.enquiries;
  console.log(
    `\nD1 reader: platform proxy counts ${finalCounts.enquiries} enquiries, a separate \`wrangler d1 execute --local\` counts ${wranglerCount}: ${readerAgrees ? "agree (live)" : "DISAGREE"}; ${readRetries} reads retried after meeting a lock`,
  );
  console.log(`Mail recorder: ${recorder.received.length} mails in total, ${finalCounts.jobs} mail jobs stored`);

  const failing = (text: RegExp) => results.filter(({ verdict }) => verdict.failures.some((note) => text.test(note)));
  const [serverErrors, hangs, leaks] = [failing(/server error/), failing(/hang/), failing(/stored|mailed/)];
  const warned = results.filter(({ verdict }) => verdict.warnings.length > 0).length;
  const named = (entries: typeof results) => entries.map(({ testCase }) => `${label(testCase)}: ${testCase.name}`);
  const readerOk = readerAgrees && readerLive;
  printSummary("Summary", [
    ["cases run", `${results.length} (${((Date.now() - startedAt) / 1000).toFixed(0)} s)`],
    ["5xx answers", String(serverErrors.length + burstResult.bad + chatFloodResult.bad + voteFloodResult.bad)],
    ...named(serverErrors),
    [`hangs (no answer in ${hangTimeoutMs / 1000} s)`, String(hangs.length)],
    ...named(hangs),
    ["stored/mailed when it must not", String(leaks.length)],
    ...named(leaks),
    [
      "concurrency",
      `20 from one IP ${verdictOf(burstResult.ok)}, 5 bad then valid ${verdictOf(freshOk)}, chat flood ${verdictOf(chatFloodResult.ok)}, vote flood ${verdictOf(voteFloodResult.ok)} (figures above)`,
    ],
    ["expected-vs-actual warnings", `${warned} (not failures; see the | notes above)`],
    ...(readerOk ? [] : [["D1 reader", "not verified live: FAIL"] as const]),
    ...(siteExited ? [["the site exited during the run", "FAIL"] as const] : []),
  ]);
  const failures =
    serverErrors.length + burstResult.bad + chatFloodResult.bad + voteFloodResult.bad + hangs.length + leaks.length;
  const floodsOk = chatFloodResult.ok && voteFloodResult.ok;
  const failed = failures > 0 || !(burstResult.ok && freshOk && floodsOk && readerOk) || siteExited;
  console.log(`\n${failed ? "FAILED" : "PASSED"}`);
  return failed;
}

let failed = true;
try {
  failed = await run();
} catch (error) {
  console.error("The bench itself failed:", error);
} finally {
  await Promise.allSettled([store.dispose(), site.stop(), recorder.close()]);
}
process.exit(failed ? 1 : 0);
