/**
 * `npm run bench:memory -- [--load pages|chat] [--clients 8] [--seconds 60] [--idle 30] [--bound 60]`:
 * does the local server's memory plateau under one kind of load? Starts `scripts/serve.ts` (what
 * `npm start` runs, with its own state directory and the chat's per-IP limit raised), then runs
 * concurrent clients for a bounded time, each looping over one kind of request:
 *
 * - `pages`: full page loads of every route, as a browser makes them: the HTML, then its
 *   stylesheet, scripts and images, six at a time (the assets binding serves all of it);
 * - `chat`: chat questions, POST /api/ai-chat (the Worker answers from content).
 *
 * Samples the resident memory of workerd (the runtime that serves the site) and of the Node
 * process that started it every second, prints it every 5 s, then stops the load and watches the
 * idle server for `--idle` seconds. The summary gives the growth from 10 s (after warm-up) to the
 * end of the load, per request, and what is left after the idle time. Exits 1 if the growth after
 * warm-up exceeds `--bound` MB (default 60, the bar of issue 24) or any request failed.
 *
 * `--attach PID --origin URL` measures a server started by hand instead (for comparing `wrangler
 * dev` or `vite preview`): workerd is every workerd process below PID, "other" the rest of the
 * tree including PID. The server must allow the load (e.g. raise RATE_LIMIT_CHAT for chat).
 *
 * Only loopback traffic; every loop is bounded by the deadline. Needs `npm run build` first.
 */
import { parseArgs } from "node:util";
import { fetch } from "undici";
import { siteRoutes } from "../content/routes.ts";
import { descendantProcesses, megabytes, residentKilobytes } from "./process-memory.ts";
import { startSite, type RunningSite } from "./serve-for-tools.ts";
import { assetPaths, clientPool, loadQuestions } from "./site-load.ts";

const { values: options } = parseArgs({
  options: {
    load: { type: "string", default: "pages" },
    clients: { type: "string", default: "8" },
    seconds: { type: "string", default: "60" },
    idle: { type: "string", default: "30" },
    bound: { type: "string", default: "60" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "8797" },
    attach: { type: "string" },
    origin: { type: "string" },
  },
});
const load = options.load;
const clients = Number(options.clients);
const seconds = Number(options.seconds);
const idleSeconds = Number(options.idle);
const boundMb = Number(options.bound);
/** Growth is measured from here: the first requests compile code and fill caches. */
const warmUpSeconds = 10;
if (
  (load !== "pages" && load !== "chat") ||
  !(clients >= 1) ||
  !(seconds > warmUpSeconds) ||
  !(idleSeconds >= 0) ||
  !(boundMb > 0) ||
  (options.attach === undefined) !== (options.origin === undefined)
) {
  console.error(
    "Usage: bench:memory -- [--load pages|chat] [--clients N] [--seconds N>10] [--idle N] [--bound MB] [--port N | --attach PID --origin URL]",
  );
  process.exit(2);
}

let site: RunningSite | undefined;
let rootPid: number;
let origin: string;
if (options.attach !== undefined) {
  rootPid = Number(options.attach);
  origin = options.origin!.replace(/\/$/, "");
} else {
  site = await startSite(Number(options.port), {
    PERSIST_TO: ".wrangler/memory-state",
    args: ["--var", "RATE_LIMIT_CHAT:100000000"],
  });
  rootPid = site.pid;
  origin = site.origin;
}

/** Resident memory of the server's workerd processes and of the rest of its process tree, in KB. */
function sample(): { workerd: number; other: number } {
  let workerd = 0;
  let other = residentKilobytes(rootPid) ?? 0;
  for (const entry of descendantProcesses(rootPid)) {
    if (entry.name === "workerd") workerd += entry.rss;
    else other += entry.rss;
  }
  return { workerd, other };
}

const dispatcher = clientPool();
const counts = { requests: 0, errors: 0 };
const errorKinds = new Map<string, number>();
let deadline = Date.now() + seconds * 1000;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    deadline = Date.now();
  });
}

function recordError(kind: string): void {
  counts.errors += 1;
  errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
}

