/**
 * `npm run bench:soak -- [--minutes 30] [--clients 20] [--abort 0.33] [--seed 1]`: an endurance
 * test of the local site. Starts `scripts/serve.ts` (what `npm start` runs, with its own state
 * directory and the per-IP limits raised so the load is not simply refused), then runs concurrent
 * clients for a bounded time. Each client loops over: full page loads of every route (the HTML,
 * then its stylesheet, scripts and images, six at a time), chat questions, valid enquiries, and
 * uploads cut off halfway through their body. A share of the page and asset requests (--abort) is
 * aborted by the client mid-response, as a browser does when a visitor navigates away.
 *
 * Prints a line a minute (requests, aborts, errors, exits, and the resident memory of workerd and
 * of the server's Node process), then watches the idle server for `--idle` seconds (60), and a
 * summary: requests, completed, aborted, errors by kind, server exits (a workerd process of the
 * server that went away, or the server itself), and workerd's memory at the start, after warm-up,
 * at the end, at its peak and after the idle time. Only loopback traffic; every loop is bounded by
 * the deadline.
 *
 * The memory bound: after `--warm-up` minutes (2: every page, asset and code path has been loaded
 * and compiled, the isolates' heaps have reached their working size), workerd may grow by at most
 * `--bound` MB (60), measured at its highest sample. Without the V8 flags of scripts/serve.ts
 * workerd grew by 20-80 KB a request and never gave it back: 84 to 357 MB in this soak's first
 * minute, then 20-45 MB a minute. 60 MB is the bound set for a minute of 8 clients' load, several
 * times the variation of a healthy run and about two minutes of the old growth
 * (docs/decisions/0013-workerd-runs-with-a-full-collection-per-gc.md).
 *
 * Exits with status 1 on any error, any server exit, or memory past the bound.
 */
import { request as httpRequest } from "node:http";
import { parseArgs } from "node:util";
import { fetch } from "undici";
import { siteRoutes } from "../content/routes.ts";
import { megabytes, residentKilobytes, sumRss, workerdProcesses } from "./process-memory.ts";
import { startSite } from "./serve-for-tools.ts";
import { assetPaths, clientPool, loadQuestions } from "./site-load.ts";

const { values: options } = parseArgs({
  options: {
    minutes: { type: "string", default: "30" },
    clients: { type: "string", default: "20" },
    abort: { type: "string", default: "0.33" },
    seed: { type: "string", default: "1" },
    "warm-up": { type: "string", default: "2" },
    bound: { type: "string", default: "60" },
    idle: { type: "string", default: "60" },
    port: { type: "string", default: process.env.SOAK_PORT ?? "8792" },
  },
});
const minutes = Number(options.minutes);
const clients = Number(options.clients);
const abortShare = Number(options.abort);
const port = Number(options.port);
const warmUpMinutes = Number(options["warm-up"]);
const boundMb = Number(options.bound);
const idleSeconds = Number(options.idle);
if (
  !(minutes > 0) ||
  !(clients >= 1) ||
  !(abortShare >= 0 && abortShare < 1) ||
  !(warmUpMinutes >= 0) ||
  !(boundMb > 0) ||
  !(idleSeconds >= 0)
) {
  console.error(
    "Usage: bench:soak -- --minutes N --clients N --abort 0..1 [--seed N] [--port N] [--warm-up MIN] [--bound MB] [--idle S]",
  );
  process.exit(2);
}

/** Deterministic randomness, so two runs with one seed make the same choices. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dispatcher = clientPool();

const counts = { requests: 0, completed: 0, aborted: 0, errors: 0 };
const errorKinds = new Map<string, number>();
const statuses = new Map<number, number>();

function recordError(kind: string): void {
  counts.errors += 1;
  errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
}

const site = await startSite(port, {
  PERSIST_TO: ".wrangler/soak-state",
  args: ["--var", "RATE_LIMIT_ENQUIRIES:100000000", "--var", "RATE_LIMIT_CHAT:100000000"],
});
const origin = site.origin;
let deadline = Date.now() + minutes * 60_000;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  // Interrupted: stop the clients, report what was measured and take the server down with us.
  process.on(signal, () => {
    deadline = Date.now();
  });
}
const pages = [...siteRoutes.map((route) => route.path), "/no/such/page"];
const assetsOf = new Map<string, string[]>();

/**
 * One GET. With `abort`, the client cuts the request off at a random point: before the answer,
 * on its headers, or after the first chunk of the body.
 */
