/**
 * `npm run audit`: Lighthouse (mobile, simulated slow 4G) over every route of the route model,
 * against the production build served by `wrangler dev`. Prints a table of the four category
 * scores, LCP, CLS, TBT and transferred bytes, and writes reports/lighthouse.json.
 * Build first (`npm run build`). CHROMIUM_PATH chooses the browser (default /usr/bin/chromium).
 */
import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { siteRoutes } from "../content/routes.ts";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { startSite } from "./serve-for-tools.ts";

const port = Number(process.env.AUDIT_PORT ?? 8791);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : siteRoutes.map((route) => route.path);

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
}

const site = await startSite(port);
const chrome = await chromeLauncher.launch({
  ...(chromiumPath ? { chromePath: chromiumPath } : {}),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

const rows: Row[] = [];
try {
  for (const path of paths) {
    const result = await lighthouse(`${site.origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      bytes: Math.round(audits["total-byte-weight"]?.numericValue ?? 0),
    });
    const failing = Object.values(audits).filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
    );
    if (failing.length > 0) console.log(`${path}: failing audits: ${failing.map((audit) => audit.id).join(", ")}`);
  }
} finally {
  chrome.kill();
  await site.stop();
}

const header = "| Path | Perf | A11y | Best practices | SEO | LCP | CLS | TBT | Bytes |";
const divider = "|---|---:|---:|---:|---:|---:|---:|---:|---:|";
const lines = rows.map(
  (row) =>
    `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls} | ${row.tbtMs} ms | ${(row.bytes / 1024).toFixed(0)} KB |`,
);
console.log([header, divider, ...lines].join("\n"));
const minimum = (key: keyof Row) => Math.min(...rows.map((row) => Number(row[key])));
const maximum = (key: keyof Row) => Math.max(...rows.map((row) => Number(row[key])));
console.log(
  `\nLowest scores: performance ${minimum("performance")}, accessibility ${minimum("accessibility")}, best practices ${minimum("bestPractices")}, SEO ${minimum("seo")}; highest LCP ${(maximum("lcpMs") / 1000).toFixed(2)} s, CLS ${maximum("cls")}, TBT ${maximum("tbtMs")} ms`,
);
await mkdir("reports", { recursive: true });
await writeFile("reports/lighthouse.json", JSON.stringify(rows, null, 2));
