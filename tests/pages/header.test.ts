/**
 * The header and footer as prerendered on every page: the emergency path, every menu link, the
 * dropdowns' headings and lines (opened by the header's own controller, the page script's, over the
 * page's stylesheet), what each page marks current, and the footer's links. Moved from the browser
 * specs (tests/e2e/header.spec.ts "the emergency path" and "the dropdowns guide", layout.spec.ts
 * "header and footer" and "prerenders every dropdown link"), which keep what needs layout, focus
 * and the real keyboard.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { company, mailtoHref, telHref } from "../../content/company.ts";
import { families } from "../../content/families.ts";
import { familyOfPath, navigationMenus, panelLinks, routesInMenu, siteRoutes } from "../../content/routes.ts";
import { footerText, navigationText } from "../../content/ui-text.ts";
import { headerView, initialHeaderState, type HeaderState } from "../../app/lib/header/model.ts";
import { all, assertBuilt, expectVisible, loadPage, named, one, parsePage, textOf, within } from "./prerendered.ts";

beforeAll(assertBuilt);

const allPaths = siteRoutes.map((route) => route.path);
const menus = navigationMenus();

/** The site's header: the page's first (sections have headers of their own). */
const banner = (path: string) => loadPage(path).document.querySelector("header")!;
const mainNav = (path: string) =>
  within(banner(path)).getByRole("navigation", { name: named(navigationText.mainNavigation) });
const trigger = (path: string, title: string) =>
  within(mainNav(path)).getByRole("button", { name: named(title, { exact: true }) });

/**
 * Draws a dropdown as the header's model does for `state` (what the page script's controller
 * applies when the trigger is pressed): the page's stylesheet then decides what shows.
 */
function showDropdown(trigger: HTMLElement, panel: HTMLElement, state: HeaderState): void {
  const panelId = panel.id;
  trigger.setAttribute("aria-expanded", String(headerView.dropdownTrigger(state, panelId)["aria-expanded"]));
  panel.toggleAttribute("hidden", headerView.dropdownPanel(state, panelId).hidden === true);
}

describe("the header", () => {
  it.each(allPaths)(
    "%s shows the emergency path at 1280 px: the breach link to incident response, then the 24/7 hotline",
    (path) => {
      const header = within(banner(path));
      const breach = header.getByRole("link", { name: named(navigationText.emergency.breach) });
      const hotline = header.getByRole("link", { name: named(navigationText.emergency.hotline) });
      expectVisible(breach, "breach link");
      expect(breach.getAttribute("href")).toBe("/services/incident-response");
      expectVisible(hotline, "hotline");
      expect(hotline.getAttribute("href")).toBe(telHref(company.emergencyPhone));
      expect(named(company.emergencyPhone)(textOf(hotline)), "the hotline's number").toBe(true);
      // First after the skip link in the document, so first after it in the tab order.
      const links = all(loadPage(path).body, "a[href], button");
      expect(links.indexOf(breach), "the breach link's place").toBe(1);
    },
  );

  it.each(allPaths)("%s marks itself current: its own links, and the trigger of its family's dropdown only", (path) => {
    const nav = mainNav(path);
    const family = familyOfPath(path);
    for (const dropdown of menus.dropdowns) {
      expect(trigger(path, dropdown.title).getAttribute("aria-current"), dropdown.title).toBe(
        dropdown.group === family ? "true" : null,
      );
    }
    const current = all(nav, 'a[aria-current="page"]').map((link) => link.getAttribute("href"));
    const inMenus = [
      ...menus.primary,
      ...menus.dropdowns.flatMap((dropdown) => [dropdown.overview, ...panelLinks(dropdown)]),
    ].some((link) => link.path === path);
    expect(current.length > 0, "a link marked current").toBe(inMenus);
    expect(current.filter((href) => href !== path)).toEqual([]);
  });

  it("links every page of each menu in the HTML, before any script runs", () => {
    const nav = mainNav("/");
    for (const dropdown of menus.dropdowns) {
      const panel = one(loadPage("/").document, `[id="${trigger("/", dropdown.title).getAttribute("aria-controls")}"]`);
      const hrefs = all(panel, "a[href]").map((link) => link.getAttribute("href"));
      for (const route of routesInMenu(dropdown.group)) expect(hrefs, route.path).toContain(route.path);
    }
    for (const link of menus.primary) {
      expect(
        within(nav)
          .getByRole("link", { name: named(link.label, { exact: true }) })
          .getAttribute("href"),
      ).toBe(link.path);
    }
  });

  it("opened, each dropdown shows its pages under headings, each page with its line, and the link to the family's overview", () => {
    for (const dropdown of menus.dropdowns) {
      // A page of its own for each dropdown, opened before anything reads its styles.
      const page = parsePage("/");
      const button = one(page.document, `[id="menu-${dropdown.group}-trigger"]`);
      const panelId = button.getAttribute("aria-controls")!;
      const panel = one(page.document, `[id="${panelId}"]`);
      showDropdown(button, panel, { ...initialHeaderState, dropdown: panelId });
      expect(textOf(button)).toBe(dropdown.title);
      expect(all(panel, "a[href]"), dropdown.title).toHaveLength(panelLinks(dropdown).length);
      for (const group of dropdown.groups) {
        const list = within(panel).getByRole("list", { name: named(group.heading) });
        expectVisible(list, group.heading);
        for (const link of group.links) {
          expectVisible(within(list).getByRole("link", { name: named(link.label, { exact: true }) }), link.label);
          expectVisible(within(list).getByText(named(link.line!, { exact: true })), `${link.label}'s line`);
        }
      }
      const nav = one(page.document, "#site-navigation");
      const overview = within(nav).getByRole("link", { name: named(dropdown.overview.label) });
      expectVisible(overview, dropdown.overview.label);
      expect(overview.getAttribute("href")).toBe(families[dropdown.group].root.path);
    }
  });
});

describe("the footer", () => {
  it.each(allPaths)("%s links home, to the details and the legal pages, and to the social profile", (path) => {
    const page = loadPage(path);
    const footer = one(page.document, "footer");
    const links = within(footer);
    expect(links.getByRole("link", { name: named(footerText.socialLink) }).getAttribute("href")).toBe(
      company.social.url,
    );
    expect(links.getByRole("link", { name: named(company.email) }).getAttribute("href")).toBe(
      mailtoHref(company.email),
    );
    expect(links.getByRole("link", { name: named(company.phone) }).getAttribute("href")).toBe(telHref(company.phone));
    expect(textOf(footer)).toContain(company.city);
    expect(textOf(footer)).toContain(footerText.copyright);
    for (const name of ["Cybersecurity", "Solutions"]) {
      expect(all(links.getByRole("navigation", { name: named(name) }), "a[href]").length, name).toBeGreaterThan(0);
    }
    expect(links.getByRole("link", { name: named("Privacy Policy") }).getAttribute("href")).toBe("/about");
    expect(links.getByRole("link", { name: named("Terms of Service") }).getAttribute("href")).toBe("/contact");
    const brand = within(banner(path)).getByRole("link", { name: named(company.name) });
    expect(brand.getAttribute("href")).toBe("/");
  });
});
