/**
 * The family pages' content and structure are checked against the prerendered HTML in
 * tests/pages/family-pages.test.ts. What stays here needs a browser: a real click on the inert
 * demo buttons of a hydrated page.
 */
import type { Request } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import { gotoHydrated } from "../support/site.ts";

test("Watch Demo and Schedule Demo go nowhere when clicked", async ({ page }) => {
  for (const [path, name] of [
    ["/healthcare/electronic-medical-records", "Watch Demo"],
    ["/healthcare/telehealth-diagnostics", "Schedule Demo"],
  ] as const) {
    await gotoHydrated(page, path);
    const navigations: string[] = [];
    const recordNavigation = (request: Request) => {
      if (request.isNavigationRequest() || new URL(request.url()).pathname.endsWith(".data")) {
        navigations.push(request.url());
      }
    };
    page.on("request", recordNavigation);
    await page.getByRole("button", { name }).click();
    // A navigation, client-side or full, starts within the click's task: two frames later it has
    // asked for a page or its .data file.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    page.off("request", recordNavigation);
    expect(page.url(), name).toBe(new URL(path, page.url()).href);
    expect(navigations, name).toEqual([]);
  }
});
