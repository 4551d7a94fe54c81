/**
 * Playwright's `test` and `expect`, unchanged, for specs that import them from here. There is no
 * fixture that waits for the site: if the server dies mid-run, the test that hit it fails.
 */
export { expect, test } from "@playwright/test";
export type { ConsoleMessage, Locator, Page, Route } from "@playwright/test";
