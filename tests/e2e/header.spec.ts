/**
 * The header where only a browser can tell: the open mobile menu scrolling within the screen, the
 * bar's layout at each width, the chat launcher's placements, open states under axe, and focus
 * leaving a dropdown. What every page's header holds (the emergency path, the menus' links, headings
 * and lines, what is marked current) is checked on the prerendered pages (tests/pages/header.test.ts),
 * and the menus' keyboard model in a DOM (tests/components/header-*.test.tsx).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { company, telHref } from "../../content/company.ts";
import { menuTitles, navigationMenus, panelLinks } from "../../content/routes.ts";
import { navigationText } from "../../content/ui-text.ts";
import { axeViolations } from "../support/axe.ts";
import { gotoHydrated } from "../support/site.ts";

const dropdowns = [
  { title: menuTitles.cybersecurity, count: 16, group: "cybersecurity" as const },
  { title: menuTitles.hr, count: 7, group: "hr" as const },
  { title: menuTitles.healthcare, count: 11, group: "healthcare" as const },
];

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

function trigger(page: Page, title: string) {
  return mainNav(page).getByRole("button", { name: title, exact: true });
}

/** A dropdown's panel, found through its trigger so it can be checked while hidden too. */
async function panelOf(page: Page, title: string): Promise<Locator> {
  const id = await trigger(page, title).getAttribute("aria-controls");
  return page.locator(`[id="${id}"]`);
}

function launcher(page: Page) {
  return page.getByRole("button", { name: /chat assistant/i });
}

function brand(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: company.name });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "a rendered box").not.toBeNull();
  return found!;
}

/**
 * With the mobile menu and one dropdown open, the dropdown's last link and every trigger below it
 * can be scrolled to, and the last link focused, each then wholly on screen: the open menu scrolls
 * within the viewport.
 */
async function expectMobileMenuReachable(page: Page) {
  await gotoHydrated(page, "/services");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  for (const [index, { title, count }] of dropdowns.entries()) {
    await trigger(page, title).click();
    await expect(trigger(page, title)).toHaveAttribute("aria-expanded", "true");
    const links = (await panelOf(page, title)).getByRole("link");
    await expect(links, title).toHaveCount(count);
    const last = links.last();
    for (const below of dropdowns.slice(index + 1)) {
      await trigger(page, below.title).scrollIntoViewIfNeeded();
      await expect(trigger(page, below.title), `${below.title} below the open ${title}`).toBeInViewport({ ratio: 1 });
    }
    await last.scrollIntoViewIfNeeded();
    await expect(last, `last ${title} link`).toBeInViewport({ ratio: 1 });
    await trigger(page, title).focus();
    await last.focus();
    await expect(last, `last ${title} link`).toBeFocused();
    await expect(last, `last ${title} link`).toBeInViewport({ ratio: 1 });
    await expect(trigger(page, title)).toHaveAttribute("aria-expanded", "true");
  }
  // The page behind stays where it was: the menu scrolled, not the document.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test.describe("the open mobile menu", () => {
  test.describe("at 375 x 812", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("reaches the last link of each dropdown and the triggers below it, on screen when focused", async ({
      page,
    }) => {
      await expectMobileMenuReachable(page);
    });
  });

  test.describe("at 200% zoom (640 x 400 at twice the pixel density)", () => {
    test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

    test("reaches the last link of each dropdown and the triggers below it, on screen when focused", async ({
      page,
    }) => {
      await expectMobileMenuReachable(page);
    });
  });
});

