/**
 * `npm run bench:enquiries`: load test of POST /api/send-email against the local site (run `npm run
 * build` first), the rate limit raised and no mail key set, so every request stores an enquiry and
 * a held mail job and nothing leaves the machine. Prints acknowledged enquiries per second and
 * latency percentiles (autocannon). BENCH_SECONDS (10), BENCH_CONNECTIONS (10) and BENCH_PORT.
 */
import autocannon from "autocannon";
import { validEnquiry } from "../tests/support/enquiry-fixture.ts";
import { loadRows, printSummary, unlimited } from "./bench-harness.ts";
import { startSite } from "./serve-for-tools.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const site = await startSite(Number(process.env.BENCH_PORT ?? 8793), {
  state: ".wrangler/bench-state",
  vars: { RATE_LIMIT_ENQUIRIES: unlimited },
  fresh: true,
});
const body = JSON.stringify(validEnquiry({ fullName: "Load Test", email: "load.test@example.org" }));
try {
  const url = `${site.origin}/api/send-email`;
  const headers = { "Content-Type": "application/json" };
  const result = await autocannon({ url, method: "POST", headers, body, connections, duration: seconds });
  const heading = `POST /api/send-email, ${connections} connections, ${seconds} s, the local site on loopback`;
  printSummary(heading, loadRows("acknowledged enquiries", result, seconds));
} finally {
  await site.stop();
}
