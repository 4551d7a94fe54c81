/**
 * `npm run layout -- [--out DIR --label NAME --shots /a,/b --widths 1280,768,375]`: the document
 * height of every page at 375 px, so a layout change shows what it does to the length of each page
 * on a phone, and full-page screenshots of the --shots pages at each of --widths (1280 and 375 px
 * by default) written as DIR/<page>-<width>-<label>.png, DIR being reports/screenshots/layout by
 * default (git-ignored: screenshots are never committed). Serves the build (`npm run build` first)
 * on a loopback port (LAYOUT_PORT, 8794 by default); CHROMIUM_PATH chooses the browser.
 */
import { mkdir } from "node:fs/promises";
import { parseArgs } from "node:util";
import { siteRoutes } from "../content/routes.ts";
import { pageHeight, shootPages, withSiteInBrowser } from "./site-browser.ts";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "reports/screenshots/layout" },
    label: { type: "string", default: "now" },
    shots: { type: "string", default: "" },
    widths: { type: "string", default: "1280,375" },
  },
});
const widths = values.widths.split(",").map(Number);
if (widths.some((width) => !Number.isInteger(width) || width < 200))
  throw new Error(`--widths takes whole pixel widths separated by commas, not ${values.widths}`);

await withSiteInBrowser(Number(process.env.LAYOUT_PORT ?? 8794), {}, async (browser, origin) => {
  const heights: Record<string, number> = {};
  for (const { path } of siteRoutes)
    heights[path] = await pageHeight(browser, origin + path, { width: 375, height: 812 });
  console.log(JSON.stringify(heights, null, 2));
  const shots = values.shots.split(",").filter(Boolean);
  if (shots.length === 0) return;
  await mkdir(values.out, { recursive: true });
  await shootPages(browser, origin, shots, widths, { out: values.out, label: values.label });
  console.log(`Screenshots in ${values.out}`);
});
