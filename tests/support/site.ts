import type { ConsoleMessage, Page } from "@playwright/test";
import { siteRoutes } from "../../content/routes.ts";

/** Every page of the route model: the e2e gates iterate over this list. */
export const allPaths = siteRoutes.map((route) => route.path);

/** Collects console errors and uncaught exceptions while a test runs. */
export function watchConsole(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
  return { errors };
}

/** Records Content-Security-Policy violations reported inside the page. */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) => {
      store.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? []);
}

/** Serves third-party frames (the map) as empty pages: tests never leave the machine. */
export async function stubThirdParties(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stub</title>" }),
  );
}

/** Waits until React has hydrated the page, so clicks and typing reach its handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits for hydration: for tests that interact straight away. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
