/**
 * `npm run bench:soak -- [--minutes 30] [--clients 20] [--abort 0.33] [--seed 1]`: an endurance
 * test of the local site. Starts `scripts/serve.ts` (what `npm start` runs, with its own state
 * directory and the per-IP limits raised so the load is not simply refused), then runs concurrent
 * clients for a bounded time. Each client loops over: full page loads of every route (the HTML,
 * then its stylesheet, scripts and images, six at a time), chat questions, valid enquiries, and
 * uploads cut off halfway through their body. A share of the page and asset requests (--abort) is
 * aborted by the client mid-response, as a browser does when a visitor navigates away.
 *
 * Prints a line a minute and a summary: requests, completed, aborted, errors by kind, server exits
 * (a workerd process of the server that went away, or the server itself), and workerd's resident
 * memory at the start, after the first minute and at the end. Exits with status 1 if there was any
 * error or exit. Only loopback traffic; every loop is bounded by the deadline.
 */
import { request as httpRequest } from "node:http";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { Agent, fetch } from "undici";
import { siteRoutes } from "../content/routes.ts";
import { startSite } from "./serve-for-tools.ts";

const { values: options } = parseArgs({
  options: {
    minutes: { type: "string", default: "30" },
    clients: { type: "string", default: "20" },
    abort: { type: "string", default: "0.33" },
    seed: { type: "string", default: "1" },
    port: { type: "string", default: process.env.SOAK_PORT ?? "8792" },
  },
});
const minutes = Number(options.minutes);
const clients = Number(options.clients);
const abortShare = Number(options.abort);
const port = Number(options.port);
if (!(minutes > 0) || !(clients >= 1) || !(abortShare >= 0 && abortShare < 1)) {
  console.error("Usage: bench:soak -- --minutes N --clients N --abort 0..1 [--seed N] [--port N]");
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

/**
 * The clients' connection pool. workerd closes a keep-alive connection that has been idle for 5 s;
 * undici's default idle timeout of 4 s races it when the machine is busy, and a request written
 * just as the server closes fails. Browsers retry such a request; undici does not, so the soak's
 * clients retire idle connections well before the server would.
 */
const dispatcher = new Agent({ keepAliveTimeout: 1000, keepAliveMaxTimeout: 1000 });

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

/** Same-origin stylesheets, scripts, images and icons a page's HTML refers to. */
function assetPaths(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/[^"#?]+\.(?:css|js|svg|png|ico|webmanifest))"/g))
    found.add(match[1]!);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) found.add(match[1]!);
  return [...found];
}

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

const questions = [
  "What is VAPT?",
  "How fast do you respond to a breach?",
  "Do you do payroll?",
  "Where are you based?",
  "How much does a penetration test cost?",
  "Tell me about your SOC",
];

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
      await post("/api/ai-chat", { message: questions[Math.floor(random() * questions.length)], context: "" }, [200]);
    else if (pick < 0.95) await post("/api/send-email", enquiry(id * 1_000_000 + sent++), [200]);
    else await abandonedUpload(random);
  }
}

/** workerd processes started by the server (its descendants), with their resident memory in KB. */
function workerdProcesses(serverPid: number): Map<number, number> {
  const found = new Map<number, number>();
  if (!existsSync("/proc/self/stat")) return found;
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
      names.set(Number(entry), stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")));
    } catch {
      // Gone while we looked: the next sample sees it missing.
    }
  }
  const descendsFromServer = (pid: number): boolean => {
    for (let current = parents.get(pid); current !== undefined && current > 1; current = parents.get(current))
      if (current === serverPid) return true;
    return false;
  };
  for (const [pid, name] of names) {
    if (name !== "workerd" || !descendsFromServer(pid)) continue;
    try {
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      found.set(pid, Number(rss?.[1] ?? 0));
    } catch {
      // Gone while we looked.
    }
  }
  return found;
}

const megabytes = (kilobytes: number) => `${(kilobytes / 1024).toFixed(1)} MB`;
const sumRss = (processes: Map<number, number>) => [...processes.values()].reduce((sum, rss) => sum + rss, 0);

let known = workerdProcesses(site.pid);
let exits = 0;
const memoryAtStart = sumRss(known);
let memoryAfterWarmUp = memoryAtStart;
let memoryPeak = memoryAtStart;
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
  if (elapsedMinutes > minute) {
    minute = elapsedMinutes;
    if (minute === 1) memoryAfterWarmUp = sumRss(now);
    console.log(
      `${String(minute).padStart(3)} min  requests ${counts.requests}  aborted ${counts.aborted}  errors ${counts.errors}  exits ${exits}  workerd ${megabytes(sumRss(now))}`,
    );
  }
}, 2000);

console.log(
  `Soak: ${clients} clients for ${minutes} min against ${origin}, aborting ${Math.round(abortShare * 100)}% of page and asset requests`,
);
console.log(`workerd at start: ${megabytes(memoryAtStart)} in ${known.size} process(es)`);
await Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
clearInterval(sampler);
const memoryAtEnd = sumRss(workerdProcesses(site.pid));
await site.stop();

console.log("\nSummary");
console.log(`  duration          ${((Date.now() - startedAt) / 60_000).toFixed(1)} min, ${clients} clients`);
console.log(`  requests          ${counts.requests}`);
console.log(`  completed         ${counts.completed}`);
console.log(`  aborted by client ${counts.aborted} (${((counts.aborted / counts.requests) * 100).toFixed(1)}%)`);
console.log(`  errors            ${counts.errors}`);
for (const [kind, count] of errorKinds) console.log(`    ${count} × ${kind}`);
console.log(`  server exits      ${exits}`);
console.log(`  statuses          ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(", ")}`);
console.log(
  `  workerd memory    start ${megabytes(memoryAtStart)}, after 1 min ${megabytes(memoryAfterWarmUp)}, end ${megabytes(memoryAtEnd)}, peak ${megabytes(memoryPeak)}`,
);
process.exit(counts.errors > 0 || exits > 0 ? 1 : 0);