async function get(path: string, expected: number[], abort: boolean, random: () => number): Promise<string> {
  counts.requests += 1;
  const controller = new AbortController();
  const stage = abort ? Math.floor(random() * 3) : -1;
  if (stage === 0) setTimeout(() => controller.abort(), Math.floor(random() * 5));
  try {
    const response = await fetch(`${origin}${path}`, {
      dispatcher,
      signal: controller.signal,
      headers: { "accept-encoding": "gzip, br" },
    });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status >= 500) recordError(`${response.status} on ${path}`);
    else if (!expected.includes(response.status)) recordError(`unexpected ${response.status} on ${path}`);
    if (stage === 1) {
      controller.abort();
      counts.aborted += 1;
      return "";
    }
    if (stage === 2) {
      await response.body?.getReader().read();
      controller.abort();
      counts.aborted += 1;
      return "";
    }
    const text = await response.text();
    counts.completed += 1;
    return text;
  } catch (error) {
    if (controller.signal.aborted) {
      counts.aborted += 1;
      return "";
    }
    recordError(
      `network: ${(error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message} on GET ${path.startsWith("/assets/") ? "/assets/…" : path}`,
    );
    return "";
  }
}

async function post(path: string, body: unknown, expected: number[]): Promise<void> {
  counts.requests += 1;
  try {
    const response = await fetch(`${origin}${path}`, {
      dispatcher,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    await response.arrayBuffer();
    if (response.status >= 500) recordError(`${response.status} on POST ${path}`);
    else if (!expected.includes(response.status)) recordError(`unexpected ${response.status} on POST ${path}`);
    else counts.completed += 1;
  } catch (error) {
    recordError(
      `network: ${(error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message} on POST ${path}`,
    );
  }
}

/** An upload the client abandons halfway: Content-Length promises more than is ever sent. */
function abandonedUpload(random: () => number): Promise<void> {
  counts.requests += 1;
  const body = JSON.stringify(enquiry(0));
  return new Promise((resolve) => {
    const request = httpRequest(`${origin}/api/send-email`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(body.length) },
    });
    request.on("error", () => resolve());
    request.on("close", () => resolve());
    request.write(body.slice(0, Math.floor(body.length * random())));
    setTimeout(
      () => {
        request.destroy();
        counts.aborted += 1;
      },
      Math.floor(random() * 20),
    );
  });
}

function enquiry(index: number) {
  return {
    type: "contact",
    fullName: "Soak Test",
    email: `soak-${index}@example.org`,
    phone: "+27 12 345 6789",
    company: "Soak (Pty) Ltd",
    subject: "Endurance test enquiry",
    message: "An enquiry sent by the soak benchmark to keep the Worker busy.",
    startedAt: Date.now() - 10_000,
  };
}

async function pageLoad(path: string, random: () => number): Promise<void> {
  const expected = path === "/no/such/page" ? [404] : [200];
  const html = await get(path, expected, random() < abortShare, random);
  if (html && !assetsOf.has(path)) assetsOf.set(path, assetPaths(html));
  const assets = assetsOf.get(path) ?? [];
  for (let index = 0; index < assets.length && Date.now() < deadline; index += 6) {
    await Promise.all(assets.slice(index, index + 6).map((asset) => get(asset, [200], random() < abortShare, random)));
  }
}

async function client(id: number): Promise<void> {
  const random = randomSource(Number(options.seed) * 1000 + id);
  let sent = 0;
  while (Date.now() < deadline) {
    const pick = random();
    if (pick < 0.75) await pageLoad(pages[Math.floor(random() * pages.length)]!, random);
    else if (pick < 0.87)
      await post(
        "/api/ai-chat",
        { message: loadQuestions[Math.floor(random() * loadQuestions.length)], context: "" },
        [200],
      );
    else if (pick < 0.95) await post("/api/send-email", enquiry(id * 1_000_000 + sent++), [200]);
    else await abandonedUpload(random);
  }
}

