import { expect, test, type Page } from "@playwright/test";
import { menuTitles } from "../../content/routes.ts";
import { waitForHydration } from "../support/site.ts";

/**
 * The header's controls work on the painted page before its scripts have run (as on a slow link),
 * keep what the visitor did when React takes over, and then work the same way. Each test holds
 * every JavaScript module back until it releases them itself.
 */

const dropdownTitles = [menuTitles.cybersecurity, menuTitles.hr, menuTitles.healthcare];

/** Holds every script request until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/**
 * Opens a page with its scripts held back. Only the HTML and the stylesheet arrive, so the page
 * paints but never hydrates (the load event waits for the held modules, so the navigation is not
 * awaited to its end).
 */
async function gotoWithoutScripts(page: Page, path: string): Promise<() => Promise<void>> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("banner")).toBeVisible();
  return async () => {
    await expectNotHydrated(page);
    release();
    await waitForHydration(page);
  };
}

/** React has not taken the page over yet: what was just checked happened before hydration. */
async function expectNotHydrated(page: Page) {
  await expect(page.locator("html")).not.toHaveAttribute("data-react-owns-events");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
}

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

function menuToggle(page: Page) {
  return page.getByRole("button", { name: "Toggle menu" });
}

function trigger(page: Page, title: string) {
  return mainNav(page).getByRole("button", { name: title, exact: true });
}

async function panelOf(page: Page, title: string) {
  const id = await trigger(page, title).getAttribute("aria-controls");
  return page.locator(`[id="${id}"]`);
}

async function expectDropdown(page: Page, title: string, open: boolean) {
  await expect(trigger(page, title)).toHaveAttribute("aria-expanded", String(open));
  const firstLink = (await panelOf(page, title)).getByRole("link").first();
  if (open) await expect(firstLink).toBeVisible();
  else await expect(firstLink).toBeHidden();
}

function launcher(page: Page) {
  return page.getByRole("button", { name: /chat assistant/i });
}

function chatPanel(page: Page) {
  return page.getByRole("region", { name: "Chat with our assistant" });
}

/** Each dropdown opens and closes by click, by Enter and by Space; a press outside closes it. */
async function exerciseDropdowns(page: Page) {
  for (const title of dropdownTitles) {
    await trigger(page, title).click();
    await expectDropdown(page, title, true);
    await trigger(page, title).click();
    await expectDropdown(page, title, false);

    await trigger(page, title).focus();
    await page.keyboard.press("Enter");
    await expectDropdown(page, title, true);
    await page.keyboard.press("Enter");
    await expectDropdown(page, title, false);
    await page.keyboard.press("Space");
    await expectDropdown(page, title, true);
    await page.keyboard.press("Escape");
    await expectDropdown(page, title, false);
    await expect(trigger(page, title)).toBeFocused();

    await page.keyboard.press("Space");
    await expectDropdown(page, title, true);
    await page.getByRole("main").click({ position: { x: 5, y: 5 } });
    await expectDropdown(page, title, false);
  }
}

test.describe("before hydration", () => {
  test("at 375 px the menu toggle opens and closes the navigation, which stays open as React takes over, then works the same", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const hydrate = await gotoWithoutScripts(page, "/services");

    await expect(mainNav(page)).toBeHidden();
    for (const open of [true, false, true]) {
      await menuToggle(page).click();
      await expect(menuToggle(page)).toHaveAttribute("aria-expanded", String(open));
      if (open) await expect(mainNav(page)).toBeVisible();
      else await expect(mainNav(page)).toBeHidden();
    }
    await trigger(page, menuTitles.cybersecurity).click();
    await expectDropdown(page, menuTitles.cybersecurity, true);
    // The chevron turns as the dropdown opens: compare the settled states, transitions run to their end.
    const before = await page.getByRole("banner").screenshot({ animations: "disabled" });

    await hydrate();
    await expect(mainNav(page)).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
    await expectDropdown(page, menuTitles.cybersecurity, true);
    expect(
      await page.getByRole("banner").screenshot({ animations: "disabled" }),
      "the open menu looks the same once hydrated",
    ).toEqual(before);

    // React's handlers now: Escape closes the dropdown, then the menu, returning focus to the toggle.
    await trigger(page, menuTitles.cybersecurity).click();
    await expectDropdown(page, menuTitles.cybersecurity, false);
    await menuToggle(page).click();
    await expect(mainNav(page)).toBeHidden();
    await menuToggle(page).click();
    await expect(mainNav(page)).toBeVisible();
    await mainNav(page).getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(mainNav(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  });

  test("at 1280 px each dropdown opens by click, Enter and Space, one stays open as React takes over, then all work the same", async ({
    page,
  }) => {
    const hydrate = await gotoWithoutScripts(page, "/");

    await exerciseDropdowns(page);
    await trigger(page, menuTitles.hr).click();
    await expectDropdown(page, menuTitles.hr, true);
    // Opening another dropdown closes the first.
    await trigger(page, menuTitles.healthcare).click();
    await expectDropdown(page, menuTitles.hr, false);
    await expectDropdown(page, menuTitles.healthcare, true);

    await hydrate();
    await expectDropdown(page, menuTitles.healthcare, true);
    await exerciseDropdowns(page);

    // The keyboard model that only hydration brings: ArrowDown opens on the first link, End and Home.
    const links = (await panelOf(page, menuTitles.cybersecurity)).getByRole("link");
    await trigger(page, menuTitles.cybersecurity).focus();
    await page.keyboard.press("ArrowDown");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("End");
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(links.first()).toBeFocused();
  });

  test("a tap on the chat launcher is kept and opens the chat as soon as its code arrives, without a second tap", async ({
    page,
  }) => {
    const hydrate = await gotoWithoutScripts(page, "/");

    await launcher(page).click();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
    await expect(chatPanel(page)).toHaveCount(0);

    await hydrate();
    await expect(chatPanel(page)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your message" })).toBeFocused();

    // After hydration the same button closes and reopens it.
    await launcher(page).click();
    await expect(chatPanel(page)).toBeHidden();
    await launcher(page).click();
    await expect(chatPanel(page)).toBeVisible();
  });
});
