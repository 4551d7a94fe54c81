/**
 * What `npm run audit` makes of repeated Lighthouse runs: per page, the min/median/max of each
 * measure, and every run that misses one of issue 14's bars. Pure (tests/unit/audit-summary.test.ts).
 */

/** One Lighthouse run of one page. */
export interface AuditRun {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes sent for every script the page loaded before any interaction: compressed, with headers. */
  scriptBytes: number;
  /** Requests the page made while loading, the document included. */
  requests: number;
  /** The longest chain of script requests the page waited for (`moduleDepth`). */
  moduleDepth: number;
  /** Why Lighthouse could not measure the run (its runtime error or the LCP audit's), if it could not. */
  error?: string;
}

/** The bars every run must meet: LCP ≤ 1.0 s, CLS 0, TBT ≤ 50 ms, performance 100. */
export const auditBars = { lcpMs: 1000, cls: 0, tbtMs: 50, performance: 100 } as const;

export type Spread = { min: number; median: number; max: number };
type Measure = Exclude<keyof AuditRun, "path" | "error">;
/** A page's runs: each measure's spread, and one entry per run and bar missed, such as "run 2: LCP 1.42 s". */
export type PageSummary = { path: string; runs: number; misses: string[] } & Record<Measure, Spread>;

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error("spread of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { min: sorted[0]!, median, max: sorted.at(-1)! };
}

export function barsMissed(run: AuditRun): string[] {
  // An unmeasured run reports zeros: its reason is the miss, not a score of 0 or an LCP of 0 s.
  if (run.error) return [`not measured (${run.error})`];
  return [
    run.lcpMs > auditBars.lcpMs && `LCP ${seconds(run.lcpMs)} s`,
    run.cls > auditBars.cls && `CLS ${run.cls}`,
    run.tbtMs > auditBars.tbtMs && `TBT ${run.tbtMs} ms`,
    run.performance < auditBars.performance && `performance ${run.performance}`,
  ].filter((miss) => miss !== false);
}

