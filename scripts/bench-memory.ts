/**
 * `npm run bench:memory`: does the local server's memory plateau under one kind of load
 * (scripts/README.md)? Growth is measured from 10 s, after warm-up, to the end of the load. `--attach
 * PID --origin URL` measures a server started by hand (workerd: every workerd process below PID).
 */
import { siteRoutes } from "../content/routes.ts";
import { Bench, benchOptions, loadQuestions, megabytes, printSummary, unlimited } from "./bench-harness.ts";
import { startSite } from "./serve-for-tools.ts";

/** Growth is measured from here: the first requests compile code and fill caches. */
const warmUpSeconds = 10;
const [port, none] = [Number(process.env.BENCH_PORT ?? 8797), undefined];
const options = benchOptions(
  { load: "pages", clients: 8, seconds: 60, idle: 60, bound: 60, port, attach: none, origin: none },
  "Usage: bench:memory -- [--load pages|chat] [--clients N] [--seconds N>10] [--idle N] [--bound MB] [--port N | --attach PID --origin URL]",
  (o) =>
    ["pages", "chat"].includes(o.load) &&
    o.clients >= 1 &&
    o.seconds > warmUpSeconds &&
    o.idle >= 0 &&
    o.bound > 0 &&
    !o.attach === !o.origin,
);
const { load, clients, seconds, idle, bound } = options;

const site = options.attach
  ? undefined
  : await startSite(options.port, { state: ".wrangler/memory-state", vars: { RATE_LIMIT_CHAT: unlimited } });
const origin = site?.origin ?? options.origin!.replace(/\/$/, "");
console.log(`Memory under load: ${load}, ${clients} clients for ${seconds} s, then ${idle} s idle, against ${origin}`);
const bench = new Bench(origin, site?.pid ?? Number(options.attach), seconds, 5);
site?.onExit(() => bench.serverExited());
const atEnd = await bench.run(clients, (client, index) =>
  load === "pages"
    ? bench.pageLoad(siteRoutes[(client + index) % siteRoutes.length]!.path)
    : bench.request("/api/ai-chat", {
        method: "POST",
        body: { message: loadQuestions[(client + index) % loadQuestions.length], context: "" },
      }),
);
const afterWarmUp = bench.sampleAt(warmUpSeconds) ?? bench.samples[0]!;
await bench.idle(idle);
await site?.stop();

const growth = atEnd.workerd - afterWarmUp.workerd;
const requests = atEnd.requests - afterWarmUp.requests;
const perRequest = requests > 0 ? ((growth / requests) * 1024).toFixed(0) : "n/a";
printSummary("Summary", [
  ...bench.requestRows(),
  bench.memoryRow(afterWarmUp, `${afterWarmUp.second} s`),
  bench.idleRow(),
  [
    "growth after warm-up",
    `${growth >= 0 ? "+" : ""}${megabytes(growth)} over ${requests} requests (${perRequest} bytes per request); bound +${bound} MB: ${growth <= bound * 1024 ? "within" : "EXCEEDED"}`,
  ],
]);
process.exit(bench.counts.errors > 0 || bench.exits > 0 || growth > bound * 1024 ? 1 : 0);
