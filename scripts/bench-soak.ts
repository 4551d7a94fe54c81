/**
 * `npm run bench:soak`: the endurance test (scripts/README.md). The bound: after --warm-up minutes
 * workerd may grow by at most --bound MB at its highest sample; without serve.ts's V8 flags it grew
 * 20-80 KB a request and never gave it back (decision 0013). Exits 1 on an error, an exit or the bound.
 */
import { request as httpRequest } from "node:http";
import { siteRoutes } from "../content/routes.ts";
import { validEnquiry } from "../tests/support/enquiry-fixture.ts";
import { Bench, benchOptions, loadQuestions, megabytes, printSummary, unlimited } from "./bench-harness.ts";
import { startSite } from "./serve-for-tools.ts";

const port = Number(process.env.SOAK_PORT ?? 8792);
const options = benchOptions(
  { minutes: 30, clients: 20, abort: 0.33, seed: 1, "warm-up": 2, bound: 60, idle: 60, port },
  "Usage: bench:soak -- --minutes N --clients N --abort 0..1 [--seed N] [--port N] [--warm-up MIN] [--bound MB] [--idle S]",
  (o) =>
    o.minutes > 0 && o.clients >= 1 && o.abort >= 0 && o.abort < 1 && o["warm-up"] >= 0 && o.bound > 0 && o.idle >= 0,
);
const { minutes, clients, seed, bound, idle } = options;
const [abortShare, warmUp] = [options.abort, options["warm-up"]];

/** Deterministic randomness (mulberry32), so two runs with one seed make the same choices. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const vars = { RATE_LIMIT_ENQUIRIES: unlimited, RATE_LIMIT_CHAT: unlimited };
const site = await startSite(options.port, { state: ".wrangler/soak-state", vars });
console.log(
  `Soak: ${clients} clients for ${minutes} min against ${site.origin}, aborting ${Math.round(abortShare * 100)}% of page and asset requests`,
);
console.log(`Memory bound: workerd may grow at most ${bound} MB above what it holds after ${warmUp} min of warm-up`);
const bench = new Bench(site.origin, site.pid, minutes * 60, 60);
const [start] = bench.samples;
console.log(`workerd at start: ${megabytes(start!.workerd)} in ${start!.workerdPids.length} process(es)`);
site.onExit(() => {
  console.error("The server exited during the soak; stopping.");
  bench.serverExited();
});
const pages = [...siteRoutes.map((route) => route.path), "/no/such/page"];

const enquiry = (index: number) => validEnquiry({ fullName: "Soak Test", email: `soak-${index}@example.org` });

/** An upload the client abandons halfway: Content-Length promises more than is ever sent. */
function abandonedUpload(random: () => number): Promise<void> {
  bench.counts.requests += 1;
  const body = JSON.stringify(enquiry(0));
  return new Promise((resolve) => {
    const headers = { "content-type": "application/json", "content-length": String(body.length) };
    const request = httpRequest(`${site.origin}/api/send-email`, { method: "POST", headers });
    request.on("error", () => resolve()).on("close", () => resolve());
    request.write(body.slice(0, Math.floor(body.length * random())));
    const abandon = () => request.destroy() && (bench.counts.aborted += 1);
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
if (bench.exits === 0 && idle > 0) console.log(`Load stopped; watching the idle server for ${idle} s`);
await bench.idle(idle);
await site.stop();

const afterWarmUp = bench.sampleAt(warmUp * 60);
const growth = afterWarmUp === undefined ? 0 : bench.peak(warmUp * 60) - afterWarmUp.workerd;
const { requests, completed, aborted, errors } = bench.counts;
const [requestRow, ...errorRows] = bench.requestRows();
printSummary("Summary", [
  ["duration", `${(atEnd.second / 60).toFixed(1)} min, ${clients} clients`],
  requestRow!,
  ...errorRows,
  ["completed", String(completed)],
  ["aborted by client", `${aborted} (${((aborted / requests) * 100).toFixed(1)}%)`],
  ["server exits", String(bench.exits)],
  ["statuses", [...bench.statuses].map(([status, count]) => `${status}: ${count}`).join(", ")],
  bench.memoryRow(afterWarmUp, `${warmUp} min`),
  bench.idleRow(),
  [
    "memory bound",
    `highest after warm-up ${afterWarmUp === undefined ? "n/a (the soak ended during warm-up)" : `+${megabytes(growth)}`}; bound +${bound} MB: ${growth > bound * 1024 ? "EXCEEDED" : "within"}`,
  ],
]);
process.exit(errors > 0 || bench.exits > 0 || growth > bound * 1024 ? 1 : 0);
