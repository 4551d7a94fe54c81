import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "../support/site.ts";
import { company, telHref } from "../../content/company.ts";
import { menuTitles, routesInMenu } from "../../content/routes.ts";

const dropdowns = [
  { title: menuTitles.cybersecurity, count: 16, group: "cybersecurity" as const },
  { title: menuTitles.hr, count: 7, group: "hr" as const },
  { title: menuTitles.healthcare, count: 11, group: "healthcare" as const },
];

function panelOf(page: Page, title: string) {
  return page.getByRole("group", { name: title });
}

function trigger(page: Page, title: string) {
  return page.getByRole("button", { name: title, exact: true });
}

test.describe("header and footer", () => {
  test("mark the current page, skip to the content, stay sticky, and link home, to the details and legal pages", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    // The current page is marked in Home, About and Contact.
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
    const current = await nav
      .getByRole("link", { name: "Contact", exact: true })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const other = await nav
      .getByRole("link", { name: "About", exact: true })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(current).not.toBe(other);

    // A skip link to the main content, a sticky header, and the brand linking home.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await expect(page.locator("header").first()).toHaveCSS("position", "sticky");
    await page.getByRole("link", { name: company.name }).first().click();
    await expect(page).toHaveURL("/");

    // The footer: brand blurb, social link, link lists, contact details and legal links.
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: `Follow us on ${company.social.label}` })).toHaveAttribute(
      "href",
      company.social.url,
    );
    await expect(footer.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
    await expect(footer.getByRole("link", { name: company.phone })).toHaveAttribute("href", telHref(company.phone));
    await expect(footer).toContainText(company.city);
    await expect(footer).toContainText("Copyright 2025");
    await expect(footer.getByRole("navigation", { name: "Cybersecurity" }).getByRole("link")).not.toHaveCount(0);
    await expect(footer.getByRole("navigation", { name: "Solutions" }).getByRole("link")).not.toHaveCount(0);
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/about");
    await page.locator("footer").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("prerenders every dropdown link in the HTML before any script runs", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const { group } of dropdowns) {
      for (const route of routesInMenu(group)) expect(html, route.path).toContain(`href="${route.path}"`);
    }
  });

  test("each dropdown opens and closes by mouse and leads to its pages; opening one closes the other", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    for (const { title, count, group } of dropdowns) {
      const button = trigger(page, title);
      await expect(button, title).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button, title).toHaveAttribute("aria-expanded", "true");
      const panel = panelOf(page, title);
      await expect(panel.getByRole("link"), title).toHaveCount(count);
      await expect(panel.getByRole("link").first(), title).toBeVisible();
      await button.click();
      await expect(button, title).toHaveAttribute("aria-expanded", "false");
      await button.click();
      // A click anywhere outside the open panel closes it.
      await page.mouse.click(8, 700);
      await expect(button, title).toHaveAttribute("aria-expanded", "false");
      await button.click();
      const target = routesInMenu(group).at(-1)!;
      await panel.getByRole("link", { name: target.navLabel, exact: true }).click();
      await expect(page).toHaveURL(target.path);
      await expect(button, title).toHaveAttribute("aria-expanded", "false");
    }

    // Opening one dropdown closes the other.
    await trigger(page, "Cybersecurity").click();
    await trigger(page, "HR Solutions").click();
    await expect(trigger(page, "Cybersecurity")).toHaveAttribute("aria-expanded", "false");
    await expect(trigger(page, "HR Solutions")).toHaveAttribute("aria-expanded", "true");
  });

  test("dropdowns work by keyboard: Enter and Space toggle, arrows move, Escape returns focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = trigger(page, "Cybersecurity");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const links = panelOf(page, "Cybersecurity").getByRole("link");
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.nth(15)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // ArrowDown on a closed trigger opens it and focuses the first link.
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/services/vapt");
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // That nothing overflows sideways at 375 px is checked on every page by quality.spec.ts.
  test("a toggle opens a stacked menu that closes when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.getByRole("button", { name: "Toggle menu" });
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
    await toggle.click();
    await nav.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(nav).toBeHidden();
  });

  test("the engagement stories scroll sideways from the keyboard until the last is in view", async ({ page }) => {
    await gotoHydrated(page, "/");
    const row = page.getByRole("list", { name: "Engagements in Brief" });
    const stories = row.getByRole("listitem");
    await expect(stories).toHaveCount(3);
    await row.focus();
    await expect(row).toBeFocused();
    await expect(stories.first()).toBeInViewport({ ratio: 0.5 });
    await expect(stories.last()).not.toBeInViewport();
    // Each arrow press moves the row on to the next card it snaps to, once the last scroll has ended.
    // The listener is in place before the key is pressed: a scroll that ends first is not missed.
    for (const next of [1, 2]) {
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
