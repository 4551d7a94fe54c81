/**
 * The built site in Chromium (scripts/chromium.ts), for `npm run screenshots` and `npm run layout`:
 * serves the build on a loopback port, opens pages once their islands have hydrated, and shoots them.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { startSite, type SiteOptions } from "./serve-for-tools.ts";

/** Starts the site and the browser, hands both to `work`, and stops them however it ends. */
export async function withSiteInBrowser(
  port: number,
  siteOptions: SiteOptions,
  work: (browser: Browser, origin: string) => Promise<void>,
): Promise<void> {
  const site = await startSite(port, siteOptions);
  const browser = await chromium.launch({ executablePath: chromiumPath || undefined, args: chromiumArgs });
  try {
    await work(browser, site.origin);
  } finally {
    await browser.close();
    await site.stop();
  }
}

/** `clockBehindMs` runs the page's clock this far behind the server's (a form filled then looks as old as a person's would). */
export type View = { width: number; height: number; scale?: number; clockBehindMs?: number };

/** A page in a context of its own (close it with `page.context().close()`), once hydrated. */
export async function openPage(browser: Browser, url: string, view: View): Promise<Page> {
  const { width, height, scale = 1, clockBehindMs } = view;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
  const page = await context.newPage();
  if (clockBehindMs) await page.clock.install({ time: Date.now() - clockBehindMs });
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page;
}

/** Screenshots the page into `file`, cut at `clipHeight` px when given, and closes its context. */
export async function shoot(page: Page, file: string, clipHeight?: number, fullPage = false): Promise<void> {
  const { width } = page.viewportSize()!;
  const clip = clipHeight ? { clip: { x: 0, y: 0, width, height: clipHeight } } : {};
  await page.screenshot({ path: file, fullPage, ...clip });
  await page.context().close();
}
