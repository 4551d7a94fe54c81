/**
 * `npm run bench:enquiries`: load test of POST /api/send-email against `wrangler dev` on
 * loopback (the production build; run `npm run build` first). The rate limit is raised and no mail
 * key is set, so every request stores an enquiry and a held mail job and nothing leaves the
 * machine. Prints acknowledged enquiries per second and latency percentiles.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) shape the run.
 */
import { rm } from "node:fs/promises";
import autocannon from "autocannon";
import { startSite } from "./serve-for-tools.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const persistTo = ".wrangler/bench-state";

await rm(persistTo, { recursive: true, force: true });
const site = await startSite(Number(process.env.BENCH_PORT ?? 8793), {
  PERSIST_TO: persistTo,
  args: ["--var", "RATE_LIMIT_ENQUIRIES:100000000"],
});

const body = JSON.stringify({
  type: "contact",
  fullName: "Load Test",
  email: "load.test@example.org",
  subject: "Benchmark enquiry",
  message: "A realistic enquiry body of a few sentences, as a visitor would write it.",
  // Old enough to pass the minimum fill time, so every request is a real enquiry.
  startedAt: Date.now() - 60_000,
});

try {
  const result = await autocannon({
    url: `${site.origin}/api/send-email`,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    connections,
    duration: seconds,
  });
  const acknowledged = result["2xx"];
  console.log(`POST /api/send-email, ${connections} connections, ${seconds} s, wrangler dev on loopback`);
  console.log(`acknowledged enquiries: ${acknowledged} (${(acknowledged / seconds).toFixed(1)} per second)`);
  console.log(`non-2xx answers: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
  console.log(
    `latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
} finally {
  await site.stop();
}
