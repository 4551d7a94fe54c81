/**
 * `npm run audit`: Lighthouse (mobile, simulated slow 4G) over every route of the route model,
 * against the production build served by scripts/serve.ts, each page `--runs N` times (default 3).
 * Prints per page the min / median / max of LCP and TBT, the worst CLS and performance score, the
 * JavaScript and requests the page loaded, its module depth (the longest chain of script requests
 * it waited for, each asked for only once the one before arrived), and every run over issue 14's bars
 * (scripts/audit-summary.ts); writes every run to reports/lighthouse.json. Timings depend on how
 * busy the machine is, so the load average is printed with them; bytes and requests do not.
 * A run Lighthouse could not measure is run once more. Build first (`npm run build`).
 * CHROMIUM_PATH chooses the browser (default /usr/bin/chromium).
 *
 *   npm run audit                       every page, three runs each
 *   npm run audit -- --runs 1 / /about  the named pages, one run each
 */
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result, type RunnerResult } from "lighthouse";
import { siteRoutes } from "../content/routes.ts";
import { moduleDepth, scriptRequests, summarise, summaryLine, summaryTable, type AuditRun } from "./audit-summary.ts";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { startSite } from "./serve-for-tools.ts";

const { values, positionals } = parseArgs({
  options: { runs: { type: "string", default: "3" } },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs takes a whole number of at least 1, not ${values.runs}`);
const port = Number(process.env.AUDIT_PORT ?? 8791);
const paths = positionals.length > 0 ? positionals : siteRoutes.map((route) => route.path);

/** The load average over the last minute, which Lighthouse's timings depend on. */
const load = () => loadavg()[0]!.toFixed(2);

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

/** Lighthouse's reason for a run without measurements (then its scores and LCP read 0). */
function measurementError(lhr: Result): { error?: string } {
  const error = lhr.runtimeError?.message ?? lhr.audits["largest-contentful-paint"]?.errorMessage;
  return error ? { error } : {};
}

/** Lighthouse's default storage types to clear before a run, and local storage. */
const firstVisitStorage = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
] as const;

const site = await startSite(port);
const chrome = await chromeLauncher.launch({
  ...(chromiumPath ? { chromePath: chromiumPath } : {}),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

/**
 * One Lighthouse run of a page. A run Lighthouse could not measure (its trace unreadable, as
 * NO_NAVSTART) is run once more, as its message advises, and said so; a measured run always counts.
 */
async function measure(path: string): Promise<RunnerResult | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${site.origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // Each run is a first visit. Lighthouse clears the HTTP cache but by default keeps local
      // storage, which a page may read before its first paint: a run after the first would then
      // see what no first visitor has.
      clearStorageTypes: [...firstVisitStorage],
    });
    const { error } = result ? measurementError(result.lhr) : {};
    if (!error || attempt === 2) return result;
    console.log(`${path}: not measured (${error}); running it once more`);
  }
}

console.log(`Load average at the start: ${load()}`);
const results: AuditRun[] = [];
try {
  // Round by round, so a burst of load on the shared machine spreads over pages, not one page.
  for (let round = 1; round <= runs; round += 1) {
    for (const path of paths) {
      const result = await measure(path);
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      // Data URLs (the icons' drawings in the stylesheet, the favicon) are listed but never fetched.
      const requests = (
        ((audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ??
          []) as NetworkRequest[]
      ).filter((request) => !request.url?.startsWith("data:"));
      results.push({
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        scriptBytes: requests
          .filter((request) => request.resourceType === "Script")
          .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
        requests: requests.length,
        moduleDepth: moduleDepth(scriptRequests(result.artifacts.DevtoolsLog, result.lhr.finalDisplayedUrl)),
        ...measurementError(result.lhr),
      });
      const failing = Object.values(audits).filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
      );
      if (failing.length > 0) console.log(`${path}: failing audits: ${failing.map((audit) => audit.id).join(", ")}`);
    }
    console.log(`Round ${round} of ${runs} done; load average ${load()}`);
  }
} finally {
  chrome.kill();
  await site.stop();
}

const pages = summarise(results);
console.log(summaryTable(pages));
console.log(`\n${summaryLine(pages)}. Load average at the end: ${load()}`);
await mkdir("reports", { recursive: true });
await writeFile("reports/lighthouse.json", JSON.stringify(results, null, 2));
