/**
 * The per-page sweep: one load of each page checks what only a browser can tell. Its status; no
 * console errors, uncaught exceptions, failed requests or CSP violations; axe (WCAG 2.2 AA); at
 * 1280 px and at 375 px, where nothing may overflow sideways, that the chat launcher covers no
 * control at first view, that focus rings show and that the text still fits with WCAG 1.4.12's text
 * spacing; and the JavaScript and requests it needs before any interaction, against the budgets.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { siteRoutes } from "../../content/routes.ts";
import { axeViolations, type AxeContext } from "../support/axe.ts";
import { measureFocusRings } from "../support/focus-ring.ts";
import { controlsUnderLauncher, setTextSpacing, textFit } from "../support/layout-probes.ts";
import {
  firstViewRequests,
  scriptBytes,
  stubThirdParties,
  waitForHydration,
  watchConsole,
  watchCspViolations,
  watchFailedRequests,
} from "../support/site.ts";

/**
 * JavaScript a page may run before any interaction, compressed, its inline scripts included (issues
 * 14 and 23). Pages hydrate islands only, each when it is due (app/islands): most pages run their
 * inline page script alone; React DOM's client is most of what a page with an island due at load
 * adds.
 */
const jsBudgetBytes = 100 * 1024;

/** Requests for the first view, the document included (issue 14). */
const firstViewRequestBudget = 12;

/** Where each page's figure goes: one JSON file per page, rewritten on every run. */
const jsBudgetDir = "reports/js-budget";

/**
 * axe is most of a page's check (decision 0022), so it reads each thing once. The pages of a kind are
 * one template's components with their own content: the first page of each kind, and the not-found
 * page, get axe on the whole document at both widths. Every other page gets it at 1280 px on all but
 * the header and footer, which are the same on every page but for which link is the current page's.
 */
const withoutSharedChrome: AxeContext = { exclude: ["body > header", "body > footer"] };

const pages = [
  ...siteRoutes.map(({ path, kind }) => ({
    path,
    status: 200,
    firstOfItsKind: siteRoutes.find((route) => route.kind === kind)!.path === path,
  })),
  { path: "/no/such/page", status: 404, firstOfItsKind: true },
];

/** Sums, prints and records the page's script bytes and first-view requests. */
async function recordBudget(
  path: string,
  chunks: Record<string, number>,
  view: { requests: number; lazyLoads: number },
): Promise<number> {
  const bytes = Object.values(chunks).reduce((sum, size) => sum + size, 0);
  const file = path === "/" ? "index" : path.slice(1).replaceAll("/", "--");
  await mkdir(jsBudgetDir, { recursive: true });
  await writeFile(`${jsBudgetDir}/${file}.json`, `${JSON.stringify({ path, bytes, chunks, ...view })}\n`);
  console.log(
    `${(bytes / 1024).toFixed(1).padStart(7)} KB of JavaScript before interaction, ${view.requests} requests  ${path}`,
  );
  test.info().annotations.push({
    type: "before interaction",
    description: `${bytes} bytes of JavaScript, ${view.requests} requests (${view.lazyLoads} loaded lazily besides)`,
  });
  return bytes;
}

/** With the text-spacing overrides on, nothing scrolls sideways and no text is cut off or off screen. */
async function expectTextFitsWithSpacing(page: Page, width: number) {
  await setTextSpacing(page, true);
  const fit = await textFit(page);
  await setTextSpacing(page, false);
  expect(fit.pastRightEdge, `text past the right edge with text spacing at ${width} px`).toEqual([]);
  expect(fit.clipped, `clipped text with text spacing at ${width} px`).toEqual([]);
  expect(fit.scrollWidth, `width with text spacing at ${width} px`).toBeLessThanOrEqual(fit.viewportWidth);
}

