/**
 * What the benches share (`bench:soak`, `bench:memory`, `bench:enquiries`, `bench:abuse`): their
 * options, the built site started through scripts/serve.ts with a state directory of its own,
 * bounded request loops on loopback, the resident memory of the server's processes from /proc,
 * and figures printed in one format.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { Agent, fetch } from "undici";
import { startSite, type RunningSite } from "./serve-for-tools.ts";

/** A per-IP limit no bench reaches, for loads that are not about the limiter. */
export const unlimited = "100000000";

type Options<D> = { [K in keyof D]: D[K] extends number ? number : D[K] extends string ? string : string | undefined };

/**
 * `--name value` options with their defaults, numbers where the default is one; exits 2 with the
 * usage on an unknown option or when `valid` refuses the values.
 */
export function benchOptions<const D extends Record<string, string | number | undefined>>(
  defaults: D,
  usage: string,
  valid: (options: Options<D>) => boolean,
): Options<D> {
  const spec = Object.entries(defaults).map(([name, value]) => [name, { type: "string", default: value?.toString() }]);
  try {
    const { values } = parseArgs({ options: Object.fromEntries(spec) as Record<string, { type: "string" }> });
    const options = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, typeof defaults[name] === "number" ? Number(value) : value]),
    ) as Options<D>;
    if (valid(options)) return options;
  } catch {
    // An unknown option: the usage says what there is.
  }
  console.error(usage);
  process.exit(2);
}

/** The site on `port` with its own state directory (emptied first when `fresh`), `vars` overriding wrangler.toml. */
export function startBenchSite(
  port: number,
  state: string,
  { vars = {}, fresh = false }: { vars?: Record<string, string>; fresh?: boolean } = {},
): Promise<RunningSite> {
  if (fresh) rmSync(state, { recursive: true, force: true });
  const args = Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  return startSite(port, { PERSIST_TO: state, args });
}

/** Questions the load benches ask the chat: a mix of services, company facts and pricing. */
export const loadQuestions = [
  "What is VAPT?",
  "How fast do you respond to a breach?",
  "Do you do payroll?",
  "Where are you based?",
  "How much does a penetration test cost?",
  "Tell me about your SOC",
];

/** Same-origin stylesheets, scripts, images and icons a page's HTML refers to. */
export function assetPaths(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/[^"#?]+\.(?:css|js|svg|png|ico|webmanifest))"/g))
    found.add(match[1]!);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) found.add(match[1]!);
  return [...found];
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Statuses that are not an error (default 200). */
  expected?: number[];
  /** Cut the request off at a stage this picks: before the answer, on its headers, or after its first chunk. */
  abort?: () => number;
}

/** Resident memory in KB of the server's workerd processes and of the rest of its process tree (its Node process). */
export interface Sample {
  second: number;
  requests: number;
  workerd: number;
  other: number;
  workerdPids: number[];
}

/**
 * A bounded load against the server below `rootPid`: requests until the deadline (SIGINT and
 * SIGTERM end it early, so the figures are still printed), counted by outcome, status and kind of
 * error, with the server's memory sampled every second and a progress line every `printEvery` s.
 * A workerd process that goes away, or the server itself, counts as an exit and ends the load.
 */
export class Bench {
  readonly counts = { requests: 0, completed: 0, aborted: 0, errors: 0 };
  readonly errorKinds = new Map<string, number>();
  readonly statuses = new Map<number, number>();
  readonly samples: Sample[] = [];
  exits = 0;
  private readonly startedAt = Date.now();
  private readonly sampler: ReturnType<typeof setInterval>;
  private readonly assetsOf = new Map<string, string[]>();
  /**
   * workerd closes a keep-alive connection idle for 5 s; undici's default idle timeout of 4 s races
   * it on a busy machine, and a request written just as the server closes fails. Browsers retry
   * such a request; undici does not, so these clients retire idle connections well before.
   */
  private readonly dispatcher = new Agent({ keepAliveTimeout: 1000, keepAliveMaxTimeout: 1000 });
  private deadline: number;
  /** Sampling goes on after the load, so the idle server's memory is printed as it changes. */
  private idling = false;
  readonly origin: string;
  private readonly rootPid: number;
  private readonly seconds: number;

