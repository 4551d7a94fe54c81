import { expect, test, type Page } from "@playwright/test";
import { menuTitles } from "../../content/routes.ts";
import { brandFont } from "../../app/styles/theme-values.ts";
import { company } from "../../content/company.ts";
import { axeViolations } from "../support/axe.ts";
import { gotoHydrated, isIslandScheduler, waitForHydration } from "../support/site.ts";

/**
 * The first frame needs the page and its stylesheet only. The header's controls, the chat's shell
 * included, work on the painted page before any script file has arrived (as on a slow link): the
 * header never waits for one, and the chat's code takes its shell over when it arrives, keeping
 * what the visitor did there. Those tests hold every JavaScript file back until they release it.
 */

const dropdownTitles = [menuTitles.cybersecurity, menuTitles.hr, menuTitles.healthcare];

/** Holds every script request until the returned function is called; `requested` lists them. */
async function holdScripts(page: Page): Promise<{ release: () => void; requested: string[] }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    },
  );
  return { release, requested };
}

/**
 * Opens a page with its scripts held back. Only the HTML and the stylesheet arrive, so the page
 * paints but no island can hydrate (the load event waits for held modules, so the navigation is not
 * awaited to its end).
 */
async function gotoWithoutScripts(page: Page, path: string) {
  const held = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("banner")).toBeVisible();
  return held;
}

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

