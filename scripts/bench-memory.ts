/**
 * `npm run bench:memory -- [--load pages|chat] [--clients 8] [--seconds 60] [--idle 60] [--bound 60]`:
 * does the local server's memory plateau under one kind of load? Starts `scripts/serve.ts` (what
 * `npm start` runs, with its own state directory and the chat's per-IP limit raised), then runs
 * concurrent clients for a bounded time, each looping over one kind of request:
 *
 * - `pages`: full page loads of every route, as a browser makes them: the HTML, then its
 *   stylesheet, scripts and images, six at a time (the assets binding serves all of it);
 * - `chat`: chat questions, POST /api/ai-chat (the Worker answers from content).
 *
 * Samples the resident memory of workerd (the runtime that serves the site) and of the rest of the
 * server's process tree every second, prints it every 5 s, then stops the load and watches the
 * idle server for `--idle` seconds, still printing every 5 s. The summary gives the growth from
 * 10 s (after warm-up) to the end of the load, per request, and what the idle server gave back of
 * what the load added (printed, not checked: see `idleRecovery`). Exits 1 if the growth after
 * warm-up exceeds `--bound` MB (default 60, the bar of issue 24) or any request failed.
 *
 * `--attach PID --origin URL` measures a server started by hand instead (for comparing `wrangler
 * dev` or `vite preview`): workerd is every workerd process below PID, "other" the rest of the
 * tree including PID. The server must allow the load (e.g. raise RATE_LIMIT_CHAT for chat).
 */
import { siteRoutes } from "../content/routes.ts";
import {
  Bench,
  benchOptions,
  idleRecovery,
  loadQuestions,
  megabytes,
  printSummary,
  startBenchSite,
  unlimited,
} from "./bench-harness.ts";

/** Growth is measured from here: the first requests compile code and fill caches. */
const warmUpSeconds = 10;
const options = benchOptions(
  {
    load: "pages",
    clients: 8,
    seconds: 60,
    idle: 60,
    bound: 60,
    port: Number(process.env.BENCH_PORT ?? 8797),
    attach: undefined,
    origin: undefined,
  },
  "Usage: bench:memory -- [--load pages|chat] [--clients N] [--seconds N>10] [--idle N] [--bound MB] [--port N | --attach PID --origin URL]",
  (o) =>
    (o.load === "pages" || o.load === "chat") &&
    o.clients >= 1 &&
    o.seconds > warmUpSeconds &&
    o.idle >= 0 &&
    o.bound > 0 &&
    (o.attach === undefined) === (o.origin === undefined),
);
const { clients, seconds, idle: idleSeconds, bound: boundMb } = options;

const site =
  options.attach === undefined
    ? await startBenchSite(options.port, ".wrangler/memory-state", { vars: { RATE_LIMIT_CHAT: unlimited } })
    : undefined;
const origin = site?.origin ?? options.origin!.replace(/\/$/, "");
console.log(
  `Memory under load: ${options.load}, ${clients} clients for ${seconds} s, then ${idleSeconds} s idle, against ${origin}`,
);
const bench = new Bench(origin, site?.pid ?? Number(options.attach), seconds, 5);
site?.onExit(() => bench.serverExited());
const atEnd = await bench.run(clients, (client, index) =>
  options.load === "pages"
    ? bench.pageLoad(siteRoutes[(client + index) % siteRoutes.length]!.path)
    : bench.request("/api/ai-chat", {
        method: "POST",
        body: { message: loadQuestions[(client + index) % loadQuestions.length], context: "" },
      }),
);
const afterWarmUp = bench.sampleAt(warmUpSeconds) ?? bench.samples[0]!;
const afterIdle = await bench.idle(idleSeconds);
await site?.stop();

const growthKb = atEnd.workerd - afterWarmUp.workerd;
const requestsAfterWarmUp = atEnd.requests - afterWarmUp.requests;
const perRequest = requestsAfterWarmUp > 0 ? ((growthKb / requestsAfterWarmUp) * 1024).toFixed(0) : "n/a";
printSummary("Summary", [
  ...bench.requestRows(),
  [
    "workerd",
    `${megabytes(bench.samples[0]!.workerd)} at start, ${megabytes(afterWarmUp.workerd)} at ${afterWarmUp.second} s, ${megabytes(atEnd.workerd)} at the end, peak ${megabytes(Math.max(...bench.samples.map((sample) => sample.workerd)))}`,
  ],
  ["when idle", idleRecovery(bench.samples[0]!, atEnd, afterIdle, idleSeconds)],
  [
    "growth after warm-up",
    `${growthKb >= 0 ? "+" : ""}${megabytes(growthKb)} over ${requestsAfterWarmUp} requests (${perRequest} bytes per request); bound +${boundMb} MB: ${growthKb <= boundMb * 1024 ? "within" : "EXCEEDED"}`,
  ],
]);
process.exit(bench.counts.errors > 0 || bench.exits > 0 || growthKb > boundMb * 1024 ? 1 : 0);
