import type { MenuLink as MenuLinkData, NavigationDropdown } from "../../../content/routes.ts";
import { headerPart, headerView, type HeaderState } from "../../lib/header/model.ts";
import { Icon } from "../ui/Icon.tsx";
import { MenuLink } from "./MenuLink.tsx";
import {
  box,
  boxWide,
  chevron,
  dropdown as dropdownStyle,
  groupHeading,
  groupList,
  groupsGrid,
  linkLine,
  linkItem,
  navTrigger,
  overviewLink,
  panelLink,
} from "./NavDropdown.css.ts";

/**
 * A navigation dropdown: a native button that controls a panel of links, which stays in the page
 * while closed (hidden), so every link is in the prerendered HTML. The panel lists the family's
 * pages under a few headings, each with a one-line description (from the wide breakpoint), under a
 * link to the family's overview. That link is one of the panel's when the route model puts the
 * overview in the menu (HR, healthcare); otherwise it stands beside the panel in the same box, so
 * the panel holds exactly the menu's pages.
 *
 * Its behaviour is the header controller's (app/lib/header/controller.ts): click, Enter and Space
 * toggle it, ArrowDown opens it on its first link, arrows, Home and End move between the panel's
 * links, Escape closes it and refocuses the trigger, and a press outside or focus moving elsewhere
 * closes it. The trigger is marked current on every page of the family, its overview included.
 */
export function NavDropdown({
  id,
  dropdown,
  currentPath,
  current,
  state,
}: {
  /** What the trigger's and the panel's ids start with, unique on the page. */
  id: string;
  dropdown: NavigationDropdown;
  /** The page being shown: its link is marked current. */
  currentPath: string;
  /** Whether the page being shown is one of this dropdown's family. */
  current: boolean;
  state: HeaderState;
}) {
  const triggerId = `${id}-trigger`;
  const panelId = `${id}-panel`;
  const wide = dropdown.groups.length > 1;
  const overview = (
    <MenuLink to={dropdown.overview.path} current={dropdown.overview.path === currentPath} className={overviewLink}>
      {dropdown.overview.label}
    </MenuLink>
  );
  return (
    <div className={dropdownStyle} {...headerPart("dropdown")}>
      <button
        id={triggerId}
        type="button"
        className={navTrigger}
        aria-controls={panelId}
        aria-current={current ? "true" : undefined}
        {...headerPart("dropdownTrigger")}
        {...headerView.dropdownTrigger(state, panelId)}
      >
        {dropdown.title}
        <Icon name="chevron-down" size={18} className={chevron} />
      </button>
      <div className={`${box} ${wide ? boxWide : ""}`}>
        {dropdown.overview.inPanel ? null : overview}
        <div id={panelId} role="group" aria-labelledby={triggerId} {...headerView.dropdownPanel(state, panelId)}>
          {dropdown.overview.inPanel ? overview : null}
          <div className={groupsGrid}>
            {dropdown.groups.map((group, index) => (
              <div key={group.heading}>
                <p id={`${id}-group-${index}`} className={groupHeading}>
                  {group.heading}
                </p>
                <ul className={groupList} aria-labelledby={`${id}-group-${index}`}>
                  {group.links.map((link) => (
                    <DropdownLink key={link.path} link={link} current={link.path === currentPath} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/** A page's link and, beside it, its line: the link's area covers both, its name is the label alone. */
function DropdownLink({ link, current }: { link: MenuLinkData; current: boolean }) {
  return (
    <li className={linkItem}>
      <MenuLink to={link.path} current={current} className={panelLink}>
        {link.label}
      </MenuLink>
      {link.line ? <span className={linkLine}>{link.line}</span> : null}
    </li>
  );
}
