/**
 * `npm run audit -- [--runs N] [/path ...]`: Lighthouse (mobile, simulated slow 4G) over every route or
 * the named pages against the local build, summarised by audit-summary.ts with the load average (timings
 * depend on it), every run written to reports/lighthouse.json. CHROMIUM_PATH chooses the browser.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
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
const paths = positionals.length > 0 ? positionals : siteRoutes.map((route) => route.path);
const load = () => loadavg()[0]!.toFixed(2);

const site = await startSite(Number(process.env.AUDIT_PORT ?? 8791));
const chromeFlags = ["--headless=new", ...chromiumArgs];
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath || undefined, chromeFlags });

/** One run of a page; one Lighthouse could not measure (its trace unreadable, as NO_NAVSTART) is run once more, as its message advises. */
async function measure(path: string): Promise<AuditRun> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${site.origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // Each run is a first visit. Lighthouse clears the HTTP cache but by default keeps local
      // storage, which a page may read before its first paint: a run after the first would then
      // see what no first visitor has.
      clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    // Lighthouse's reason for a run without measurements (then its scores and LCP read 0).
    const error = result.lhr.runtimeError?.message ?? audits["largest-contentful-paint"]?.errorMessage;
    if (error && attempt < 2) {
      console.log(`${path}: not measured (${error}); running it once more`);
      continue;
    }
    const failing = Object.values(audits).filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
    );
    if (failing.length > 0) console.log(`${path}: failing audits: ${failing.map((audit) => audit.id).join(", ")}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? 0;
    type NetworkRequest = { url?: string; resourceType?: string; transferSize?: number };
    const listed = (audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    // Data URLs (the icons' drawings in the stylesheet, the favicon) are listed but never fetched.
    const requests = listed.filter((request) => !request.url?.startsWith("data:"));
    const scripts = requests.filter((request) => request.resourceType === "Script");
    return {
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(value("largest-contentful-paint")),
      cls: Number(value("cumulative-layout-shift").toFixed(3)),
      tbtMs: Math.round(value("total-blocking-time")),
      scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      requests: requests.length,
      moduleDepth: moduleDepth(scriptRequests(result.artifacts.DevtoolsLog, finalDisplayedUrl)),
      ...(error ? { error } : {}),
    };
  }
}

console.log(`Load average at the start: ${load()}`);
const results: AuditRun[] = [];
try {
  // Round by round, so a burst of load on the shared machine spreads over pages, not one page.
  for (let round = 1; round <= runs; round += 1) {
    for (const path of paths) results.push(await measure(path));
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