function menuToggle(page: Page) {
  return page.getByRole("button", { name: "Menu", exact: true });
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
  return page.getByRole("dialog", { name: "Chat with our assistant" });
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

test.describe("before any script file has arrived", () => {
  test("at 375 px the menu toggle opens and closes the navigation, its dropdowns work, and Escape closes each in turn", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { requested } = await gotoWithoutScripts(page, "/services");

    await expect(mainNav(page)).toBeHidden();
    for (const open of [true, false, true]) {
      await menuToggle(page).click();
      await expect(menuToggle(page)).toHaveAttribute("aria-expanded", String(open));
      if (open) await expect(mainNav(page)).toBeVisible();
      else await expect(mainNav(page)).toBeHidden();
    }
    await trigger(page, menuTitles.cybersecurity).click();
    await expectDropdown(page, menuTitles.cybersecurity, true);
    await trigger(page, menuTitles.hr).click();
    await expectDropdown(page, menuTitles.cybersecurity, false);
    await expectDropdown(page, menuTitles.hr, true);

    // Escape closes the dropdown onto its trigger, then the menu onto its toggle.
    await (await panelOf(page, menuTitles.hr)).getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expectDropdown(page, menuTitles.hr, false);
    await expect(trigger(page, menuTitles.hr)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(mainNav(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    // The header needs no script file: none was even asked for but the islands' scheduler, which
    // the page asks for once it has painted (and which is held here like every other).
    expect(requested.filter((path) => !isIslandScheduler(path))).toEqual([]);
  });

  test("at 1280 px each dropdown opens by click, Enter and Space, and has its whole keyboard model", async ({
    page,
  }) => {
    const { requested } = await gotoWithoutScripts(page, "/");

    await exerciseDropdowns(page);
    await trigger(page, menuTitles.hr).click();
    await expectDropdown(page, menuTitles.hr, true);
    // Opening another dropdown closes the first.
    await trigger(page, menuTitles.healthcare).click();
    await expectDropdown(page, menuTitles.hr, false);
    await expectDropdown(page, menuTitles.healthcare, true);
    await page.keyboard.press("Escape");

    // ArrowDown opens on the first link, End and Home, and Tab past the last link closes it.
    const links = (await panelOf(page, menuTitles.cybersecurity)).getByRole("link");
    await trigger(page, menuTitles.cybersecurity).focus();
    await page.keyboard.press("ArrowDown");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("End");
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expectDropdown(page, menuTitles.cybersecurity, false);
    await expect(trigger(page, menuTitles.hr)).toBeFocused();
    expect(requested.filter((path) => !isIslandScheduler(path))).toEqual([]);
  });

  test("the chat opens at a tap as its shell, which keeps what is typed and a message sent; its code takes it over on the same nodes and look, and answers", async ({
    page,
  }) => {
    const { release, requested } = await gotoWithoutScripts(page, "/");
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const asked: string[] = [];
    await page.route("**/api/ai-chat", async (route) => {
      asked.push((route.request().postDataJSON() as { message: string }).message);
      await answered;
      await route.fulfill({ json: { reply: "We are based in Pretoria." } });
    });

    await launcher(page).click();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
    await expect(chatPanel(page)).toBeVisible();
    const messageBox = chatPanel(page).getByRole("textbox", { name: "Your message" });
    await expect(messageBox).toBeFocused();
    const log = chatPanel(page).getByRole("log", { name: "Conversation" });
    await expect(log.locator("[data-sender]")).toHaveCount(1);
    const send = chatPanel(page).getByRole("button", { name: "Send", exact: true });
    await expect(send).toBeDisabled();

    await page.keyboard.type("Where are you?");
    await expect(send).toBeEnabled();
    await page.keyboard.press("Enter");
    await expect(log.locator('[data-sender="user"]')).toHaveText("You: Where are you?");
    await expect(log.getByText("Typing...")).toBeVisible();
    await expect(messageBox).toHaveValue("");
    // A second message waits for the answer to the first, as it will once the chat's code is in.
    await page.keyboard.type("And your hours");
    await expect(send).toBeDisabled();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    // The nodes on screen, marked to tell them after.
    await page.evaluate(() => {
      for (const element of [document.activeElement, document.getElementById("chat-panel")]) {
        Object.assign(element!, { shellNode: true });
      }
    });
    const before = await chatPanel(page).screenshot({ animations: "disabled" });

    release();
    await page.locator("[data-island=ChatIsland][data-island-hydrated]").waitFor({ state: "attached" });
    expect(requested.some((path) => path.includes("ChatIsland"))).toBe(true);
    expect(
      await chatPanel(page).screenshot({ animations: "disabled" }),
      "the chat looks the same once its code has taken it over",
    ).toEqual(before);
    // The same nodes, focus and caret: the chat's code hydrated the shell as it was.
    expect(
      await page.evaluate(() => ({
        panel: "shellNode" in document.getElementById("chat-panel")!,
        focused: "shellNode" in document.activeElement!,
        caret: (document.activeElement as HTMLInputElement).selectionStart,
      })),
    ).toEqual({ panel: true, focused: true, caret: "And your hours".length - 2 });
    await expect(messageBox).toHaveValue("And your hours");

    // The message sent in the shell is asked once, and answered.
    answer();
    await expect(log.locator('[data-sender="bot"]').nth(1)).toHaveText("Assistant: We are based in Pretoria.");
    await expect(log.getByText("Typing...")).toHaveCount(0);
    expect(asked).toEqual(["Where are you?"]);
    await expect(send).toBeEnabled();
    await page.keyboard.press("Enter");
    await expect(log.locator('[data-sender="user"]').nth(1)).toHaveText("You: And your hours");

    // The launcher and Escape work the same after: Escape closes onto the launcher, which reopens.
    await page.keyboard.press("Escape");
    await expect(chatPanel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await launcher(page).click();
    await expect(chatPanel(page)).toBeVisible();
    await expect(messageBox).toBeFocused();
  });

  test("Close and Escape close the shell onto its launcher, and Restart takes back a message sent", async ({
    page,
  }) => {
    await gotoWithoutScripts(page, "/contact");
    await launcher(page).click();
    await expect(chatPanel(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(chatPanel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAccessibleName("Open chat assistant");

    await page.keyboard.press("Enter");
    await expect(chatPanel(page)).toBeVisible();
    await expect(launcher(page)).toHaveAccessibleName("Close chat assistant");
    await page.keyboard.type("Hello");
    await page.keyboard.press("Enter");
    const log = chatPanel(page).getByRole("log", { name: "Conversation" });
    await expect(log.locator("[data-sender]")).toHaveCount(2);
    await chatPanel(page).getByRole("button", { name: "Restart" }).click();
    await expect(log.locator("[data-sender]")).toHaveCount(1);
    await expect(log.getByText("Typing...")).toHaveCount(0);
    await chatPanel(page).getByRole("button", { name: "Close chat", exact: true }).click();
    await expect(chatPanel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test("the open shell is clean under axe, as a panel at 1280 px and as a sheet at 375 px", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoWithoutScripts(page, "/");
    await launcher(page).click();
    await expect(chatPanel(page)).toBeVisible();
    await page.keyboard.type("Hello");
    await page.keyboard.press("Enter");
    await expect(chatPanel(page).getByText("Typing...")).toBeVisible();
    expect(await axeViolations(page), "the open shell at 1280 px").toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await axeViolations(page), "the open shell at 375 px").toEqual([]);
  });
});

test.describe("the first paint", () => {
  /** Paths of the resources the page requested before and after its first contentful paint. */
  async function requestsAroundFirstPaint(page: Page) {
    // A page with nothing to hydrate is marked hydrated at once, which can be before the browser
    // has reported its first paint: wait for the report.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
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
    test(`${path} waits for its stylesheet and the brand face only; any script and the web manifest come after`, async ({
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
      // The home page has no island due before the visitor acts: no script file but the islands'
      // scheduler, and no React.
      if (path === "/") expect(after.filter((file) => file.endsWith(".js") && !isIslandScheduler(file))).toEqual([]);
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