test.describe("the header bar", () => {
  test("at 1440, 1280, 1180 and 1024 px shows the 32 px logo and the three dropdown chevrons at full size, the menu within the bar", async ({
    page,
  }) => {
    await gotoHydrated(page, "/services");
    // Widest first: from 1180 px the navigation is in the bar; below, behind the menu toggle.
    for (const width of [1440, 1280, 1180, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const collapsed = width < 1180;
      if (collapsed) await page.getByRole("button", { name: "Menu", exact: true }).click();

      const logo = await box(brand(page).locator("svg"));
      expect([logo.width, logo.height], `logo at ${width} px`).toEqual([32, 32]);
      for (const { title } of dropdowns) {
        const chevron = await box(trigger(page, title).locator("svg"));
        expect(chevron.width, `${title} chevron at ${width} px`).toBe(18);
        expect(chevron.height, `${title} chevron at ${width} px`).toBe(18);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `width at ${width} px`,
      ).toBeLessThanOrEqual(width);
      if (!collapsed) {
        // One row: the navigation beside the brand, within the bar, and the bar at its height.
        const header = await box(page.getByRole("banner"));
        const nav = await box(mainNav(page));
        const brandBox = await box(brand(page));
        // The bar, and the emergency strip above it (2.25rem).
        expect(header.height, `header at ${width} px`).toBeLessThanOrEqual(65 + 36);
        expect(nav.y).toBeLessThan(brandBox.y + brandBox.height);
        expect(nav.x).toBeGreaterThan(brandBox.x + brandBox.width);
        expect(nav.x + nav.width).toBeLessThanOrEqual(width);
      }
    }
  });

  test("at 375 px is one row at most 64 px tall: brand, hotline call button, chat launcher, menu toggle", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/");
    const header = await box(page.getByRole("banner"));
    expect(header.height).toBeLessThanOrEqual(64);

    const brandBox = await box(brand(page));
    const launcherBox = await box(launcher(page));
    const toggleBox = await box(page.getByRole("button", { name: "Menu", exact: true }));
    // In this order from left to right, all within the bar.
    expect(brandBox.x + brandBox.width).toBeLessThanOrEqual(launcherBox.x);
    expect(launcherBox.x + launcherBox.width).toBeLessThanOrEqual(toggleBox.x);
    for (const control of [brandBox, launcherBox, toggleBox]) {
      expect(control.y).toBeGreaterThanOrEqual(header.y);
      expect(control.y + control.height).toBeLessThanOrEqual(header.y + header.height);
    }
    // The whole company name shows: wrapped if need be, never clipped or cut short.
    await expect(brand(page)).toHaveText(company.name);
    const name = brand(page).getByText(company.name);
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(name).toHaveCSS("text-overflow", "clip");
    // The launcher keeps its round, 44 px target.
    expect(launcherBox.width).toBeGreaterThanOrEqual(44);
    expect(launcherBox.height).toBe(launcherBox.width);
    await expect(launcher(page)).toHaveCSS("border-radius", /^(9999px|50%)$/);
    // Tab order follows what is seen: brand, the hotline's call button, launcher, toggle.
    await brand(page).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: navigationText.emergency.callHotline })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeFocused();
  });
});

test.describe("the chat launcher", () => {
  test("sits in the header bar on narrow screens, its panel a sheet on a phone and below the bar on a tablet; fixed bottom right from 1180 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/");
    const header = await box(page.getByRole("banner"));
    await launcher(page).click();
    const panel = page.getByRole("dialog", { name: "Chat with our assistant" });
    await expect(panel).toBeVisible();
    let panelBox = await box(panel);
    // On a phone a sheet over the whole screen, the bar included (tests/e2e/chat-phone.spec.ts).
    expect(panelBox).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    await page.keyboard.press("Escape");
    await expect(launcher(page)).toBeFocused();

    // Between phone and desktop: top right below the bar.
    await page.setViewportSize({ width: 900, height: 800 });
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    panelBox = await box(panel);
    const launcherBox = await box(launcher(page));
    expect(launcherBox.y + launcherBox.height).toBeLessThanOrEqual(64);
    expect(panelBox.y).toBeLessThanOrEqual(header.height + 12);
    expect(Math.round(900 - (panelBox.x + panelBox.width))).toBe(20);
    await page.keyboard.press("Escape");

    // From 1180 px the launcher is fixed at bottom right, as the specification says.
    await page.setViewportSize({ width: 1280, height: 800 });
    const fixedBox = await box(launcher(page));
    await expect(launcher(page)).toHaveCSS("position", "fixed");
    expect(Math.round(1280 - (fixedBox.x + fixedBox.width))).toBe(20);
    expect(Math.round(800 - (fixedBox.y + fixedBox.height))).toBe(20);
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    panelBox = await box(panel);
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(fixedBox.y);
  });
});

