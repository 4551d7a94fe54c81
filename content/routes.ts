/**
 * The route model: every page of the site with its title, description and menu place, as the page
 * files give them (content/pages.ts parses them; pipeline/build-page-index.ts writes this table to
 * generated/routes.ts). The header menus, the React Router route config and prerender list, the
 * sitemap, the chat's sources and link checks and the tests read it. It carries no page content,
 * so the browser and the Worker can import it.
 */
import { families } from "./families.ts";
import { dropdownCopy } from "./menus.ts";
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
  /** The one-line description a dropdown shows under the link. */
  line?: string;
}

export interface NavigationDropdown {
  group: Family;
  title: string;
  /** The family's pages under their headings. */
  groups: { heading: string; links: MenuLink[] }[];
  /**
   * The link to the family's overview, at the foot of the dropdown. `inPanel`: the overview is one
   * of the pages the route model puts in this dropdown (HR, healthcare), so it is one of the panel's
   * links; otherwise (the cybersecurity menu lists its services only) it stands beside the panel.
   */
  overview: MenuLink & { inPanel: boolean };
}

export interface NavigationMenus {
  primary: MenuLink[];
  dropdowns: NavigationDropdown[];
}

/** The family a path belongs to: its overview or one of its pages. */
export function familyOfPath(path: string): Family | undefined {
  const route = findRoute(path);
  return (Object.keys(families) as Family[]).find(
    (family) => families[family].root.path === path || route?.menu === family,
  );
}

function dropdownOf(group: Family): NavigationDropdown {
  const routes = routesInMenu(group);
  const root = families[group].root.path;
  const copy = dropdownCopy[group];
  const listed = copy.groups.flatMap((menuGroup) => Object.keys(menuGroup.lines));
  const pages = routes.map((route) => route.path).filter((path) => path !== root);
  if (listed.length !== pages.length || pages.some((path) => !listed.includes(path))) {
    throw new Error(`content/menus.ts must list each page of the ${group} dropdown once: ${pages.join(", ")}`);
  }
  const label = (path: string) => findRoute(path)?.navLabel ?? path;
  return {
    group,
    title: menuTitles[group],
    groups: copy.groups.map(({ heading, lines }) => ({
      heading,
      links: Object.entries(lines).map(([path, line]) => ({ path, label: label(path), line })),
    })),
    overview: { path: root, label: copy.overview, inPanel: routes.some((route) => route.path === root) },
  };
}

/** The header's menus: only paths, labels and lines, so the browser receives no more than it shows. */
export function navigationMenus(): NavigationMenus {
  return {
    primary: routesInMenu("primary").map(({ path, navLabel }) => ({ path, label: navLabel })),
    dropdowns: (Object.keys(menuTitles) as Family[]).map(dropdownOf),
  };
}

/** The links of a dropdown's panel, in order: what the header's menu counts (16, 7 and 11). */
export function panelLinks(dropdown: NavigationDropdown): MenuLink[] {
  return [
    ...(dropdown.overview.inPanel ? [dropdown.overview] : []),
    ...dropdown.groups.flatMap((group) => group.links),
  ];
}
