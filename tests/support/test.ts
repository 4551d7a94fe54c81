/**
 * Playwright's `test`, with one addition: before each test it waits until the site answers. If
 * `wrangler dev` dies mid-run, scripts/serve.ts restarts it, and a retried test then starts
 * against the restarted server instead of failing while it comes back.
 */
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";
export type { ConsoleMessage, Locator, Page, Route } from "@playwright/test";

export const test = base.extend<{ siteUp: undefined }>({
  siteUp: [
    async ({ baseURL }, use) => {
      const deadline = Date.now() + 45_000;
      for (;;) {
        try {
          if ((await fetch(`${baseURL}/`)).ok) break;
        } catch {
          // Not answering yet.
        }
        if (Date.now() > deadline) throw new Error(`The site at ${baseURL} is not answering`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await use(undefined);
    },
    { auto: true },
  ],
});