  constructor(origin: string, rootPid: number, seconds: number, printEvery: number) {
    [this.origin, this.rootPid, this.seconds] = [origin, rootPid, seconds];
    this.deadline = this.startedAt + seconds * 1000;
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => this.stop());
    const columns = ["time", "requests", "aborted", "errors", "exits", "workerd", "other"];
    console.log(columns.map((column, index) => column.padStart(index < 5 ? 8 : 10)).join("  "));
    this.print(this.sample());
    let printed = 0;
    this.sampler = setInterval(() => {
      const sample = this.sample();
      if ((this.running || this.idling) && sample.second >= printed + printEvery) {
        printed = sample.second - (sample.second % printEvery);
        this.print(sample);
      }
    }, 1000);
  }

  /** The server went away: nothing is left to measure, so the load stops. */
  serverExited(): void {
    this.exits += 1;
    this.stop();
  }

  get running(): boolean {
    return Date.now() < this.deadline;
  }

  stop(): void {
    this.deadline = Date.now();
  }

  /** Runs `clients` loops of `turn` until the deadline; returns the sample at the end of the load. */
  async run(clients: number, turn: (client: number, index: number) => Promise<unknown>): Promise<Sample> {
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        for (let index = 0; this.running; index += 1) await turn(client, index);
      }),
    );
    return this.print(this.sample(), "end");
  }

  /** Watches the idle server for `seconds`, then stops sampling; returns the last sample. */
  async idle(seconds: number): Promise<Sample> {
    this.idling = true;
    if (this.exits === 0 && seconds > 0) await sleep(seconds * 1000);
    this.idling = false;
    clearInterval(this.sampler);
    return this.print(this.sample(), `idle ${seconds}s`);
  }

  /** The first sample at or after `second`: memory once warm-up is over. */
  sampleAt(second: number): Sample | undefined {
    return this.samples.find((sample) => sample.second >= second);
  }

  error(kind: string): void {
    this.counts.errors += 1;
    this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
  }

  /** One request; its body as text, or "" when it failed or was aborted. */
  async request(path: string, { method = "GET", body, expected = [200], abort }: RequestOptions = {}): Promise<string> {
    this.counts.requests += 1;
    const where = `${method} ${path.startsWith("/assets/") ? "/assets/…" : path}`;
    const controller = new AbortController();
    const stage = abort ? Math.floor(abort() * 3) : -1;
    if (stage === 0) setTimeout(() => controller.abort(), Math.floor(abort!() * 5));
    try {
      const response = await fetch(`${this.origin}${path}`, {
        dispatcher: this.dispatcher,
        method,
        signal: controller.signal,
        headers: {
          "accept-encoding": "gzip, br",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      this.statuses.set(response.status, (this.statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) this.error(`${response.status} on ${where}`);
      else if (!expected.includes(response.status)) this.error(`unexpected ${response.status} on ${where}`);
      if (stage === 2) await response.body?.getReader().read();
      if (stage >= 1) {
        controller.abort();
        this.counts.aborted += 1;
        return "";
      }
      const text = await response.text();
      this.counts.completed += 1;
      return text;
    } catch (error) {
      if (controller.signal.aborted) this.counts.aborted += 1;
      else
        this.error(
          `network: ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message} on ${where}`,
        );
      return "";
    }
  }

  /** A page as a browser loads it: the HTML, then its stylesheet, scripts and images, six at a time. */
  async pageLoad(path: string, expected = [200], abort: () => (() => number) | undefined = () => undefined) {
    const html = await this.request(path, { expected, abort: abort() });
    if (html && !this.assetsOf.has(path)) this.assetsOf.set(path, assetPaths(html));
    const assets = this.assetsOf.get(path) ?? [];
    for (let index = 0; index < assets.length && this.running; index += 6)
      await Promise.all(assets.slice(index, index + 6).map((asset) => this.request(asset, { abort: abort() })));
  }

  /** The summary's first rows: requests (per second), errors and each kind of error. */
  requestRows(): (readonly [string, string] | string)[] {
    const { requests, errors } = this.counts;
    return [
      ["requests", `${requests} (${(requests / this.seconds).toFixed(0)}/s), errors ${errors}`],
      ...[...this.errorKinds].map(([kind, count]) => `${count} × ${kind}`),
    ];
  }

  private sample(): Sample {
    const { workerd, other, workerdPids } = memoryOf(this.rootPid);
    const before = this.samples.at(-1);
    if (before?.workerdPids.some((pid) => !workerdPids.includes(pid))) {
      console.error(
        `A workerd process of the server went away (${before.workerdPids} → ${workerdPids.join(", ") || "none"})`,
      );
      this.serverExited();
    }
    const second = Math.round((Date.now() - this.startedAt) / 1000);
    this.samples.push({ second, requests: this.counts.requests, workerd, other, workerdPids });
    return this.samples.at(-1)!;
  }

  private print(sample: Sample, label = `${sample.second} s`): Sample {
    const { requests, aborted, errors } = this.counts;
    const figures = [label, requests, aborted, errors, this.exits].map((value) => String(value).padStart(8));
    console.log([...figures, megabytes(sample.workerd).padStart(10), megabytes(sample.other).padStart(10)].join("  "));
    return sample;
  }
}

/** The resident memory of the process tree below `rootPid`, from /proc (Linux; elsewhere all 0). */
export function memoryOf(rootPid: number): Omit<Sample, "second" | "requests"> {
  const memory = { workerd: 0, other: residentKilobytes(rootPid) ?? 0, workerdPids: [] as number[] };
  if (!existsSync("/proc/self/stat")) return memory;
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // The fourth field of /proc/<pid>/stat is the parent pid; the command name may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
      names.set(Number(entry), stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")));
    } catch {
      // Gone while we looked: the next sample sees it missing.
    }
  }
  const below = (pid: number) => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at)) if (at === rootPid) return true;
    return false;
  };
  for (const [pid, name] of names) {
    const rss = below(pid) ? residentKilobytes(pid) : undefined;
    if (rss === undefined) continue;
    if (name !== "workerd") memory.other += rss;
    else {
      memory.workerd += rss;
      memory.workerdPids.push(pid);
    }
  }
  return memory;
}

