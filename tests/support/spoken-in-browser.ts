/**
 * What a screen reader says in a real browser, for what only the stylesheet decides (what shows at
 * which width): @guidepup/virtual-screen-reader's browser build, loaded into the page, listening to
 * the whole document. The visitor's keys are Playwright's real ones; the screen reader's own
 * commands (read on, say the current item) are its virtual cursor's. `expectSpoken` names the
 * component and the first phrase that differs, as in the component suite (tests/components/spoken.ts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { virtual as screenReader } from "@guidepup/virtual-screen-reader";
import { expect, type Page } from "@playwright/test";
import { compareSpoken } from "./spoken-comparison.ts";

/** Served at this same-origin address to the page under test, which imports it. */
const moduleUrl = "/__virtual-screen-reader.js";
const moduleSource = readFileSync(
  createRequire(import.meta.url).resolve("@guidepup/virtual-screen-reader/browser.js"),
  "utf8",
);

type Virtual = typeof screenReader;

/**
 * Starts the screen reader on the page as it is, with nothing said yet. The page's context needs
 * `bypassCSP`: the site's policy admits only its own scripts.
 */
export async function startScreenReader(page: Page): Promise<void> {
  await page.route(`**${moduleUrl}`, (route) => route.fulfill({ body: moduleSource, contentType: "text/javascript" }));
  await page.evaluate(async (url) => {
    const { virtual } = (await import(url)) as { virtual: Virtual };
    Object.assign(window, { virtual });
    await virtual.start({ container: document.body });
    await virtual.clearSpokenPhraseLog();
  }, moduleUrl);
}

/** What has been said since the start (or the last `heard`), then forgets it. */
export function heard(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { virtual } = window as unknown as { virtual: Virtual };
    const phrases = await virtual.spokenPhraseLog();
    await virtual.clearSpokenPhraseLog();
    return phrases;
  });
}

/**
 * Reads on (the virtual cursor's Down Arrow) until it has said `last`, at most `limit` steps; fails
 * naming `component` if it never does.
 */
export async function readUntil(page: Page, component: string, last: string, limit = 150): Promise<void> {
  const found = await page.evaluate(
    async ({ last, limit }) => {
      const { virtual } = window as unknown as { virtual: Virtual };
      for (let step = 0; step < limit; step++) {
        await virtual.next();
        if ((await virtual.lastSpokenPhrase()) === last) return true;
      }
      return false;
    },
    { last, limit },
  );
  if (!found) throw new Error(`${component}: never heard "${last}" reading on`);
}

/**
 * Says the item under the virtual cursor again (one back, then forward), as a visitor asks their
 * screen reader after a key changed the focused control's state.
 */
export function sayCurrentItem(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const { virtual } = window as unknown as { virtual: Virtual };
    await virtual.previous();
    await virtual.clearSpokenPhraseLog();
    await virtual.next();
  });
}

/** Compares what was heard with what a visitor should hear (tests/support/spoken-comparison.ts). */
export function expectSpoken(component: string, said: string[], written: string[]): void {
  const { spoken, expected, message } = compareSpoken(component, said, written);
  expect(spoken, message).toEqual(expected);
}
