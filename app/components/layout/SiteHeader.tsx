import type { ReactNode } from "react";
import { company, telHref } from "../../../content/company.ts";
import { navigationText } from "../../../content/ui-text.ts";
import { familyOfPath, type NavigationMenus } from "../../../content/routes.ts";
import { headerPart, headerView, initialHeaderState } from "../../lib/header/model.ts";
import { shownWhenCollapsed, shownWhenExpanded } from "../../styles/expanded.css.ts";
import { Icon } from "../ui/Icon.tsx";
import { ChatLauncher } from "../chat/ChatLauncher.tsx";
import { EmergencyPath } from "./EmergencyPath.tsx";
import { emergencyStrip, inMenu, inStrip } from "./EmergencyPath.css.ts";
import { LogoMark } from "./Logo.tsx";
import { NavDropdown } from "./NavDropdown.tsx";
import { MenuLink } from "./MenuLink.tsx";
import { bar, brand, brandName, callHotline, header, inner, nav, navLink, navList, toggle } from "./SiteHeader.css.ts";

/**
 * Sticky site header: the emergency path, brand, primary links, the dropdowns and the small-screen
 * toggle. The emergency path is a strip above the bar from the desktop breakpoint and the top of
 * the small-screen menu below it. The chat
 * launcher sits in the bar between brand and toggle, where narrow screens show it; from the wide
 * breakpoint its own styles fix it at the bottom right. `chat` is the chat panel, rendered beside
 * its launcher.
 *
 * Prerendered only: the header's behaviour is the controller of app/lib/header, which works on
 * this markup from the first paint. Every state-dependent attribute comes from the header model's
 * view, for the state a page starts in.
 */
export function SiteHeader({
  menus,
  currentPath,
  chat,
}: {
  menus: NavigationMenus;
  currentPath: string;
  chat: ReactNode;
}) {
  const state = initialHeaderState;
  const currentFamily = familyOfPath(currentPath);
  return (
    <header className={header}>
      <div className={emergencyStrip}>
        <EmergencyPath className={inStrip} />
      </div>
      <div className={inner}>
        <div className={bar}>
          <a href="/" className={brand}>
            <LogoMark />
            <span className={brandName}>{company.name}</span>
          </a>
          {/* One tap from a phone in the middle of an incident; the strip above has it from desktop. */}
          <a
            href={telHref(company.emergencyPhone)}
            className={callHotline}
            aria-label={navigationText.emergency.callHotline}
          >
            <Icon name="phone" size={20} />
          </a>
          <ChatLauncher state={state} />
          {chat}
          <button
            type="button"
            className={toggle}
            aria-label={navigationText.menuToggle}
            aria-controls="site-navigation"
            {...headerPart("menuToggle")}
            {...headerView.menuToggle(state)}
          >
            <Icon name="menu" size={22} className={shownWhenCollapsed} />
            <Icon name="close" size={22} className={shownWhenExpanded} />
          </button>
        </div>
        <nav
          id="site-navigation"
          aria-label={navigationText.mainNavigation}
          className={nav}
          {...headerPart("navigation")}
          {...headerView.navigation(state)}
        >
          <EmergencyPath className={inMenu} />
          <ul className={navList}>
            {menus.primary.map((link) => (
              <li key={link.path}>
                <MenuLink to={link.path} current={link.path === currentPath} className={navLink}>
                  {link.label}
                </MenuLink>
              </li>
            ))}
            {menus.dropdowns.map((dropdown) => (
              <li key={dropdown.group}>
                <NavDropdown
                  id={`menu-${dropdown.group}`}
                  dropdown={dropdown}
                  currentPath={currentPath}
                  current={dropdown.group === currentFamily}
                  state={state}
                />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
