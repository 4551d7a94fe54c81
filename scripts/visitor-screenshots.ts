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
import type { Browser, Page } from "playwright-core";
import { chatText } from "../content/ui-text.ts";
import { openPage, shootPages, withSiteInBrowser } from "./site-browser.ts";

const { values } = parseArgs({
  options: { out: { type: "string" }, label: { type: "string", default: "now" }, pages: { type: "string" } },
});
const out = values.out ?? "reports/screenshots/visitor";
const label = values.label;
const port = Number(process.env.SCREENSHOTS_PORT ?? 8792);
const state = ".wrangler/screenshots-state";

type Box = { top: number; bottom: number };
const figures: Record<string, unknown> = {};

/**
 * The page's clock runs two minutes behind the server's, so a form filled here looks as old to the
 * enquiry endpoint as a person's would (it refuses forms sent faster than anyone could type).
 */
const open = (browser: Browser, origin: string, path: string, width: number, height: number, scale = 1) =>
  openPage(browser, origin + path, { width, height, scale, clockBehindMs: 120_000 });

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
    await page.getByRole("form", { name: chatText.contactForm.heading }).waitFor();
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

await mkdir(out, { recursive: true });
await rm(state, { recursive: true, force: true });
await withSiteInBrowser(
  port,
  { PERSIST_TO: state, args: ["--var", "RATE_LIMIT_ENQUIRIES:1000"] },
  async (browser, origin) => {
    if (values.pages) {
      const paths = values.pages.split(",");
      Object.assign(
        figures,
        await shootPages(browser, origin, paths, [1280, 768, 375], { out, label, prefix: "page-", clipHeight: 1400 }),
      );
    } else {
      await mobileMenu(browser, origin);
      await contactSent(browser, origin);
      await chatContactForm(browser, origin);
      await header(browser, origin);
      await launcher(browser, origin);
    }
    console.log(JSON.stringify(figures, null, 2));
  },
);
