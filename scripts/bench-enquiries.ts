/**
 * `npm run bench:enquiries`: POST /api/send-email under load on the local site, the rate limit raised
 * and no mail key set, so nothing leaves the machine. BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_PORT.
 */
import { validEnquiry } from "../tests/support/enquiry-fixture.ts";
import { postLoad, unlimited } from "./bench-harness.ts";

const enquiry = validEnquiry({ fullName: "Load Test", email: "load.test@example.org" });
const site = { state: ".wrangler/bench-state", vars: { RATE_LIMIT_ENQUIRIES: unlimited }, fresh: true };
await postLoad("/api/send-email", [enquiry], "acknowledged enquiries", 10, site);
