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
 * at the end, at its peak and after the idle time, with what the idle server gave back of what the
 * load added (printed, not checked: see `idleRecovery` in bench-harness.ts).
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

const {
  minutes,
  clients,
  abort: abortShare,
  seed,
  "warm-up": warmUpMinutes,
  bound: boundMb,
  idle: idleSeconds,
  port,
} = benchOptions(
  {
    minutes: 30,
    clients: 20,
    abort: 0.33,
    seed: 1,
    "warm-up": 2,
    bound: 60,
    idle: 60,
    port: Number(process.env.SOAK_PORT ?? 8792),
  },
  "Usage: bench:soak -- --minutes N --clients N --abort 0..1 [--seed N] [--port N] [--warm-up MIN] [--bound MB] [--idle S]",
  (o) =>
    o.minutes > 0 && o.clients >= 1 && o.abort >= 0 && o.abort < 1 && o["warm-up"] >= 0 && o.bound > 0 && o.idle >= 0,
);

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

const site = await startBenchSite(port, ".wrangler/soak-state", {
  vars: { RATE_LIMIT_ENQUIRIES: unlimited, RATE_LIMIT_CHAT: unlimited },
});
console.log(
  `Soak: ${clients} clients for ${minutes} min against ${site.origin}, aborting ${Math.round(abortShare * 100)}% of page and asset requests`,
);
console.log(
  `Memory bound: workerd may grow at most ${boundMb} MB above what it holds after ${warmUpMinutes} min of warm-up`,
);
const bench = new Bench(site.origin, site.pid, minutes * 60, 60);
console.log(
  `workerd at start: ${megabytes(bench.samples[0]!.workerd)} in ${bench.samples[0]!.workerdPids.length} process(es)`,
);
site.onExit(() => {
  console.error("The server exited during the soak; stopping.");
  bench.serverExited();
});
const pages = [...siteRoutes.map((route) => route.path), "/no/such/page"];

const enquiry = (index: number) => ({
  type: "contact",
  fullName: "Soak Test",
  email: `soak-${index}@example.org`,
  phone: "+27 12 345 6789",
  company: "Soak (Pty) Ltd",
  subject: "Endurance test enquiry",
  message: "An enquiry sent by the soak benchmark to keep the Worker busy.",
  startedAt: Date.now() - 10_000,
});

/** An upload the client abandons halfway: Content-Length promises more than is ever sent. */
function abandonedUpload(random: () => number): Promise<void> {
  bench.counts.requests += 1;
  const body = JSON.stringify(enquiry(0));
  return new Promise((resolve) => {
    const request = httpRequest(`${site.origin}/api/send-email`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(body.length) },
    });
    request.on("error", () => resolve());
    request.on("close", () => resolve());
    request.write(body.slice(0, Math.floor(body.length * random())));
    const abandon = () => {
      request.destroy();
      bench.counts.aborted += 1;
    };
    setTimeout(abandon, Math.floor(random() * 20));
  });
}

const randoms = Array.from({ length: clients }, (_, id) => randomSource(seed * 1000 + id));
const atEnd = await bench.run(clients, async (id, index) => {
  const random = randoms[id]!;
  const pick = random();
  if (pick < 0.75) {
    const path = pages[Math.floor(random() * pages.length)]!;
    const abort = () => (random() < abortShare ? random : undefined);
    await bench.pageLoad(path, path === "/no/such/page" ? [404] : [200], abort);
  } else if (pick < 0.87) {
    const message = loadQuestions[Math.floor(random() * loadQuestions.length)];
    await bench.request("/api/ai-chat", { method: "POST", body: { message, context: "" } });
  } else if (pick < 0.95)
    await bench.request("/api/send-email", { method: "POST", body: enquiry(id * 1_000_000 + index) });
  else await abandonedUpload(random);
});
const duration = atEnd.second / 60;
if (bench.exits === 0 && idleSeconds > 0) console.log(`Load stopped; watching the idle server for ${idleSeconds} s`);
const afterIdle = await bench.idle(idleSeconds);
await site.stop();

const afterWarmUp = bench.sampleAt(warmUpMinutes * 60);
/** The highest sample once warm-up is over: what the bound is checked against. */
const peakAfterWarmUp = Math.max(
  0,
  ...bench.samples.filter((sample) => sample.second >= warmUpMinutes * 60).map((sample) => sample.workerd),
);
const growth = afterWarmUp === undefined ? 0 : peakAfterWarmUp - afterWarmUp.workerd;
const overBound = growth > boundMb * 1024;
const { requests, completed, aborted, errors } = bench.counts;
const [requestRow, ...errorRows] = bench.requestRows();
printSummary("Summary", [
  ["duration", `${duration.toFixed(1)} min, ${clients} clients`],
  requestRow!,
  ...errorRows,
  ["completed", String(completed)],
  ["aborted by client", `${aborted} (${((aborted / requests) * 100).toFixed(1)}%)`],
  ["server exits", String(bench.exits)],
  ["statuses", [...bench.statuses].map(([status, count]) => `${status}: ${count}`).join(", ")],
  [
    "workerd memory",
    `start ${megabytes(bench.samples[0]!.workerd)}, after warm-up (${warmUpMinutes} min) ${afterWarmUp === undefined ? "n/a" : megabytes(afterWarmUp.workerd)}, end ${megabytes(atEnd.workerd)}, peak ${megabytes(Math.max(...bench.samples.map((sample) => sample.workerd)))}`,
  ],
  ["when idle", idleRecovery(bench.samples[0]!, atEnd, afterIdle, idleSeconds)],
  [
    "memory bound",
    `highest after warm-up ${afterWarmUp === undefined ? "n/a (the soak ended during warm-up)" : `+${megabytes(growth)}`}; bound +${boundMb} MB: ${overBound ? "EXCEEDED" : "within"}`,
  ],
]);
process.exit(errors > 0 || bench.exits > 0 || overBound ? 1 : 0);
