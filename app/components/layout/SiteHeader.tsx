import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { Icon } from "../ui/Icon.tsx";
import { company } from "../../../content/company.ts";
import { navigationText } from "../../../content/ui-text.ts";
import type { MenuGroup, NavigationMenus } from "../../../content/routes.ts";
import { LogoMark } from "./Logo.tsx";
import { NavDropdown } from "./NavDropdown.tsx";
import { MenuLink } from "./MenuLink.tsx";
import { ChatLauncher } from "../chat/ChatLauncher.tsx";
import { expandedEarly } from "../../lib/early-controls.ts";
import { bar, brand, brandName, header, inner, nav, navLink, navList, toggle } from "./SiteHeader.css.ts";

type DropdownGroup = Exclude<MenuGroup, "primary">;

/**
 * Sticky site header: brand, primary links, the three dropdowns and the small-screen toggle. The
 * chat launcher sits in the bar between brand and toggle, where narrow screens show it; from the
 * wide breakpoint its own styles fix it at the bottom right. An island (app/islands): the page
 * prerenders it with the current page's path, which marks that page's links.
 */
export function SiteHeader({ menus, currentPath }: { menus: NavigationMenus; currentPath: string }) {
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

  const openChangeFor = useCallback((group: DropdownGroup) => (open: boolean) => setOpenGroup(open ? group : null), []);

  return (
    <header className={header}>
      <div className={inner}>
        <div className={bar}>
          <a href="/" className={brand}>
            <LogoMark />
            <span className={brandName}>{company.name}</span>
          </a>
          <ChatLauncher />
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
                <MenuLink
                  to={link.path}
                  current={link.path === currentPath}
                  className={navLink}
                  onClick={() => setMobileOpen(false)}
                >
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
                  currentPath={currentPath}
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
