import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startSite } from "../scripts/serve-for-tools.ts";
const site = await startSite(8792);
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const r = await lighthouse(site.origin + "/", {
  port: chrome.port,
  output: "json",
  logLevel: "error",
  onlyCategories: ["performance"],
});
const a = r!.lhr.audits;
for (const id of [
  "first-contentful-paint",
  "largest-contentful-paint",
  "speed-index",
  "interactive",
  "server-response-time",
  "render-blocking-resources",
  "render-blocking-insight",
  "lcp-breakdown-insight",
  "network-dependency-tree-insight",
  "document-latency-insight",
]) {
  const x = a[id];
  if (!x) continue;
  console.log(id, x.displayValue, x.score, JSON.stringify(x.details)?.slice(0, 1500));
}
const nr = a["network-requests"]?.details as any;
for (const i of nr.items)
  console.log(
    Math.round(i.networkRequestTime),
    Math.round(i.networkEndTime),
    i.transferSize,
    i.url.replace(site.origin, ""),
  );
chrome.kill();
await site.stop();