/** Every visible control's focus ring reaches 3:1 against what surrounds it (WCAG 1.4.11). */
async function expectFocusRingsVisible(page: Page, width: number) {
  const rings = await measureFocusRings(page);
  test.info().annotations.push({
    type: `focus rings at ${width} px`,
    description: `${rings.checked} controls, lowest contrast ${rings.lowest}:1`,
  });
  expect(rings.checked, `controls focused at ${width} px`).toBeGreaterThan(0);
  expect(rings.failures, `focus rings under 3:1 at ${width} px`).toEqual([]);
}

/**
 * One tab per worker for the whole sweep, each page a navigation in it with the HTTP cache off, so
 * every page arrives as on a first visit: starting a browser context and its renderer for each page
 * took longer than most checks. Each test watches the console and requests for its own navigation.
 */
let tab: Page;
/** The CSP violations of the document the tab shows (the watcher starts afresh in each). */
let cspViolations: () => Promise<string[]>;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  tab = await context.newPage();
  const devtools = await context.newCDPSession(tab);
  await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
  await tab.emulateMedia({ reducedMotion: "reduce" });
  await stubThirdParties(tab);
  cspViolations = await watchCspViolations(tab);
});

/**
 * On a phone the incident hotline is one tap away: a `tel:` link in the header bar, visible without
 * opening the menu, named for what it does, with the chat launcher still in the one-row header.
 */
async function expectHotlineInHeader(page: Page): Promise<void> {
  const header = page.getByRole("banner");
  const call = header.getByRole("link", { name: "Call the 24/7 incident hotline" });
  await expect(call, "the hotline in the header at 375 px").toBeVisible();
  expect(await call.getAttribute("href")).toMatch(/^tel:\+27/);
  await expect(header.getByRole("button", { name: /chat/i }), "the chat launcher at 375 px").toBeVisible();
  const height = await header.evaluate((element) => element.getBoundingClientRect().height);
  expect(height, "the header's height at 375 px").toBeLessThanOrEqual(64);
}

test.afterAll(async () => {
  await tab.context().close();
});

test.describe("every page", () => {
  for (const { path, status, firstOfItsKind } of pages) {
    test(`${path} answers ${status}, clean at 1280 and 375 px, within the JavaScript and request budgets`, async () => {
      const page = tab;
      await page.setViewportSize({ width: 1280, height: 800 });
      const logged = watchConsole(page);
      const requests = watchFailedRequests(page);
      try {
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await waitForHydration(page);
        const view = await firstViewRequests(page);
        const bytes = await recordBudget(path, await scriptBytes(page), view);

        expect(await controlsUnderLauncher(page), "controls under the chat launcher at 1280 px").toEqual([]);
        const axeContext = firstOfItsKind ? undefined : withoutSharedChrome;
        expect(await axeViolations(page, axeContext), "axe at 1280 px").toEqual([]);
        await expectFocusRingsVisible(page, 1280);
        await expectTextFitsWithSpacing(page, 1280);

        await page.setViewportSize({ width: 375, height: 812 });
        await expectHotlineInHeader(page);
        expect(await controlsUnderLauncher(page), "controls under the chat launcher at 375 px").toEqual([]);
        if (firstOfItsKind) expect(await axeViolations(page), "axe at 375 px").toEqual([]);
        await expectFocusRingsVisible(page, 375);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), "width at 375 px").toBeLessThanOrEqual(
          375,
        );
        await expectTextFitsWithSpacing(page, 375);

        // The document's own status is checked above; the not-found page's 404 is not a failure.
        expect(logged.errors(response), "console errors").toEqual([]);
        expect(requests.failures(response), "failed requests").toEqual([]);
        expect(await cspViolations(), "CSP violations").toEqual([]);
        expect(bytes, "JavaScript before interaction").toBeLessThanOrEqual(jsBudgetBytes);
        expect(view.requests, "requests for the first view").toBeLessThanOrEqual(firstViewRequestBudget);
      } finally {
        logged.stop();
        requests.stop();
      }
    });
  }
});