/** Groups runs by page, in the order pages first appear; an unmeasured run stays out of the spreads. */
export function summarise(runs: readonly AuditRun[]): PageSummary[] {
  const paths = [...new Set(runs.map((run) => run.path))];
  return paths.map((path) => {
    const pageRuns = runs.filter((run) => run.path === path);
    const measured = pageRuns.filter((run) => !run.error);
    const measures = Object.keys(pageRuns[0]!).filter((key) => key !== "path" && key !== "error") as Measure[];
    const sample = measured.length ? measured : pageRuns;
    const spreads = measures.map((key) => [key, spread(sample.map((run) => run[key]))]);
    const misses = pageRuns.flatMap((run, index) => barsMissed(run).map((miss) => `run ${index + 1}: ${miss}`));
    return { path, runs: pageRuns.length, misses, ...Object.fromEntries(spreads) } as PageSummary;
  });
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
const spreadOf = ({ min, median, max }: Spread, format: (n: number) => string) =>
  `${format(min)} / ${format(median)} / ${format(max)}`;

export function summaryTable(pages: readonly PageSummary[]): string {
  const header =
    "| Path | LCP s (min / med / max) | CLS max | TBT ms (min / med / max) | Perf min | A11y / BP / SEO min | JS KB sent | Requests | Module depth | Over the bars |";
  const rows = pages.map((page) =>
    [
      page.path,
      spreadOf(page.lcpMs, seconds),
      page.cls.max,
      spreadOf(page.tbtMs, String),
      page.performance.min,
      `${page.accessibility.min} / ${page.bestPractices.min} / ${page.seo.min}`,
      kilobytes(page.scriptBytes.max),
      page.requests.max,
      page.moduleDepth.max,
      page.misses.join("; ") || "none",
    ].join(" | "),
  );
  return [header, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|", ...rows.map((row) => `| ${row} |`)].join("\n");
}

/** One line over every page: the worst of each measure, and how many runs missed a bar. */
export function summaryLine(pages: readonly PageSummary[]): string {
  const highest = (measure: Measure) => Math.max(...pages.map((page) => page[measure].max));
  const lowest = (measure: Measure) => Math.min(...pages.map((page) => page[measure].min));
  const runs = pages.reduce((sum, page) => sum + page.runs, 0);
  const missed = pages.reduce((sum, page) => sum + new Set(page.misses.map((miss) => miss.split(":")[0])).size, 0);
  return (
    `${pages.length} pages, ${runs} runs; ${missed} runs over a bar. Highest LCP ${seconds(highest("lcpMs"))} s ` +
    `(median of medians ${seconds(spread(pages.map((page) => page.lcpMs.median)).median)} s), CLS ${highest("cls")}, ` +
    `TBT ${highest("tbtMs")} ms; lowest performance ${lowest("performance")}, accessibility ${lowest("accessibility")}, ` +
    `best practices ${lowest("bestPractices")}, SEO ${lowest("seo")}; JavaScript ${kilobytes(highest("scriptBytes"))} KB, ` +
    `${highest("requests")} requests and module depth ${highest("moduleDepth")} at most`
  );
}

/** One script request of a page load, from the browser's network log. */
export interface ScriptRequest {
  url: string;
  /**
   * What asked for it: a script file's URL; "page" for the page itself (its HTML, an inline script,
   * a modulepreload an inline script added); null when the browser does not say (Chromium gives a
   * module's dynamic import no initiator).
   */
  initiator: string | null;
  /** When it was asked for and when it had arrived, in seconds on one clock. */
  start: number;
  end: number;
}

/**
 * The module depth of a page load: the longest chain of script requests each of which could only
 * be asked for once the one before it had arrived, as a module's imports are. A request the page
 * asked for starts a chain; one a script file asked for follows that file; one without an initiator
 * follows the script that arrived last before it was asked for. 0 for a page that loads no script;
 * 1 when every script the page waits for is asked for at once.
 */
export function moduleDepth(requests: readonly ScriptRequest[]): number {
  const byUrl = new Map(requests.map((request) => [request.url, request]));
  // A page loads tens of scripts: each chain is walked afresh, `seen` only guards against a cycle.
  const depthOf = (request: ScriptRequest, seen: Set<ScriptRequest>): number => {
    if (seen.has(request)) return 1;
    seen.add(request);
    const { initiator } = request;
    const arrivedBefore = requests.filter((other) => other !== request && other.end <= request.start);
    const parent =
      initiator === null
        ? arrivedBefore.sort((a, b) => b.end - a.end)[0]
        : byUrl.get(initiator === "page" ? "" : initiator);
    return parent ? depthOf(parent, seen) + 1 : 1;
  };
  return Math.max(0, ...requests.map((request) => depthOf(request, new Set())));
}

/** What `scriptRequests` reads of a network event; other events pass through unread. */
interface NetworkEvent {
  method: string;
  params?: {
    requestId?: string;
    type?: string;
    timestamp?: number;
    documentURL?: string;
    request?: { url: string };
    initiator?: { type: string; url?: string; stack?: { callFrames: { url: string }[] } };
  };
}

/** The script requests of a page load from Chromium's network events (Lighthouse's DevtoolsLog). */
export function scriptRequests(log: readonly { method: string; params?: object }[], pageUrl: string): ScriptRequest[] {
  const started = new Map<string, ScriptRequest>();
  const finished: ScriptRequest[] = [];
  for (const { method, params = {} } of log as readonly NetworkEvent[]) {
    if (method === "Network.requestWillBeSent" && params.type === "Script" && params.request && params.requestId) {
      const from = params.initiator?.url || params.initiator?.stack?.callFrames[0]?.url || "";
      const initiator =
        params.initiator?.type === "parser" || from === pageUrl || from === params.documentURL
          ? "page"
          : /^https?:/.test(from)
            ? from
            : null;
      started.set(params.requestId, {
        url: params.request.url,
        initiator,
        start: params.timestamp ?? 0,
        end: Infinity,
      });
    } else if (method === "Network.loadingFinished" && params.requestId && started.has(params.requestId)) {
      const request = started.get(params.requestId)!;
      finished.push({ ...request, end: params.timestamp ?? request.start });
      started.delete(params.requestId);
    }
  }
  return finished;
}
