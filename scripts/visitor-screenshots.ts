/**
 * `npm run screenshots -- [--out DIR] [--label NAME]`: screenshots of the states where visitors got
 * stuck before, with the figures that show each one, so a change to the header, the menus, the
 * contact form or the chat can be compared before and after. Serves the build (`npm run build`
 * first) on a loopback port with its own state; CHROMIUM_PATH chooses the browser.
 *
 *  1. the mobile menu with Cybersecurity open, its last link focused (375 x 812, and 200% zoom);
 *  2. the contact form just after a successful send (375 x 812);
 *  3. the chat with its contact form open after a pricing question (1280 x 800 and 375 x 812);
 *  4. the header strip at 1024, 1280, 1440 and 375 px: logo and chevron sizes, header height;
 *  5. the first view of / and /contact at 375 x 812, with the chat launcher.
 *
 * `--pages /,/services/vapt` shoots only the opening 1,400 px of each listed page at 1280, 768 and
 * 375 px instead (DIR/page-<path>-<width>-<label>.png), for before/after views of a look.
 *
 * Prints the figures as JSON; files are written as DIR/<state>-<label>.png, DIR being
 * reports/screenshots/visitor by default (git-ignored: screenshots are never committed).
 */
import { mkdir, rm } from "node:fs/promises";
import { parseArgs } from "node:util";
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { startSite } from "./serve-for-tools.ts";

const { values } = parseArgs({
  options: { out: { type: "string" }, label: { type: "string", default: "now" }, pages: { type: "string" } },
});
const out = values.out ?? "reports/screenshots/visitor";
const label = values.label;
const port = Number(process.env.SCREENSHOTS_PORT ?? 8792);
const state = ".wrangler/screenshots-state";

type Box = { top: number; bottom: number };
const figures: Record<string, unknown> = {};

async function open(browser: Browser, origin: string, path: string, width: number, height: number, scale = 1) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
  const page = await context.newPage();
  // The page's clock runs two minutes behind the server's, so a form filled here looks as old to the
  // enquiry endpoint as a person's would (it refuses forms sent faster than anyone could type).
  await page.clock.install({ time: Date.now() - 120_000 });
  await page.goto(origin + path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page;
}

const boxOf = (page: Page, selector: string): Promise<Box> =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return { top: Math.round(top), bottom: Math.round(bottom) };
    });

async function shoot(page: Page, name: string, clipHeight?: number) {
  const { width } = page.viewportSize()!;
  await page.screenshot({
    path: `${out}/${name}-${label}.png`,
    ...(clipHeight ? { clip: { x: 0, y: 0, width, height: clipHeight } } : {}),
  });
  await page.context().close();
}

async function mobileMenu(browser: Browser, origin: string) {
  for (const [name, width, height, scale] of [
    ["1-mobile-menu-375", 375, 812, 1],
    ["1-mobile-menu-zoom200", 640, 400, 2],
  ] as const) {
    const page = await open(browser, origin, "/services", width, height, scale);
    await page.getByRole("button", { name: "Toggle menu" }).click();
    await page.getByRole("button", { name: "Cybersecurity", exact: true }).click();
    const lastLink = page.locator(`#site-navigation [role="group"] a`).nth(15);
    await lastLink.focus();
    figures[name] = {
      viewportHeight: height,
      headerHeight: (await boxOf(page, "header")).bottom,
      lastCybersecurityLink: await lastLink.evaluate((element) => element.getBoundingClientRect().bottom),
    };
    await shoot(page, name);
  }
}

async function contactSent(browser: Browser, origin: string) {
  const page = await open(browser, origin, "/contact", 375, 812);
  await page.getByLabel("Name", { exact: true }).fill("Thandi Mokoena");
  await page.getByLabel("Email", { exact: true }).fill("thandi@example.com");
  await page.getByLabel("Subject", { exact: true }).fill("Penetration test");
  await page.getByLabel("Message", { exact: true }).fill("We would like a proposal for a test of our web portal.");
  await page.getByRole("button", { name: "Send Message" }).click();
  const notice = page.getByText("Message sent successfully!");
  await notice.waitFor();
  // Once the notice has been scrolled into view below the sticky header.
  await page.waitForFunction(() => {
    const title = [...document.querySelectorAll("p")].find((p) => p.textContent === "Message sent successfully!");
    const box = title?.getBoundingClientRect();
    return box !== undefined && box.top >= 64 && box.bottom <= window.innerHeight;
  });
  figures["2-contact-sent-375"] = {
    notice: await notice.evaluate((element) => element.getBoundingClientRect().top),
    focused: await page.evaluate(() => document.activeElement?.textContent?.slice(0, 40) ?? ""),
  };
  await shoot(page, "2-contact-sent-375");
}

async function chatContactForm(browser: Browser, origin: string) {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    const name = `3-chat-contact-${width}`;
    const page = await open(browser, origin, "/", width, height);
    await page.getByRole("button", { name: "Open chat assistant" }).click();
    await page.getByLabel("Your message").fill("How much does a penetration test cost? I would like a quote.");
    await page.getByLabel("Your message").press("Enter");
    await page.getByRole("form", { name: "Share your contact details" }).waitFor();
    figures[name] = {
      panelHeight: (await boxOf(page, "#chat-panel")).bottom - (await boxOf(page, "#chat-panel")).top,
      focused: await page.evaluate(() => document.activeElement?.id ?? ""),
    };
    await shoot(page, name);
  }
}

async function header(browser: Browser, origin: string) {
  for (const width of [1024, 1280, 1440, 375]) {
    const name = `4-header-${width}`;
    const page = await open(browser, origin, "/services", width, 800);
    figures[name] = {
      logo: await page
        .locator("header a svg")
        .first()
        .evaluate((element) => {
          const { width, height } = element.getBoundingClientRect();
          return [width, height];
        }),
      chevrons: await page
        .locator("header nav button svg")
        .evaluateAll((icons) => icons.map((icon) => Math.round(icon.getBoundingClientRect().width))),
      headerHeight: (await boxOf(page, "header")).bottom,
    };
    await shoot(page, name, 140);
  }
}

async function launcher(browser: Browser, origin: string) {
  for (const [path, name] of [
    ["/", "5-launcher-375-home"],
    ["/contact", "5-launcher-375-contact"],
  ] as const) {
    const page = await open(browser, origin, path, 375, 812);
    await shoot(page, name);
  }
}

async function pageViews(browser: Browser, origin: string, paths: string[]) {
  for (const path of paths) {
    for (const width of [1280, 768, 375]) {
      const name = `page${path === "/" ? "-home" : path.replaceAll("/", "-")}-${width}`;
      const page = await open(browser, origin, path, width, 800);
      figures[name] = { height: await page.evaluate(() => document.documentElement.scrollHeight) };
      await page.screenshot({
        path: `${out}/${name}-${label}.png`,
        fullPage: true,
        clip: { x: 0, y: 0, width, height: 1400 },
      });
      await page.context().close();
    }
  }
}

await mkdir(out, { recursive: true });
await rm(state, { recursive: true, force: true });
const site = await startSite(port, { PERSIST_TO: state, args: ["--var", "RATE_LIMIT_ENQUIRIES:1000"] });
const browser = await chromium.launch({
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: chromiumArgs,
});
try {
  if (values.pages) {
    await pageViews(browser, site.origin, values.pages.split(","));
  } else {
    await mobileMenu(browser, site.origin);
    await contactSent(browser, site.origin);
    await chatContactForm(browser, site.origin);
    await header(browser, site.origin);
    await launcher(browser, site.origin);
  }
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await browser.close();
  await site.stop();
}
