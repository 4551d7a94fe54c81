import { expect, test, type Page } from "@playwright/test";
import { menuTitles } from "../../content/routes.ts";
import { brandFont } from "../../app/styles/theme-values.ts";
import { company } from "../../content/company.ts";
import { gotoHydrated, waitForHydration } from "../support/site.ts";

/**
 * The first frame needs the page and its stylesheet only. The header's controls work on the painted
 * page before its scripts have run (as on a slow link), keep what the visitor did when React takes
 * over, and then work the same way: each of those tests holds every JavaScript module back until it
 * releases them itself.
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

test.describe("the first paint", () => {
  /** Paths of the resources the page requested before and after its first contentful paint. */
  function requestsAroundFirstPaint(page: Page) {
    return page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
      const resources = performance.getEntriesByType("resource");
      const paths = (entries: PerformanceEntry[]) => entries.map((entry) => new URL(entry.name).pathname);
      return {
        before: paths(resources.filter((entry) => entry.startTime < paint)),
        after: paths(resources.filter((entry) => entry.startTime >= paint)),
      };
    });
  }

  test("the contact page's map gets its address as it nears the screen", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const map = page.getByTitle(company.map.title);
    await expect(map).not.toHaveAttribute("src");
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("src", company.map.embedUrl);
  });

  for (const path of ["/", "/about", "/contact"]) {
    test(`${path} waits for its stylesheet and the brand face only; the islands script and the web manifest come after`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const { before, after } = await requestsAroundFirstPaint(page);
      // Chromium fetches lazy images some screens ahead, at low priority: they never hold the paint.
      const held = before.filter((path) => !path.startsWith("/images/"));
      expect(held).toHaveLength(2);
      expect(held).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/), brandFont.file]),
      );
      expect(after).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/));
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    });
  }

  /** Collects every layout shift of the page from its start, in window.layoutShifts. */
  async function recordLayoutShifts(page: Page) {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
  }

  const layoutShifts = (page: Page) =>
    page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

  const brandFaceLoaded = (page: Page) =>
    page.evaluate(
      (family) => [...document.fonts].some((face) => face.family === family && face.status === "loaded"),
      brandFont.family,
    );

  /** The brand face is what the page's text is set in, at the body's weight and the headings'. */
  async function expectDrawnInBrandFace(page: Page) {
    await expect.poll(() => brandFaceLoaded(page)).toBe(true);
    for (const selector of ["body", "h1"]) {
      expect(
        await page
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).fontFamily),
      ).toMatch(new RegExp(`^${brandFont.family},`));
    }
    expect(await page.evaluate((family) => document.fonts.check(`800 16px ${family}`), brandFont.family)).toBe(true);
  }

  test("the first page of a visit is drawn in the brand face from its first frame: preloaded, it is in hand when the stylesheet is, and nothing moves", async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    // The face is preloaded beside the stylesheet; the stylesheet is held here until the page has
    // the face, as it has on any link where the face (10 KB) is not slower than the stylesheet.
    await page.route(
      (url) => url.pathname.endsWith(".css"),
      async (route) => {
        await expect
          .poll(() =>
            page.evaluate(
              (file) => performance.getEntriesByName(new URL(file, location.href).href).length,
              brandFont.file,
            ),
          )
          .toBe(1);
        await route.continue();
      },
    );
    for (const path of ["/", "/services", "/healthcare-solutions"]) {
      await gotoHydrated(page, path);
      await expectDrawnInBrandFace(page);
      expect(await layoutShifts(page), path).toEqual([]);
    }
  });

  test("a face that arrives after the first paint swaps in over stand-ins that keep the text where it was", async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === brandFont.file,
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto("/about", { waitUntil: "commit" });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
    expect(await brandFaceLoaded(page)).toBe(false);
    release();
    await waitForHydration(page);
    await expectDrawnInBrandFace(page);
    // What moved is under what Lighthouse counts: it reports layout shift to three decimals.
    const moved = (await layoutShifts(page)).reduce((sum, shift) => sum + shift, 0);
    expect(moved).toBeLessThan(0.0005);
  });
});
