import type { MenuLink as MenuLinkData } from "../../../content/routes.ts";
import { headerPart, headerView, type HeaderState } from "../../lib/header/model.ts";
import { Icon } from "../ui/Icon.tsx";
import { MenuLink } from "./MenuLink.tsx";
import {
  chevron,
  dropdown,
  navTrigger,
  panel,
  panelLink,
  panelList,
  panelListWide,
  panelWide,
} from "./NavDropdown.css.ts";

/**
 * A navigation dropdown: a native button that controls a panel of links, which stays in the page
 * while closed (hidden), so every link is in the prerendered HTML. Its behaviour is the header
 * controller's (app/lib/header/controller.ts): click, Enter and Space toggle it, ArrowDown opens it
 * on its first link, arrows, Home and End move between links, Escape closes it and refocuses the
 * trigger, and a press outside or focus moving elsewhere closes it.
 */
export function NavDropdown({
  id,
  title,
  links,
  currentPath,
  state,
}: {
  /** What the trigger's and the panel's ids start with, unique on the page. */
  id: string;
  title: string;
  links: MenuLinkData[];
  /** The page being shown: its link is marked current, and so is this dropdown's trigger. */
  currentPath: string;
  state: HeaderState;
}) {
  const triggerId = `${id}-trigger`;
  const panelId = `${id}-panel`;
  const wide = links.length > 8;
  return (
    <div className={dropdown}>
      <button
        id={triggerId}
        type="button"
        className={navTrigger}
        aria-controls={panelId}
        data-current={links.some((link) => link.path === currentPath)}
        {...headerPart("dropdownTrigger")}
        {...headerView.dropdownTrigger(state, panelId)}
      >
        {title}
        <Icon name="chevron-down" size={18} className={chevron} />
      </button>
      <div
        id={panelId}
        role="group"
        aria-labelledby={triggerId}
        className={`${panel} ${wide ? panelWide : ""}`}
        {...headerView.dropdownPanel(state, panelId)}
      >
        <ul className={`${panelList} ${wide ? panelListWide : ""}`}>
          {links.map((link) => (
            <li key={link.path}>
              <MenuLink to={link.path} current={link.path === currentPath} className={panelLink}>
                {link.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
