/**
 * `npm run bench:abuse -- [--port 8940]`: hostile input against the local site's API. Starts
 * `scripts/serve.ts` (the built site, as `npm start` serves it) with its own fresh state directory
 * (.wrangler/abuse-state), the default per-IP limits, and mail going to a loopback MailChannels
 * stand-in (tests/support/mail-recorder.ts) started in this process. Then:
 *
 * - runs every case of the table in tests/support/abuse-cases.ts (bad input against POST
 *   /api/send-email and POST /api/ai-chat) one at a time, each from its own client address
 *   (CF-Connecting-IP) so the rate limit never decides a case, and prints one line per case:
 *   status (expected), the `{ success: false, error }` shape, enquiry rows stored (read from the
 *   live local D1 through wrangler's platform proxy) and mails the recorder received (after
 *   waiting, bounded, for the background delivery);
 * - runs the concurrency cases: 20 simultaneous valid enquiries from one address at the default
 *   limit of 5, and 5 invalid requests then a valid one from a fresh address;
 * - prints a summary and exits 1 on any 5xx, hang (no answer within 15 s), rejected request that
 *   stored or mailed something, spam that was mailed, markup of a visitor's that reached a mail's
 *   HTML part unescaped, or a concurrency result off the bar. Other differences from what a
 *   correct API answers (status, error text, headers) are printed as warnings only.
 *
 * Only loopback traffic. Needs `npm run build` first.
 */
import { execFile } from "node:child_process";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  abuseCases,
  chat,
  email,
  json,
  judge,
  parseBody,
  type AbuseAnswer,
  type AbuseCase,
  type AbuseRequest,
  type Endpoint,
  type Verdict,
} from "../tests/support/abuse-cases.ts";
import { validEnquiry } from "../tests/support/enquiry-fixture.ts";
import { startMailRecorder } from "../tests/support/mail-recorder.ts";
import type { EnquiryDatabase } from "../worker/enquiries/queries.ts";
import { benchOptions, printSummary, secondsSince, startBenchSite } from "./bench-harness.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const { port } = benchOptions(
  { port: Number(process.env.ABUSE_PORT ?? 8940) },
  "Usage: bench:abuse -- [--port N]",
  (o) => Number.isInteger(o.port) && o.port >= 1 && o.port <= 65535,
);
const persistTo = join(root, ".wrangler/abuse-state");
/** A request with no answer after this long is a hang. */
const hangTimeoutMs = 15_000;
/** How long to wait for the background delivery of an enquiry's mail. */
const mailWaitMs = 5_000;
/** How long to keep watching for mail (or late rows) after a case that stored nothing. */
const settleMs = 250;
const enquiryLimit = 5;

