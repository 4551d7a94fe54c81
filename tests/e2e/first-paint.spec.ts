import { expect, test, type Page } from "@playwright/test";
import { menuTitles } from "../../content/routes.ts";
import { brandFont } from "../../app/styles/theme-values.ts";
import { brandFontMark } from "../../app/lib/brand-font.ts";
import { company } from "../../content/company.ts";
import { axeViolations } from "../support/axe.ts";
import { gotoHydrated } from "../support/site.ts";

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
    // The header needs no script file: none was even asked for.
    expect(requested).toEqual([]);
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
    expect(requested).toEqual([]);
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
    test(`${path} waits for its stylesheet only; any script, the brand face and the web manifest come after`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await expect.poll(async () => (await requestsAroundFirstPaint(page)).after).toContain(brandFont.file);
      const { before, after } = await requestsAroundFirstPaint(page);
      // Chromium fetches lazy images some screens ahead, at low priority: they never hold the paint.
      expect(before.filter((path) => !path.startsWith("/images/"))).toEqual([
        expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/),
      ]);
      // The home page has no island due before the visitor acts: no script file at all.
      if (path === "/") expect(after.filter((file) => file.endsWith(".js"))).toEqual([]);
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    });
  }

  test("the first page shows the brand face's stand-ins and caches the face; the next shows the face from its first frame, and nothing moves", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).not.toHaveAttribute(brandFontMark.attribute);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Manrope Fallback Arial"/);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), brandFontMark.storageKey))
      .toBe(brandFontMark.cached);

    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await gotoHydrated(page, "/services");
    await expect(page.locator("html")).toHaveAttribute(brandFontMark.attribute, "");
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Manrope,/);
    const faceStatus = () =>
      page.evaluate(() => [...document.fonts].find((face) => face.family === "Manrope")?.status ?? "none");
    await expect.poll(faceStatus).toBe("loaded");
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  });
});