async function request(path: string, init: { method?: string; body?: string } = {}): Promise<string> {
  counts.requests += 1;
  try {
    const response = await fetch(`${origin}${path}`, {
      dispatcher,
      method: init.method ?? "GET",
      headers: {
        "accept-encoding": "gzip, br",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.body,
    });
    const text = await response.text();
    if (response.status !== 200) recordError(`${response.status} on ${init.method ?? "GET"} ${path}`);
    return text;
  } catch (error) {
    recordError(`network: ${(error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message}`);
    return "";
  }
}

const assetsOf = new Map<string, string[]>();

async function pageLoad(path: string): Promise<void> {
  const html = await request(path);
  if (html && !assetsOf.has(path)) assetsOf.set(path, assetPaths(html));
  const assets = assetsOf.get(path) ?? [];
  for (let index = 0; index < assets.length && Date.now() < deadline; index += 6)
    await Promise.all(assets.slice(index, index + 6).map((asset) => request(asset)));
}

async function client(id: number): Promise<void> {
  for (let turn = id; Date.now() < deadline; turn += 1) {
    if (load === "pages") await pageLoad(siteRoutes[turn % siteRoutes.length]!.path);
    else
      await request("/api/ai-chat", {
        method: "POST",
        body: JSON.stringify({ message: loadQuestions[turn % loadQuestions.length], context: "" }),
      });
  }
}

interface Sample {
  second: number;
  requests: number;
  workerd: number;
  other: number;
}
const samples: Sample[] = [];
const startedAt = Date.now();
const record = (): Sample => {
  const entry = { second: Math.round((Date.now() - startedAt) / 1000), requests: counts.requests, ...sample() };
  samples.push(entry);
  return entry;
};
const line = (label: string, entry: Sample) =>
  console.log(
    `${label.padStart(8)}  ${String(entry.requests).padStart(8)}  ${megabytes(entry.workerd).padStart(10)}  ${megabytes(entry.other).padStart(10)}`,
  );

console.log(
  `Memory under load: ${load}, ${clients} clients for ${seconds} s, then ${idleSeconds} s idle, against ${origin}`,
);
console.log(`${"time".padStart(8)}  ${"requests".padStart(8)}  ${"workerd".padStart(10)}  ${"other".padStart(10)}`);
line("0 s", record());
let printed = 0;
const sampler = setInterval(() => {
  const entry = record();
  if (entry.second >= printed + 5 && entry.second <= seconds) {
    printed = entry.second - (entry.second % 5);
    line(`${entry.second} s`, entry);
  }
}, 1000);
await Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
clearInterval(sampler);
const atEnd = record();
line("end", atEnd);
const afterWarmUp = samples.find((entry) => entry.second >= warmUpSeconds) ?? samples[0]!;
if (idleSeconds > 0) await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
const afterIdle = record();
line(`idle ${idleSeconds}s`, afterIdle);
await site?.stop();

const growthKb = atEnd.workerd - afterWarmUp.workerd;
const requestsAfterWarmUp = atEnd.requests - afterWarmUp.requests;
const peak = Math.max(...samples.map((entry) => entry.workerd));
console.log("\nSummary");
console.log(
  `  requests          ${counts.requests} (${(counts.requests / seconds).toFixed(0)}/s), errors ${counts.errors}`,
);
for (const [kind, count] of errorKinds) console.log(`    ${count} × ${kind}`);
console.log(
  `  workerd           ${megabytes(samples[0]!.workerd)} at start, ${megabytes(afterWarmUp.workerd)} at ${afterWarmUp.second} s, ${megabytes(atEnd.workerd)} at the end, peak ${megabytes(peak)}, ${megabytes(afterIdle.workerd)} after ${idleSeconds} s idle`,
);
console.log(
  `  growth after warm-up ${growthKb >= 0 ? "+" : ""}${megabytes(growthKb)} over ${requestsAfterWarmUp} requests (${requestsAfterWarmUp > 0 ? ((growthKb / requestsAfterWarmUp) * 1024).toFixed(0) : "n/a"} bytes per request); bound +${boundMb} MB: ${growthKb <= boundMb * 1024 ? "within" : "EXCEEDED"}`,
);
process.exit(counts.errors > 0 || growthKb > boundMb * 1024 ? 1 : 0);