let nextAddress = 1;
/** A client address no earlier request used, from 198.18.0.0/15 (RFC 2544's benchmark range). */
function freshIp(): string {
  const n = nextAddress++;
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** One request over its own connection, with full control of framing; waits at most hangTimeoutMs. */
function send(origin: string, path: Endpoint, ip: string, spec: AbuseRequest): Promise<AbuseAnswer & { ms: number }> {
  const body = typeof spec.body === "function" ? spec.body() : spec.body;
  const started = performance.now();
  const headers: Record<string, string> = { "CF-Connecting-IP": ip, Connection: "close" };
  if (spec.contentType !== null) headers["Content-Type"] = spec.contentType ?? "application/json";
  if (spec.stopShortOf !== undefined) headers["Content-Length"] = String(spec.stopShortOf);
  else if (body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(body));
  return new Promise((resolve) => {
    let status = 0;
    let allow: string | undefined;
    const chunks: Buffer[] = [];
    const finish = (kind: AbuseAnswer["kind"], error?: string) => {
      clearTimeout(timer);
      request.destroy();
      const text = Buffer.concat(chunks).toString("utf8");
      resolve({ kind, status, allow, text, ...(error ? { error } : {}), ms: Math.round(performance.now() - started) });
    };
    const request = httpRequest(`${origin}${path}`, { method: spec.method ?? "POST", headers, agent: false });
    const timer = setTimeout(
      () =>
        status ? finish("answer", "body never ended") : finish("hang", `no answer within ${hangTimeoutMs / 1000} s`),
      hangTimeoutMs,
    );
    request.on("response", (response) => {
      status = response.statusCode ?? 0;
      allow = response.headers.allow;
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

/** Database reads that met a lock and were tried again. */
let readRetries = 0;

/** The live local D1 and KV, read through wrangler's platform proxy while the site writes them. */
async function openStore() {
  process.env.WRANGLER_LOG ??= "warn";
  process.env.WRANGLER_SEND_METRICS ??= "false";
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy<{
    DB: EnquiryDatabase;
    RATE_LIMIT: { list(): Promise<{ keys: { name: string }[] }> };
  }>({
    configPath: join(root, "wrangler.toml"),
    // The same `v3` folder scripts/serve.ts gives Miniflare for PERSIST_TO.
    persist: { path: join(persistTo, "v3") },
    remoteBindings: false,
  });
  // The site's workerd and this one share the SQLite file: a read can meet a lock while the site
  // writes ("database is locked: SQLITE_BUSY" on standard error, "internal error" here). Such reads
  // are retried (bounded) and counted.
  const count = async (table: string) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return (await proxy.env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;
      } catch (error) {
        if (attempt >= 20) throw error;
        readRetries += 1;
        await sleep(20 * attempt);
      }
    }
  };
  return {
    counts: async () => ({ enquiries: await count("enquiries"), jobs: await count("mail_jobs") }),
    rateLimitKeys: () =>
      proxy.env.RATE_LIMIT.list().then(
        (list) => list.keys.map((key) => key.name),
        () => [],
      ),
    dispose: () => proxy.dispose(),
  };
}

/** The enquiry count as a separate `wrangler d1 execute --local` process sees it, to cross-check. */
async function countWithWrangler(): Promise<number | string> {
  let outcome: number | string = "not run";
  for (let attempt = 1; attempt <= 3 && typeof outcome === "string"; attempt += 1) {
    const wrangler = join(root, "node_modules/wrangler/bin/wrangler.js");
    const sql = "SELECT COUNT(*) AS n FROM enquiries";
    const args = [wrangler, "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql];
    const env = { ...process.env, WRANGLER_LOG: "log", WRANGLER_SEND_METRICS: "false" };
    outcome = await promisify(execFile)(process.execPath, args, { cwd: root, env, timeout: 60_000 }).then(
      ({ stdout }) =>
        (JSON.parse(stdout.slice(stdout.indexOf("["))) as { results: { n: number }[] }[])[0]?.results[0]?.n ??
        "no result",
      (error: Error) => `failed: ${error.message.split("\n")[0]}`,
    );
  }
  return outcome;
}

const recorder = await startMailRecorder(0);
const site = await startBenchSite(port, persistTo, {
  vars: { MAILCHANNELS_BASE_URL: recorder.url, MAILCHANNELS_API_KEY: "bench-key" },
  fresh: true,
});
let siteExited = false;
site.onExit((code) => {
  siteExited = true;
  console.error(`The site exited during the bench (code ${code}).`);
});
const store = await openStore().catch(async (error: unknown) => {
  await site.stop();
  await recorder.close();
  throw error;
});
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void Promise.allSettled([store.dispose(), site.stop()]).then(() => process.exit(130)));

/** Waits until the recorder holds `expected` more mails than `before` (bounded), then a little longer. */
async function waitForMail(before: number, expected: number): Promise<number> {
  const deadline = Date.now() + (expected > 0 ? mailWaitMs : settleMs);
  while (Date.now() < deadline && recorder.received.length - before < expected) await sleep(25);
  await sleep(expected > 0 ? 100 : 0);
  return recorder.received.length - before;
}

const label = (testCase: AbuseCase) => (testCase.endpoint === email ? "send-email" : "ai-chat");

/** Runs one case from a fresh address and prints its line. */
async function runCase(testCase: AbuseCase, ip = freshIp()): Promise<Verdict & { stored: number }> {
  const before = await store.counts();
  const mailsBefore = recorder.received.length;
  const answer = await send(site.origin, testCase.endpoint, ip, testCase.request);
  // Mail goes out after the answer, from the enquiry's job. The database is read only once that
  // delivery is over: the site and this reader share one SQLite file, and a read during the
  // delivery's writes can fail with SQLITE_BUSY, leaving the mail to a Cron run the bench never
  // fires. Anything else that mails unexpectedly still arrives within the settle time.
  const mailed = await waitForMail(mailsBefore, testCase.outcome === "accept" && answer.status === 200 ? 1 : 0);
  const stored = (await store.counts()).enquiries - before.enquiries;
  const verdict = judge(testCase, answer, { stored, mailed, mails: recorder.received.slice(mailsBefore) });
  const { failures, warnings, errorShape } = verdict;
  const status = answer.kind === "hang" ? "hang" : answer.kind === "error" ? "conn" : String(answer.status || "---");
  console.log(
    [
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
    ].join("  "),
  );
  return { ...verdict, stored };
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
    if (testCase.endpoint === chat && results.at(-1)?.testCase.endpoint === email) console.log("");
    const ip = freshIp();
    const verdict = await runCase(testCase, ip);
    results.push({ testCase, verdict });
    if (results.length > 1) continue;
    // The control: a valid enquiry stored proves the counts are live; the limiter's keys show
    // which address it saw.
    readerLive = verdict.stored === 1;
    if (!readerLive)
      console.log("     ! the D1 reader did not see the control enquiry: stored counts below are not trustworthy");
    const keys = await store.rateLimitKeys();
    const passThrough = keys.some((key) => key.includes(ip))
      ? "yes: the limiter keyed on the client-supplied CF-Connecting-IP"
      : keys.some((key) => key.includes("127.0.0.1"))
        ? "no: the limiter saw 127.0.0.1, the socket address"
        : `not visible in KV (${keys.length} keys: ${keys.slice(0, 3).join(", ")})`;
    console.log(`     CF-Connecting-IP passed through: ${passThrough}\n`);
  }

  console.log("\nConcurrency");
  // A burst that straddles the limiter's fixed window would be counted in two windows.
  const windowSeconds = 600;
  const secondsLeft = windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
  if (secondsLeft < 10) {
    console.log(`  waiting ${secondsLeft + 1} s for the next rate-limit window so the burst falls in one`);
    await sleep((secondsLeft + 1) * 1000);
  }
  const burstIp = freshIp();
  const burstBefore = await store.counts();
  const burstMailsBefore = recorder.received.length;
  const burstWindow = Math.floor(Date.now() / 1000 / windowSeconds);
  const burst = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      send(site.origin, email, burstIp, { body: json(validEnquiry({ email: `burst-${index}@example.org` })) }),
    ),
  );
  const straddled = Math.floor(Date.now() / 1000 / windowSeconds) !== burstWindow;
  const burstMailed = await waitForMail(burstMailsBefore, (await store.counts()).jobs - burstBefore.jobs);
  const burstStored = (await store.counts()).enquiries - burstBefore.enquiries;
  const accepted = (answer: AbuseAnswer) => answer.status === 200 && parseBody(answer.text)?.success === true;
  const burstAccepted = burst.filter(accepted).length;
  const burstStatuses = new Map<string, number>();
  for (const { kind, status } of burst) {
    const key = kind === "answer" ? String(status) : kind;
    burstStatuses.set(key, (burstStatuses.get(key) ?? 0) + 1);
  }
  const burstOk = burstAccepted === enquiryLimit && burstStored === enquiryLimit;
  const burstBad = burst.filter((answer) => answer.kind !== "answer" || answer.status >= 500).length;
  console.log(
    `  ${burstOk && !burstBad ? "ok  " : "FAIL"}  20 concurrent valid enquiries from ${burstIp}: accepted ${burstAccepted}, stored ${burstStored}, mailed ${burstMailed} (bar: exactly ${enquiryLimit}); statuses ${[...burstStatuses].map(([status, count]) => `${status}×${count}`).join(", ")}${straddled ? "  | the burst straddled a window boundary" : ""}`,
  );

  const freshClient = freshIp();
  const invalidStatuses: string[] = [];
  for (const body of [
    "{}",
    json(validEnquiry()).slice(0, 30),
    json(validEnquiry({ message: "Hi" })),
    json(validEnquiry({ subject: "Quote\r\nBcc: victim@example.org" })),
    json(validEnquiry({ fullName: "<b>Ann</b>" })),
  ]) {
    const answer = await send(site.origin, email, freshClient, { body });
    invalidStatuses.push(answer.kind === "answer" ? String(answer.status) : answer.kind);
  }
  const freshBefore = await store.counts();
  const freshMails = recorder.received.length;
  const freshAnswer = await send(site.origin, email, freshClient, { body: json(validEnquiry()) });
  const freshMailed = await waitForMail(freshMails, 1);
  const freshStored = (await store.counts()).enquiries - freshBefore.enquiries;
  const freshOk = accepted(freshAnswer) && freshStored === 1;
  console.log(
    `  ${freshOk ? "ok  " : "FAIL"}  5 invalid requests (${invalidStatuses.join(", ")}) then a valid one from ${freshClient}: ${freshAnswer.kind === "answer" ? freshAnswer.status : freshAnswer.kind}, ${accepted(freshAnswer) ? "accepted" : "not accepted"}, stored +${freshStored}, mailed +${freshMailed} (bar: accepted and stored)`,
  );

  // A valid enquiry from yet another address after the burst: accepted only if the limiter keys on
  // the client-supplied CF-Connecting-IP (the burst exhausted its own address only).
  const probeIp = freshIp();
  const probe = await send(site.origin, email, probeIp, { body: json(validEnquiry()) });
  await waitForMail(recorder.received.length, 1);
  console.log(
    `  info  valid enquiry from another address ${probeIp} after the burst: ${probe.kind === "answer" ? probe.status : probe.kind}${probe.status === 200 ? " (per-address limiting: CF-Connecting-IP is honoured locally)" : ""}`,
  );

  await sleep(1000);
  const finalCounts = await store.counts();
  const wranglerCount = await countWithWrangler();
  const readerAgrees = wranglerCount === finalCounts.enquiries;
  console.log(
    `\nD1 reader: platform proxy counts ${finalCounts.enquiries} enquiries, a separate \`wrangler d1 execute --local\` counts ${wranglerCount}: ${readerAgrees ? "agree (live)" : "DISAGREE"}; ${readRetries} reads retried after meeting a lock`,
  );
  console.log(`Mail recorder: ${recorder.received.length} mails in total, ${finalCounts.jobs} mail jobs stored`);

  const failing = (pattern: RegExp) =>
    results.filter(({ verdict }) => verdict.failures.some((note) => pattern.test(note)));
  const [serverErrors, hangs, leaks] = [failing(/server error/), failing(/hang/), failing(/stored|mailed/)];
  const mismatches = results.filter(({ verdict }) => verdict.warnings.length > 0);
  const named = (entries: typeof results) => entries.map(({ testCase }) => `${label(testCase)}: ${testCase.name}`);
  const failed =
    serverErrors.length + burstBad + hangs.length + leaks.length > 0 ||
    !burstOk ||
    !freshOk ||
    !readerAgrees ||
    !readerLive ||
    siteExited;
  printSummary("Summary", [
    ["cases run", `${results.length} (${secondsSince(startedAt)})`],
    ["5xx answers", String(serverErrors.length + burstBad)],
    ...named(serverErrors),
    [`hangs (no answer in ${hangTimeoutMs / 1000} s)`, String(hangs.length)],
    ...named(hangs),
    ["stored/mailed when it must not", String(leaks.length)],
    ...named(leaks),
    [
      "concurrency, 20 from one IP",
      `accepted ${burstAccepted}, stored ${burstStored} (bar ${enquiryLimit}): ${burstOk ? "ok" : "FAIL"}`,
    ],
    [
      "concurrency, 5 bad then valid",
      `${accepted(freshAnswer) ? "accepted" : `not accepted (${freshAnswer.status || freshAnswer.kind})`}, stored +${freshStored}: ${freshOk ? "ok" : "FAIL"}`,
    ],
    ["expected-vs-actual warnings", `${mismatches.length} (not failures; see the | notes above)`],
    ...(!readerAgrees || !readerLive ? [["D1 reader", "not verified live: FAIL"] as const] : []),
    ...(siteExited ? [["the site exited during the run", "FAIL"] as const] : []),
  ]);
  console.log(`\n${failed ? "FAILED" : "PASSED"}`);
  return failed;
}

let failed = true;
try {
  failed = await run();
} catch (error) {
  console.error("The bench itself failed:", error);
} finally {
  await store.dispose().catch(() => undefined);
  await site.stop();
  await recorder.close();
}
process.exit(failed ? 1 : 0);
