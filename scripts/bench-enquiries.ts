/**
 * `npm run bench:enquiries`: load test of POST /api/send-email against the local site (the
 * production build; run `npm run build` first). The rate limit is raised and no mail key is set,
 * so every request stores an enquiry and a held mail job and nothing leaves the machine. Prints
 * acknowledged enquiries per second and latency percentiles (autocannon).
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10) and BENCH_PORT shape the run.
 */
import autocannon from "autocannon";
import { printSummary, startBenchSite, unlimited } from "./bench-harness.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const site = await startBenchSite(Number(process.env.BENCH_PORT ?? 8793), ".wrangler/bench-state", {
  vars: { RATE_LIMIT_ENQUIRIES: unlimited },
  fresh: true,
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
  const { p50, p90, p99, max } = result.latency;
  printSummary(`POST /api/send-email, ${connections} connections, ${seconds} s, the local site on loopback`, [
    ["acknowledged enquiries", `${result["2xx"]} (${(result["2xx"] / seconds).toFixed(1)} per second)`],
    ["non-2xx answers", `${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`],
    ["latency", `p50 ${p50} ms, p90 ${p90} ms, p99 ${p99} ms, max ${max} ms`],
  ]);
} finally {
  await site.stop();
}
