/**
 * `npm run layout -- [--out DIR --label NAME --shots /a,/b --widths 1280,375 --clip PX]`: every page's
 * height at 375 px, and full-page screenshots of the --shots pages at each width (scripts/README.md).
 */
import { mkdir } from "node:fs/promises";
import { parseArgs } from "node:util";
import { siteRoutes } from "../content/routes.ts";
import { openPage, shoot, withSiteInBrowser } from "./site-browser.ts";

const text = (value: string) => ({ type: "string", default: value }) as const;
const options = {
  out: text("reports/screenshots/layout"),
  label: text("now"),
  shots: text(""),
  widths: text("1280,375"),
};
const { values } = parseArgs({ options: { ...options, clip: text("") } });
const widths = values.widths.split(",").map(Number);
if (widths.some((width) => !Number.isInteger(width) || width < 200))
  throw new Error(`--widths takes whole pixel widths separated by commas, not ${values.widths}`);

await withSiteInBrowser(Number(process.env.LAYOUT_PORT ?? 8794), {}, async (browser, origin) => {
  const heights: Record<string, number> = {};
  for (const { path } of siteRoutes) {
    const page = await openPage(browser, origin + path, { width: 375, height: 812 });
    heights[path] = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.context().close();
  }
  console.log(JSON.stringify(heights, null, 2));
  const shots = values.shots.split(",").filter(Boolean);
  if (shots.length === 0) return;
  await mkdir(values.out, { recursive: true });
  // DIR/<page>-<width>-<label>.png (`home` for /), the full page cut at --clip px when given.
  for (const path of shots)
    for (const width of widths) {
      const name = `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}-${width}-${values.label}.png`;
      const page = await openPage(browser, origin + path, { width, height: 800 });
      await shoot(page, `${values.out}/${name}`, Number(values.clip) || undefined, true);
    }
  console.log(`Screenshots in ${values.out}`);
});
