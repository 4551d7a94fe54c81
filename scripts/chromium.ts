/**
 * The browser the tests and tools drive: Debian's Chromium by default. CHROMIUM_PATH names another
 * binary; set it empty to let Playwright (or chrome-launcher) use its own browser.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless on a machine with no sandbox, no GPU, and nothing to fetch beyond loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