test.describe("open states under axe", () => {
  test("the desktop dropdowns, the mobile menu with a dropdown open, and the chat panel as a sheet on a phone", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/services");
    // The grouped Cybersecurity dropdown, its overview link beside the panel, and a one-group one.
    for (const title of [menuTitles.cybersecurity, menuTitles.healthcare]) {
      await trigger(page, title).click();
      await expect(trigger(page, title)).toHaveAttribute("aria-expanded", "true");
      expect(await axeViolations(page), `${title} open at 1280 px`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(trigger(page, title)).toHaveAttribute("aria-expanded", "false");
    }

    await page.setViewportSize({ width: 375, height: 812 });
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.click();
    await trigger(page, menuTitles.cybersecurity).click();
    await expect(trigger(page, menuTitles.cybersecurity)).toHaveAttribute("aria-expanded", "true");
    expect(await axeViolations(page), "the menu and a dropdown open at 375 px").toEqual([]);
    await toggle.click();
    await expect(mainNav(page)).toBeHidden();

    await launcher(page).click();
    await expect(page.getByRole("dialog", { name: "Chat with our assistant" })).toBeVisible();
    expect(await axeViolations(page), "chat panel open at 375 px").toEqual([]);
  });
});

test.describe("tabbing out of an open dropdown", () => {
  test("closes it on desktop; Shift+Tab back to its trigger keeps it open", async ({ page }) => {
    await gotoHydrated(page, "/");
    const cybersecurity = trigger(page, menuTitles.cybersecurity);
    const panel = await panelOf(page, menuTitles.cybersecurity);
    await cybersecurity.focus();
    await page.keyboard.press("Enter");
    await expect(cybersecurity).toHaveAttribute("aria-expanded", "true");
    // The way to the overview first (it stands beside the panel of the 16 services), then the panel.
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "All cybersecurity services" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(cybersecurity).toBeFocused();
    await expect(cybersecurity).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    await expect(panel.getByRole("link").last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(trigger(page, menuTitles.hr)).toBeFocused();
    await expect(cybersecurity).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    // The last dropdown: focus leaves the header for the page.
    const healthcare = trigger(page, menuTitles.healthcare);
    const healthcarePanel = await panelOf(page, menuTitles.healthcare);
    await healthcare.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    await expect(healthcarePanel.getByRole("link").last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(healthcare).toHaveAttribute("aria-expanded", "false");
    await expect(healthcarePanel).toBeHidden();
  });

  test("closes it in the mobile menu too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const hr = trigger(page, menuTitles.hr);
    const panel = await panelOf(page, menuTitles.hr);
    await hr.focus();
    await page.keyboard.press("Enter");
    await expect(hr).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    const last = panel.getByRole("link").last();
    const hrMenu = navigationMenus().dropdowns.find((dropdown) => dropdown.group === "hr")!;
    await expect(last).toHaveText(panelLinks(hrMenu).at(-1)!.label);
    await expect(last).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(trigger(page, menuTitles.healthcare)).toBeFocused();
    await expect(hr).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    // The mobile menu itself stays open.
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute("aria-expanded", "true");
  });
});

function emergencyLinks(scope: Locator) {
  return {
    breach: scope.getByRole("link", { name: navigationText.emergency.breach }),
    // The emergency path's hotline link, which names the number; not the bar's call button.
    hotline: scope.getByRole("link", {
      name: new RegExp(`^${navigationText.emergency.hotline.replace("/", "\\/")}`),
    }),
  };
}

test.describe("the emergency path", () => {
  // On every page, with its addresses: tests/pages/header.test.ts.
  test("at 1024 and 1280 px the header shows the breach link and the 24/7 hotline, first after the skip link", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await gotoHydrated(page, "/about");
    const { breach, hotline } = emergencyLinks(page.getByRole("banner"));
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(breach, `at ${width} px`).toBeVisible();
      await expect(hotline, `at ${width} px`).toBeVisible();
      await expect(hotline, `at ${width} px`).toContainText(company.emergencyPhone);
    }
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(breach).toBeFocused();
  });

  test("at 375 px the same two links open the menu, the breach link first", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/about");
    const { breach, hotline } = emergencyLinks(page.getByRole("banner"));
    await expect(breach).toBeHidden();
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const links = mainNav(page).getByRole("link");
    await expect(links.nth(0)).toHaveAccessibleName(navigationText.emergency.breach);
    await expect(links.nth(1)).toHaveAttribute("href", telHref(company.emergencyPhone));
    await expect(breach).toBeVisible();
    await expect(hotline).toBeVisible();
  });
});
