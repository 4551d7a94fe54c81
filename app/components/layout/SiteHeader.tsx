import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Icon } from "../ui/Icon.tsx";
import { Link } from "react-router";
import { company } from "../../../content/company.ts";
import { navigationText } from "../../../content/ui-text.ts";
import type { MenuGroup, NavigationMenus } from "../../../content/routes.ts";
import { LogoMark } from "./Logo.tsx";
import { NavDropdown } from "./NavDropdown.tsx";
import { MenuLink } from "./MenuLink.tsx";
import { useCurrentPath } from "../../lib/use-current-path.ts";
import { expandedEarly } from "../../lib/early-controls.ts";
import { bar, brand, brandName, header, inner, nav, navLink, navList, toggle } from "./SiteHeader.css.ts";

type DropdownGroup = Exclude<MenuGroup, "primary">;

/**
 * Sticky site header: brand, primary links, the three dropdowns and the small-screen toggle. The
 * chat launcher sits in the bar between brand and toggle, where narrow screens show it; from the
 * wide breakpoint its own styles fix it at the bottom right.
 */
export function SiteHeader({ menus, launcher }: { menus: NavigationMenus; launcher: ReactNode }) {
  const pathname = useCurrentPath();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<DropdownGroup | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // A menu or dropdown opened before hydration (app/lib/early-controls.ts) stays open: the state
  // adopts what the page shows, before the first paint React makes.
  useLayoutEffect(() => {
    if (expandedEarly(toggleRef.current)) setMobileOpen(true);
    const trigger = navRef.current?.querySelector('[data-nav-trigger][aria-expanded="true"]');
    const group = trigger?.closest<HTMLElement>("[data-group]")?.dataset.group as DropdownGroup | undefined;
    if (group) setOpenGroup(group);
  }, []);

  // Choosing a link navigates: every menu closes once the route changes (state adjusted while
  // rendering, as React recommends, rather than in an effect).
  const [menusShownFor, setMenusShownFor] = useState(pathname);
  if (menusShownFor !== pathname) {
    setMenusShownFor(pathname);
    setMobileOpen(false);
    setOpenGroup(null);
  }

  const openChangeFor = useCallback((group: DropdownGroup) => (open: boolean) => setOpenGroup(open ? group : null), []);

  return (
    <header className={header}>
      <div className={inner}>
        <div className={bar}>
          <Link to="/" className={brand}>
            <LogoMark />
            <span className={brandName}>{company.name}</span>
          </Link>
          {launcher}
          <button
            ref={toggleRef}
            type="button"
            className={toggle}
            aria-label={navigationText.menuToggle}
            aria-expanded={mobileOpen}
            aria-controls="site-navigation"
            data-menu-toggle=""
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <Icon name="close" size={22} /> : <Icon name="menu" size={22} />}
          </button>
        </div>
        <nav
          ref={navRef}
          id="site-navigation"
          aria-label={navigationText.mainNavigation}
          className={nav}
          data-open={mobileOpen}
          onKeyDown={(event) => {
            if (event.key === "Escape" && mobileOpen && openGroup === null) {
              setMobileOpen(false);
              toggleRef.current?.focus();
            }
          }}
        >
          <ul className={navList}>
            {menus.primary.map((link) => (
              <li key={link.path}>
                <MenuLink to={link.path} className={navLink} onClick={() => setMobileOpen(false)}>
                  {link.label}
                </MenuLink>
              </li>
            ))}
            {menus.dropdowns.map(({ group, title, links }) => (
              <li key={group} data-group={group}>
                <NavDropdown
                  title={title}
                  links={links}
                  isOpen={openGroup === group}
                  isCurrent={links.some((link) => link.path === pathname)}
                  onOpenChange={openChangeFor(group)}
                  onLinkChosen={() => setMobileOpen(false)}
                />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
