import { gotoHydrated } from "../support/site.ts";
import { expect, test, type Page } from "../support/test.ts";
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

test.describe("header", () => {
  test("has a skip link to the main content and a sticky header with the brand link", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await expect(page.locator("header").first()).toHaveCSS("position", "sticky");
    await page.getByRole("link", { name: company.name }).first().click();
    await expect(page).toHaveURL("/");
  });

  test("marks the current page in Home, About and Contact", async ({ page }) => {
    await gotoHydrated(page, "/contact");
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
  });

  test("prerenders every dropdown link in the HTML before any script runs", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const { group } of dropdowns) {
      for (const route of routesInMenu(group)) expect(html, route.path).toContain(`href="${route.path}"`);
    }
  });

  for (const { title, count, group } of dropdowns) {
    test(`${title} dropdown opens and closes by mouse with ${count} links`, async ({ page }) => {
      await gotoHydrated(page, "/");
      const trigger = page.getByRole("button", { name: title, exact: true });
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const panel = panelOf(page, title);
      await expect(panel.getByRole("link")).toHaveCount(count);
      await expect(panel.getByRole("link").first()).toBeVisible();
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await trigger.click();
      // A click anywhere outside the open panel closes it.
      await page.mouse.click(8, 700);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await trigger.click();
      const target = routesInMenu(group).at(-1)!;
      await panel.getByRole("link", { name: target.navLabel, exact: true }).click();
      await expect(page).toHaveURL(target.path);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    });
  }

  test("dropdowns work by keyboard: Enter and Space toggle, arrows move, Escape returns focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const trigger = page.getByRole("button", { name: "Cybersecurity", exact: true });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
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
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // ArrowDown on a closed trigger opens it and focuses the first link.
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/services/vapt");
  });

  test("opening one dropdown closes the other", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Cybersecurity", exact: true }).click();
    await page.getByRole("button", { name: "HR Solutions", exact: true }).click();
    await expect(page.getByRole("button", { name: "Cybersecurity", exact: true })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(page.getByRole("button", { name: "HR Solutions", exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 375, height: 740 } });

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

  test("nothing overflows the viewport horizontally", async ({ page }) => {
    for (const path of ["/", "/about", "/contact", "/services"]) {
      await gotoHydrated(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
  });
});

test.describe("footer", () => {
  test("shows the brand blurb, social link, link lists, contact details and legal links", async ({ page }) => {
    await gotoHydrated(page, "/");
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
});
