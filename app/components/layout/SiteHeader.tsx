import { useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "../ui/Icon.tsx";
import { Button } from "react-aria-components";
import { Link, NavLink, useLocation } from "react-router";
import { company } from "../../../content/company.ts";
import type { MenuGroup, NavigationMenus } from "../../../content/routes.ts";
import { LogoMark } from "./Logo.tsx";
import { NavDropdown } from "./NavDropdown.tsx";
import { bar, brand, header, nav, navLink, navList, toggle } from "./header.css.ts";

type DropdownGroup = Exclude<MenuGroup, "primary">;

/** Sticky site header: brand, primary links, the three dropdowns and the small-screen toggle. */
export function SiteHeader({ menus }: { menus: NavigationMenus }) {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<DropdownGroup | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Choosing a link navigates: close every menu once the route changes.
  useEffect(() => {
    setMobileOpen(false);
    setOpenGroup(null);
  }, [pathname]);

  const openChangeFor = useCallback(
    (group: DropdownGroup) => (open: boolean) => setOpenGroup(open ? group : null),
    [],
  );

  return (
    <header className={header}>
      <div className={bar}>
        <Link to="/" className={brand}>
          <LogoMark />
          <span>{company.name}</span>
        </Link>
        <Button
          ref={toggleRef}
          className={toggle}
          aria-label="Toggle menu"
          aria-expanded={mobileOpen}
          aria-controls="site-navigation"
          onPress={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <Icon name="close" size={22} /> : <Icon name="menu" size={22} />}
        </Button>
        <nav
          id="site-navigation"
          aria-label="Main"
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
                <NavLink to={link.path} end className={navLink} onClick={() => setMobileOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {menus.dropdowns.map(({ group, title, links }) => {
              return (
                <li key={group}>
                  <NavDropdown
                    title={title}
                    links={links}
                    isOpen={openGroup === group}
                    isCurrent={links.some((link) => link.path === pathname)}
                    onOpenChange={openChangeFor(group)}
                    onLinkChosen={() => setMobileOpen(false)}
                  />
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
