/**
 * The chat on a phone (375 x 667): a sheet over the whole visible page, with its close button, the
 * log and the input in view, which follows the visual viewport when the on-screen keyboard shrinks
 * it. Headless Chromium has no on-screen keyboard, so the test gives the page's visualViewport the
 * size and offset a keyboard leaves and fires its resize event, as the browser does.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "../support/site.ts";

const phone = { width: 375, height: 667 };
/** What an on-screen keyboard leaves of a 667 px tall phone screen. */
const aboveKeyboard = 380;

test.use({ viewport: phone, hasTouch: true, isMobile: true });

function panelOf(page: Page) {
  return page.getByRole("dialog", { name: "Chat with our assistant" });
}

function messageBox(page: Page) {
  return page.getByRole("textbox", { name: "Your message" });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
}

/** Whether the element lies wholly between two heights. */
async function within(locator: Locator, top: number, bottom: number) {
  const { y, height } = await box(locator);
  return y >= top - 0.5 && y + height <= bottom + 0.5;
}

/** Gives window.visualViewport the offset and height a keyboard leaves, then fires its events. */
async function keyboardLeaves(page: Page, offsetTop: number, height: number) {
  await page.evaluate(
    ([top, visibleHeight]) => {
      const viewport = window.visualViewport!;
      Object.defineProperty(viewport, "offsetTop", { configurable: true, get: () => top });
      Object.defineProperty(viewport, "height", { configurable: true, get: () => visibleHeight });
      viewport.dispatchEvent(new Event("resize"));
      viewport.dispatchEvent(new Event("scroll"));
    },
    [offsetTop, height],
  );
}

test.describe("the chat on a phone", () => {
  test("is a sheet over the whole screen whose input, close button and newest answer show, linked by the page's short label", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open chat assistant" }).tap();
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    expect(await box(panel)).toEqual({ x: 0, y: 0, ...phone });

    await messageBox(page).fill("What is VAPT?");
    await messageBox(page).press("Enter");
    const answer = panel.locator('[data-sender="bot"]').nth(1);
    await expect(answer.getByRole("link", { name: "VAPT", exact: true })).toHaveAttribute("href", "/services/vapt");
    // Its first line shows in the log; the input sits at the bottom of the screen.
    const log = page.getByRole("log", { name: "Conversation" });
    const logBox = await box(log);
    await expect.poll(async () => (await box(answer)).y).toBeGreaterThanOrEqual(logBox.y - 0.5);
    expect(await within(messageBox(page), phone.height - 80, phone.height)).toBe(true);
    expect(await within(page.getByRole("button", { name: "Close chat", exact: true }), 0, 80)).toBe(true);

    await page.getByRole("button", { name: "Close chat", exact: true }).tap();
    await expect(panel).toBeHidden();
  });

  test("follows the visual viewport when the keyboard opens or the page scrolls under it", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("button", { name: "Open chat assistant" }).tap();
    const panel = panelOf(page);
    await expect(messageBox(page)).toBeFocused();

    // The keyboard takes the bottom of the screen (Chrome for Android by default).
    await keyboardLeaves(page, 0, aboveKeyboard);
    await expect.poll(() => box(panel)).toEqual({ x: 0, y: 0, width: phone.width, height: aboveKeyboard });
    expect(await within(messageBox(page), 0, aboveKeyboard)).toBe(true);

    // iOS Safari also scrolls the page under the keyboard: the sheet moves with what shows.
    await keyboardLeaves(page, 150, aboveKeyboard);
    await expect.poll(async () => (await box(panel)).y).toBe(150);
    expect(await within(messageBox(page), 150, 150 + aboveKeyboard)).toBe(true);
    expect(await within(page.getByRole("button", { name: "Close chat", exact: true }), 150, 150 + aboveKeyboard)).toBe(
      true,
    );

    // The keyboard closes: the sheet fills the screen again.
    await keyboardLeaves(page, 0, phone.height);
    await expect.poll(() => box(panel)).toEqual({ x: 0, y: 0, ...phone });
  });

  test("fits a layout viewport the keyboard resizes", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open chat assistant" }).tap();
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    // Where the keyboard resizes the page itself (Chromium's interactive-widget=resizes-content).
    await page.setViewportSize({ width: phone.width, height: aboveKeyboard });
    await expect.poll(async () => (await box(panel)).height).toBe(aboveKeyboard);
    expect(await within(messageBox(page), 0, aboveKeyboard)).toBe(true);
  });
});
