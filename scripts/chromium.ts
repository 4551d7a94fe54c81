/**
 * The browsers the tests and tools drive: Debian's Chromium packages by default. CHROMIUM_PATH names
 * another binary for all of them; set it empty to let Playwright (or chrome-launcher) use its own.
 */
import { existsSync } from "node:fs";

/** The full browser, for the Lighthouse audit and the screenshots: what visitors run. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The end-to-end suite's browser. Debian's headless shell (package chromium-headless-shell) where it
 * is installed, as Playwright itself runs headless tests: it draws the same pages with about half
 * the processor time of the full browser, which is most of the suite's cost. Without it, the full one.
 */
const headlessShellPath = "/usr/bin/chromium-headless-shell";
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

/** Headless on a machine with no sandbox, no GPU, and nothing to fetch beyond loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  // Glyphs at subpixel positions, as a desktop browser sets them: the headless shell otherwise rounds
  // each to a whole pixel, which changes line widths and so the layout-shift checks' figures.
  "--font-render-hinting=none",
];
