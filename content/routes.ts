/**
 * The route model: every page of the site with its title, description and menu place, as the page
 * files give them (content/pages.ts parses them; scripts/build-page-index.ts writes this table to
 * generated/routes.ts). The header menus, the React Router route config and prerender list, the
 * sitemap, the chat's sources and link checks and the tests read it. It carries no page content,
 * so the browser and the Worker can import it.
 */
import { families } from "./families.ts";
import { routeTable } from "./generated/routes.ts";
import type { Family, MenuGroup, PageKind, SiteRoute } from "./schema.ts";

export type { MenuGroup, PageKind, SiteRoute };

export const siteRoutes: readonly SiteRoute[] = routeTable;

export function findRoute(path: string): SiteRoute | undefined {
  return siteRoutes.find((route) => route.path === path);
}

export function routesInMenu(menu: MenuGroup): SiteRoute[] {
  return siteRoutes.filter((route) => route.menu === menu);
}

export function routesOfKind(kind: PageKind): SiteRoute[] {
  return siteRoutes.filter((route) => route.kind === kind);
}

/** Menu titles as the header shows them; the dropdown triggers are named exactly so. */
export const menuTitles = Object.fromEntries(
  Object.entries(families).map(([family, definition]) => [family, definition.menuTitle]),
) as Record<Family, string>;

export interface MenuLink {
  path: string;
  label: string;
}

export interface NavigationMenus {
  primary: MenuLink[];
  dropdowns: { group: Family; title: string; links: MenuLink[] }[];
}

/** The header's menus: only paths and labels, so the browser receives no more than it shows. */
export function navigationMenus(): NavigationMenus {
  const links = (menu: MenuGroup) => routesInMenu(menu).map(({ path, navLabel }) => ({ path, label: navLabel }));
  return {
    primary: links("primary"),
    dropdowns: (Object.keys(menuTitles) as Family[]).map((group) => ({
      group,
      title: menuTitles[group],
      links: links(group),
    })),
  };
}
