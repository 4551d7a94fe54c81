/**
 * `npm run layout -- [--out DIR --label NAME --shots /a,/b --widths 1280,768,375 --returning]`:
 * the document height of every page at 375 px, so a layout change shows what it does to the length of each page
 * on a phone, and full-page screenshots of the --shots pages at each of --widths (1280 and 375 px
 * by default) written as DIR/<page>-<width>-<label>.png, DIR being reports/screenshots/layout by
 * default (git-ignored: screenshots are never committed). With --returning, each screenshot is of a second visit, which
 * shows the brand face (app/lib/brand-font.ts); a first visit shows its stand-ins. Serves the
 * build (`npm run build` first) on a loopback port (LAYOUT_PORT, 8794 by default); CHROMIUM_PATH
 * chooses the browser.
 */
import { mkdir } from "node:fs/promises";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "playwright-core";
import { siteRoutes } from "../content/routes.ts";
import { brandFontMark } from "../app/lib/brand-font.ts";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { startSite } from "./serve-for-tools.ts";

const { values } = parseArgs({
  options: {
    out: { type: "string" },
    label: { type: "string", default: "now" },
    shots: { type: "string", default: "" },
    widths: { type: "string", default: "1280,375" },
    returning: { type: "boolean", default: false },
  },
});
const port = Number(process.env.LAYOUT_PORT ?? 8794);
const widths = values.widths.split(",").map(Number);
if (widths.some((width) => !Number.isInteger(width) || width < 200))
  throw new Error(`--widths takes whole pixel widths separated by commas, not ${values.widths}`);

async function heightAt(browser: Browser, url: string, width: number): Promise<number> {
  const page = await browser.newPage({ viewport: { width, height: 812 } });
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.close();
  return height;
}

async function screenshot(browser: Browser, origin: string, path: string, width: number, out: string) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(origin + path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  if (values.returning) {
    await page.waitForFunction((mark) => localStorage.getItem(mark.storageKey) === mark.cached, brandFontMark);
    await page.goto(origin + path);
    await page.locator(`html[data-hydrated][${brandFontMark.attribute}]`).waitFor({ state: "attached" });
  }
  const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
  await page.screenshot({ path: `${out}/${name}-${width}-${values.label}.png`, fullPage: true });
  await page.close();
}

const site = await startSite(port);
const browser = await chromium.launch({ executablePath: chromiumPath || undefined, args: chromiumArgs });
try {
  const heights: Record<string, number> = {};
  for (const route of siteRoutes) heights[route.path] = await heightAt(browser, site.origin + route.path, 375);
  console.log(JSON.stringify(heights, null, 2));
  const shots = values.shots.split(",").filter(Boolean);
  if (shots.length) {
    const out = values.out ?? "reports/screenshots/layout";
    await mkdir(out, { recursive: true });
    for (const path of shots) {
      for (const width of widths) await screenshot(browser, site.origin, path, width, out);
    }
    console.log(`Screenshots in ${out}`);
  }
} finally {
  await browser.close();
  await site.stop();
}
