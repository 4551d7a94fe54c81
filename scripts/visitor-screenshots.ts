/**
 * `npm run screenshots -- [--out DIR] [--label NAME]`: the states where visitors got stuck before
 * (docs/visual-history.md), shot as DIR/<state>-<label>.png with the figures that show each one.
 */
import { mkdir } from "node:fs/promises";
import { parseArgs } from "node:util";
import type { Browser, Page } from "playwright-core";
import { chatText } from "../content/ui-text.ts";
import { openPage, shoot as shootPage, withSiteInBrowser } from "./site-browser.ts";

const text = (value: string) => ({ type: "string", default: value }) as const;
const { out, label } = parseArgs({ options: { out: text("reports/screenshots/visitor"), label: text("now") } }).values;
const figures: Record<string, unknown> = {};

/**
 * The page's clock runs two minutes behind the server's, so a form filled here looks as old to the
 * enquiry endpoint as a person's would (it refuses forms sent faster than anyone could type).
 */
const open = (browser: Browser, origin: string, path: string, width: number, height: number, scale = 1) =>
  openPage(browser, origin + path, { width, height, scale, clockBehindMs: 120_000 });

const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
const bottom = async (page: Page, selector: string) => Math.round((await box(page, selector)).bottom);

const shoot = (page: Page, name: string, clipHeight?: number) =>
  shootPage(page, `${out}/${name}-${label}.png`, clipHeight);

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
    const lastCybersecurityLink = await lastLink.evaluate((element) => element.getBoundingClientRect().bottom);
    figures[name] = { viewportHeight: height, headerHeight: await bottom(page, "header"), lastCybersecurityLink };
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
  for (const width of [1280, 375]) {
    const height = width === 375 ? 812 : 800;
    const name = `3-chat-contact-${width}`;
    const page = await open(browser, origin, "/", width, height);
    await page.getByRole("button", { name: "Open chat assistant" }).click();
    await page.getByLabel("Your message").fill("How much does a penetration test cost? I would like a quote.");
    await page.getByLabel("Your message").press("Enter");
    await page.getByRole("form", { name: chatText.contactForm.heading }).waitFor();
    const panel = await box(page, "#chat-panel");
    figures[name] = {
      panelHeight: Math.round(panel.bottom) - Math.round(panel.top),
      focused: await page.evaluate(() => document.activeElement?.id ?? ""),
    };
    await shoot(page, name);
  }
}

async function header(browser: Browser, origin: string) {
  for (const width of [1024, 1280, 1440, 375]) {
    const page = await open(browser, origin, "/services", width, 800);
    const logo = await box(page, "header a svg");
    const chevrons = page.locator("header nav button svg");
    figures[`4-header-${width}`] = {
      logo: [logo.width, logo.height],
      chevrons: await chevrons.evaluateAll((icons) =>
        icons.map((icon) => Math.round(icon.getBoundingClientRect().width)),
      ),
      headerHeight: await bottom(page, "header"),
    };
    await shoot(page, `4-header-${width}`, 140);
  }
}

await mkdir(out, { recursive: true });
const state = { state: ".wrangler/screenshots-state", vars: { RATE_LIMIT_ENQUIRIES: "1000" }, fresh: true };
await withSiteInBrowser(Number(process.env.SCREENSHOTS_PORT ?? 8792), state, async (browser, origin) => {
  await mobileMenu(browser, origin);
  await contactSent(browser, origin);
  await chatContactForm(browser, origin);
  await header(browser, origin);
  for (const path of ["/", "/contact"])
    await shoot(await open(browser, origin, path, 375, 812), `5-launcher-375-${path === "/" ? "home" : "contact"}`);
  console.log(JSON.stringify(figures, null, 2));
});