function residentKilobytes(pid: number): number | undefined {
  try {
    const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return rss ? Number(rss[1]) : undefined;
  } catch {
    return undefined;
  }
}

export const megabytes = (kilobytes: number) => `${(kilobytes / 1024).toFixed(1)} MB`;

/**
 * What workerd gave back once the load stopped, against what the load had added since the server
 * was ready. "Comes down" (issue 24) means it gave back at least half within the idle time: a
 * runtime that collected its idle isolates and returned its allocator's free pages would keep
 * little more than its live data (once the isolates a page and the API cross were collected, the
 * allocator held 4.9 MiB more data in use than at "Ready", of 35 MB the load had added; decision
 * 0013). Today's workerd gives back nearly nothing, for reasons upstream (same decision).
 */
export function idleRecovery(start: Sample, end: Sample, afterIdle: Sample, idleSeconds: number): string {
  const added = end.workerd - start.workerd;
  const gaveBack = end.workerd - afterIdle.workerd;
  const share = added > 0 ? Math.round((gaveBack / added) * 100) : 0;
  const comesDown = added <= 0 || gaveBack * 2 >= added;
  return `${megabytes(afterIdle.workerd)} after ${idleSeconds} s idle: down ${megabytes(gaveBack)} from the end of the load, ${share}% of the ${megabytes(added)} the load added; comes down (at least half back): ${comesDown ? "yes" : "no"}`;
}

/** The time since `since`, in whole seconds. */
export const secondsSince = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** A bench's closing figures: a heading, then label and value in aligned columns; a plain string is a note under the row before. */
export function printSummary(heading: string, rows: readonly (readonly [string, string] | string)[]): void {
  const width = Math.max(...rows.map((row) => (typeof row === "string" ? 0 : row[0].length))) + 2;
  console.log(`\n${heading}`);
  for (const row of rows) console.log(typeof row === "string" ? `    ${row}` : `  ${row[0].padEnd(width)}${row[1]}`);
}
