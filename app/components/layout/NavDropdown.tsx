import { useEffect, useRef, type KeyboardEvent } from "react";
import { Icon } from "../ui/Icon.tsx";
import { Button, Disclosure, DisclosurePanel } from "react-aria-components";
import { NavLink } from "react-router";
import type { MenuLink } from "../../../content/routes.ts";
import { chevron, dropdown, navTrigger, panel, panelLink, panelList, panelListWide, panelWide } from "./header.css.ts";

/**
 * A navigation dropdown built on react-aria's Disclosure, whose panel stays in the prerendered
 * HTML (hidden="until-found") so every link is crawlable. Adds the menu keyboard model: Escape
 * closes and refocuses the trigger, arrow keys move between links, a click outside closes.
 */
export function NavDropdown({
  title,
  links,
  isOpen,
  isCurrent,
  onOpenChange,
  onLinkChosen,
}: {
  title: string;
  links: MenuLink[];
  isOpen: boolean;
  isCurrent: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called when a link in the panel is chosen, so an enclosing mobile menu can close too. */
  onLinkChosen: () => void;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wide = links.length > 8;

  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    }
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [isOpen, onOpenChange]);

  function linksInPanel(): HTMLAnchorElement[] {
    return Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-link]") ?? []);
  }

  function focusLink(index: number) {
    const all = linksInPanel();
    all[(index + all.length) % all.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      onOpenChange(false);
      triggerRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Home" && event.key !== "End") return;
    const all = linksInPanel();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (!isOpen) {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      onOpenChange(true);
      // The panel becomes visible on the next render.
      requestAnimationFrame(() => focusLink(0));
      return;
    }
    event.preventDefault();
    if (event.key === "Home") focusLink(0);
    else if (event.key === "End") focusLink(all.length - 1);
    else if (current === -1) focusLink(event.key === "ArrowDown" ? 0 : all.length - 1);
    else focusLink(current + (event.key === "ArrowDown" ? 1 : -1));
  }

  return (
    <Disclosure
      ref={rootRef}
      className={dropdown}
      isExpanded={isOpen}
      onExpandedChange={onOpenChange}
      onKeyDown={onKeyDown}
    >
      <Button ref={triggerRef} slot="trigger" className={navTrigger} data-current={isCurrent}>
        {title}
        <Icon name="chevron-down" size={18} className={chevron} />
      </Button>
      <DisclosurePanel className={`${panel} ${wide ? panelWide : ""}`}>
        <ul className={`${panelList} ${wide ? panelListWide : ""}`}>
          {links.map((link) => (
            <li key={link.path}>
              <NavLink to={link.path} end className={panelLink} data-menu-link="" onClick={() => {
                  onOpenChange(false);
                  onLinkChosen();
                }}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
}
