/**
 * The page's frame where a browser is needed: the current page's link looking current, the skip
 * link moving focus, the sticky header; the stacked small-screen menu; the engagement stories
 * scrolling from the keyboard. What the header and footer hold and link to, and what each page
 * marks current, is checked on the prerendered pages (tests/pages/header.test.ts); the dropdowns by
 * mouse and keyboard before any script (first-paint.spec.ts), after it (header.spec.ts, and the
 * menu navigation of pages.spec.ts) and in a DOM (tests/components/header-*.test.tsx).
 */
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/site.ts";

test.describe("header", () => {
  test("shows the current page's link as current, skips to the content, and stays sticky", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("aria-current", "page");
    const current = await nav
      .getByRole("link", { name: "Contact", exact: true })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const other = await nav
      .getByRole("link", { name: "About", exact: true })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(current).not.toBe(other);

    // A skip link to the main content, and a sticky header.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await expect(page.locator("header").first()).toHaveCSS("position", "sticky");
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // That nothing overflows sideways at 375 px is checked on every page by quality.spec.ts.
  test("a toggle opens a stacked menu that closes when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    const home = nav.getByRole("link", { name: "Home", exact: true });
    const about = nav.getByRole("link", { name: "About", exact: true });
    // Stacked: About sits below Home, not beside it.
    expect((await about.boundingBox())!.y).toBeGreaterThan((await home.boundingBox())!.y);
    await nav.getByRole("button", { name: "Healthcare Solutions", exact: true }).click();
    await nav.getByRole("link", { name: "Pharmacy Management" }).click();
    await expect(page).toHaveURL("/healthcare/pharmacy-management");
    await expect(nav).toBeHidden();
  });

  test("the engagement stories scroll sideways from the keyboard until the last is in view", async ({ page }) => {
    await gotoHydrated(page, "/");
    const row = page.getByRole("list", { name: "Engagements in Brief" });
    const stories = row.getByRole("listitem");
    // However many stories the content holds: the row scrolls through them all.
    const count = await stories.count();
    expect(count).toBeGreaterThan(1);
    await row.focus();
    await expect(row).toBeFocused();
    await expect(stories.first()).toBeInViewport({ ratio: 0.5 });
    await expect(stories.last()).not.toBeInViewport();
    // Each arrow press moves the row on to the next card it snaps to, once the last scroll has ended.
    // The listener is in place before the key is pressed: a scroll that ends first is not missed.
    for (let next = 1; next < count; next += 1) {
      await row.evaluate((element) => {
        const ended = new Promise((done) => element.addEventListener("scrollend", done, { once: true }));
        Object.assign(element, { scrollEnded: ended });
      });
      await page.keyboard.press("ArrowRight");
      await row.evaluate((element) =>
        (element as HTMLElement & { scrollEnded: Promise<Event> }).scrollEnded.then(() => {}),
      );
      await expect(stories.nth(next)).toBeInViewport({ ratio: 0.5 });
    }
  });
});