let known = workerdProcesses(site.pid);
let exits = 0;
const memoryAtStart = sumRss(known);
let memoryAfterWarmUp: number | undefined;
let memoryPeak = memoryAtStart;
/** The highest sample once warm-up is over: what the bound is checked against. */
let peakAfterWarmUp = 0;
site.onExit(() => {
  exits += 1;
  // Nothing is left to measure: stop the clients and report.
  deadline = Date.now();
  console.error("The server exited during the soak; stopping.");
});
const startedAt = Date.now();
let minute = 0;
const sampler = setInterval(() => {
  const now = workerdProcesses(site.pid);
  if ([...known.keys()].some((pid) => !now.has(pid))) {
    exits += 1;
    console.error(
      `A workerd process of the server went away (${[...known.keys()].join(", ")} → ${[...now.keys()].join(", ") || "none"})`,
    );
  }
  known = now;
  memoryPeak = Math.max(memoryPeak, sumRss(now));
  const elapsedMinutes = Math.floor((Date.now() - startedAt) / 60_000);
  if (memoryAfterWarmUp === undefined && Date.now() - startedAt >= warmUpMinutes * 60_000)
    memoryAfterWarmUp = sumRss(now);
  if (memoryAfterWarmUp !== undefined) peakAfterWarmUp = Math.max(peakAfterWarmUp, sumRss(now));
  if (elapsedMinutes > minute) {
    minute = elapsedMinutes;
    console.log(
      `${String(minute).padStart(3)} min  requests ${counts.requests}  aborted ${counts.aborted}  errors ${counts.errors}  exits ${exits}  workerd ${megabytes(sumRss(now))}  server (Node) ${megabytes(residentKilobytes(site.pid) ?? 0)}`,
    );
  }
}, 2000);

console.log(
  `Soak: ${clients} clients for ${minutes} min against ${origin}, aborting ${Math.round(abortShare * 100)}% of page and asset requests`,
);
console.log(
  `Memory bound: workerd may grow at most ${boundMb} MB above what it holds after ${warmUpMinutes} min of warm-up`,
);
console.log(`workerd at start: ${megabytes(memoryAtStart)} in ${known.size} process(es)`);
await Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
const memoryAtEnd = sumRss(workerdProcesses(site.pid));
const loadEndedAt = Date.now();
if (exits === 0 && idleSeconds > 0) {
  console.log(`Load stopped; watching the idle server for ${idleSeconds} s`);
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
}
clearInterval(sampler);
const memoryAfterIdle = sumRss(workerdProcesses(site.pid));
await site.stop();
const growth = memoryAfterWarmUp === undefined ? 0 : peakAfterWarmUp - memoryAfterWarmUp;
const overBound = growth > boundMb * 1024;

console.log("\nSummary");
console.log(`  duration          ${((loadEndedAt - startedAt) / 60_000).toFixed(1)} min, ${clients} clients`);
console.log(`  requests          ${counts.requests}`);
console.log(`  completed         ${counts.completed}`);
console.log(`  aborted by client ${counts.aborted} (${((counts.aborted / counts.requests) * 100).toFixed(1)}%)`);
console.log(`  errors            ${counts.errors}`);
for (const [kind, count] of errorKinds) console.log(`    ${count} × ${kind}`);
console.log(`  server exits      ${exits}`);
console.log(`  statuses          ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(", ")}`);
console.log(
  `  workerd memory    start ${megabytes(memoryAtStart)}, after warm-up (${warmUpMinutes} min) ${memoryAfterWarmUp === undefined ? "n/a" : megabytes(memoryAfterWarmUp)}, end ${megabytes(memoryAtEnd)}, peak ${megabytes(memoryPeak)}, after ${idleSeconds} s idle ${megabytes(memoryAfterIdle)}`,
);
console.log(
  `  memory bound      highest after warm-up ${memoryAfterWarmUp === undefined ? "n/a (the soak ended during warm-up)" : `+${megabytes(growth)}`}; bound +${boundMb} MB: ${overBound ? "EXCEEDED" : "within"}`,
);
process.exit(counts.errors > 0 || exits > 0 || overBound ? 1 : 0);
