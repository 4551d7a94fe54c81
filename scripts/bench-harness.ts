/**
 * What the benches share: options, bounded request loops on loopback, the resident memory of the
 * server's processes from /proc, and figures printed in one format.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { Agent, fetch } from "undici";
import { processTable, residentKilobytes } from "./processes.ts";
import { startSite, type SiteOptions } from "./serve-for-tools.ts";

/** A per-IP limit no bench reaches, for loads that are not about the limiter. */
export const unlimited = "100000000";

type Options<D> = { [K in keyof D]: D[K] extends number ? number : D[K] extends string ? string : string | undefined };

/** `--name value` options, numbers where the default is one; exits 2 with the usage on an unknown option, a number below 0 or values `valid` refuses. */
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
    if (Object.values(options).every((value) => typeof value !== "number" || value >= 0) && valid(options))
      return options;
  } catch {
    // An unknown option: the usage says what there is.
  }
  console.error(usage);
  process.exit(2);
}

export function assetPaths(html: string): string[] {
  const links = html.matchAll(/(?:href|src)="(\/[^"#?]+\.(?:css|js|svg|png|ico|webmanifest))"/g);
  return [...new Set([...links, ...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((match) => match[1]!))];
}

export const tally = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** `abort` cuts the request off at a stage it picks: before the answer, on its headers, or after its first chunk. */
export type RequestOptions = { method?: string; body?: unknown; expected?: number[]; abort?: () => number };

/** Resident memory in KB of the server's workerd processes and of the rest of its process tree (its Node process). */
export type Sample = { second: number; requests: number; workerd: number; other: number; workerdPids: number[] };

/**
 * A bounded load against the server below `rootPid` (SIGINT and SIGTERM end it early, so the figures
 * are still printed), its memory sampled every second and printed every `printEvery` s. A workerd
 * process that goes away, or the server itself, counts as an exit and ends the load.
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
  /** workerd closes a connection idle for 5 s; undici's 4 s races it on a busy machine (browsers retry, undici does not). */
  private readonly dispatcher = new Agent({ keepAliveTimeout: 1000, keepAliveMaxTimeout: 1000 });
  private deadline: number;
  readonly origin: string;
  private readonly rootPid: number;

  constructor(origin: string, rootPid: number, seconds: number, printEvery: number) {
    [this.origin, this.rootPid] = [origin, rootPid];
    this.deadline = this.startedAt + seconds * 1000;
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => this.stop());
    const columns = ["time", "requests", "aborted", "errors", "exits", "workerd", "other"];
    console.log(columns.map((column, index) => column.padStart(index < 5 ? 8 : 10)).join("  "));
    this.print(this.sample());
    let printed = 0;
    this.sampler = setInterval(() => {
      // Sampling goes on after the load until `idle` ends, so the idle server's memory is printed as it changes.
      const sample = this.sample();
      if (sample.second < printed + printEvery) return;
      printed = sample.second - (sample.second % printEvery);
      this.print(sample);
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

  stop = () => void (this.deadline = Date.now());

  async run(clients: number, turn: (client: number, index: number) => Promise<unknown>): Promise<Sample> {
    const loop = async (client: number) => {
      for (let index = 0; this.running; index += 1) await turn(client, index);
    };
    await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)));
    return this.print(this.sample(), "end");
  }

  /** Watches the idle server for `seconds`, then stops sampling; returns the last sample. */
  async idle(seconds: number): Promise<Sample> {
    if (this.exits === 0 && seconds > 0) await sleep(seconds * 1000);
    clearInterval(this.sampler);
    return this.print(this.sample(), `idle ${seconds}s`);
  }

  peak = (second = 0) => Math.max(0, ...this.samples.filter((s) => s.second >= second).map((s) => s.workerd));

  error(kind: string): void {
    this.counts.errors += 1;
    tally(this.errorKinds, kind);
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
      tally(this.statuses, response.status);
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
      const { cause, message } = error as Error & { cause?: { code?: string } };
      if (controller.signal.aborted) this.counts.aborted += 1;
      else this.error(`network: ${cause?.code ?? message} on ${where}`);
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

  private sample(): Sample {
    const { workerd, other, workerdPids } = memoryOf(this.rootPid);
    const before = this.samples.at(-1);
    if (before?.workerdPids.some((pid) => !workerdPids.includes(pid))) {
      const now = workerdPids.join(", ") || "none";
      console.error(`A workerd process of the server went away (${before.workerdPids} → ${now})`);
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

/** The resident memory of the process tree below `rootPid` (Linux; elsewhere all 0). */
export function memoryOf(rootPid: number): Omit<Sample, "second" | "requests"> {
  const memory = { workerd: 0, other: residentKilobytes(rootPid) ?? 0, workerdPids: [] as number[] };
  const processes = processTable();
  const below = (pid: number) => {
    for (let at = processes.get(pid)?.parent; at !== undefined && at > 1; at = processes.get(at)?.parent)
      if (at === rootPid) return true;
    return false;
  };
  for (const [pid, { name }] of processes) {
    const rss = below(pid) ? residentKilobytes(pid) : undefined;
    if (rss === undefined) continue;
    if (name !== "workerd") memory.other += rss;
    else [memory.workerd, memory.workerdPids] = [memory.workerd + rss, [...memory.workerdPids, pid]];
  }
  return memory;
}

export const megabytes = (kilobytes: number) => `${(kilobytes / 1024).toFixed(1)} MB`;

/** A summary row: label and value, or a plain string, a note under the row before. */
export type Row = readonly [string, string] | string;

/** A bench's closing figures: a heading, then label and value in aligned columns. */
export function printSummary(heading: string, rows: readonly Row[]): void {
  const width = Math.max(...rows.map((row) => (typeof row === "string" ? 0 : row[0].length))) + 2;
  console.log(`\n${heading}`);
  for (const row of rows) console.log(typeof row === "string" ? `    ${row}` : `  ${row[0].padEnd(width)}${row[1]}`);
}

/**
 * POSTs `bodies` (JSON, in turn) to `path` of the local site with autocannon for BENCH_SECONDS (10)
 * over BENCH_CONNECTIONS, then prints the answers per second and latency percentiles.
 */
export async function postLoad(
  path: string,
  bodies: unknown[],
  answers: string,
  connections: number,
  site: SiteOptions,
  heading = "",
): Promise<{ p50: number; p99: number }> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  connections = Number(process.env.BENCH_CONNECTIONS ?? connections);
  const { origin, stop } = await startSite(Number(process.env.BENCH_PORT ?? 8793), site);
  try {
    const headers = { "Content-Type": "application/json" };
    const requests = bodies.map((body) => ({ method: "POST" as const, headers, body: JSON.stringify(body) }));
    const result = await autocannon({ url: `${origin}${path}`, connections, duration: seconds, requests });
    const { p50, p90, p99, max } = result.latency;
    const replayed = bodies.length > 1 ? `, ${bodies.length} bodies replayed` : "";
    printSummary(
      `POST ${path}${replayed}, ${connections} connections, ${seconds} s, the local site on loopback${heading}`,
      [
        [answers, `${result["2xx"]} (${(result["2xx"] / seconds).toFixed(1)} per second)`],
        ["non-2xx answers", `${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`],
        ["latency", `p50 ${p50} ms, p90 ${p90} ms, p99 ${p99} ms, max ${max} ms`],
      ],
    );
    return { p50, p99 };
  } finally {
    await stop();
  }
}
