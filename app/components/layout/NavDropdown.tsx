import { flushSync } from "react-dom";
import { useEffect, useRef, type FocusEvent as ReactFocusEvent, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { useDisclosure } from "react-aria";
import { useDisclosureState } from "react-stately";
import type { MenuLink as MenuLinkData } from "../../../content/routes.ts";
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

type NavigationKey = "ArrowDown" | "ArrowUp" | "Home" | "End";
const navigationKeys = new Set<string>(["ArrowDown", "ArrowUp", "Home", "End"]);

/**
 * A navigation dropdown built on react-aria's disclosure, whose panel stays in the prerendered
 * HTML (hidden="until-found") so every link is crawlable and found by find-in-page. Adds the menu
 * keyboard model: Escape closes and refocuses the trigger, arrow keys move between links, a press
 * outside or focus moving elsewhere (Tab past the last link) closes. The trigger is a native button
 * (Enter and Space toggle it): react-aria's disclosure hook without its press machinery keeps the
 * header within the JavaScript budget.
 */
export function NavDropdown({
  title,
  links,
  isOpen,
  currentPath,
  onOpenChange,
  onLinkChosen,
}: {
  title: string;
  links: MenuLinkData[];
  isOpen: boolean;
  /** The page being shown: its link is marked current, and so is this dropdown's trigger. */
  currentPath: string;
  onOpenChange: (open: boolean) => void;
  /** Called when a link in the panel is chosen, so an enclosing mobile menu can close too. */
  onLinkChosen: () => void;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const state = useDisclosureState({ isExpanded: isOpen, onExpandedChange: onOpenChange });
  const { buttonProps, panelProps } = useDisclosure({}, state, panelRef);
  // The press handlers are meant for react-aria's Button; a native click covers mouse and keys.
  const { onPress: _onPress, onPressStart: _onPressStart, isDisabled: _isDisabled, ...triggerProps } = buttonProps;
  const wide = links.length > 8;

  // Whether the latest interaction is a pointer press (until its click or the next key press). Focus
  // moved by a press is left to the press handler below.
  const pressing = useRef(false);

  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutsidePress(event: PointerEvent) {
      pressing.current = true;
      const target = event.target as Element;
      // Pressing another dropdown's trigger switches menus on its click. Closing this one already
      // would, in the stacked small-screen menu, move that trigger out from under the pointer.
      if (rootRef.current?.contains(target) || target.closest("[data-nav-trigger]")) return;
      onOpenChange(false);
    }
    function endPress() {
      pressing.current = false;
    }
    document.addEventListener("pointerdown", closeOnOutsidePress);
    document.addEventListener("click", endPress);
    document.addEventListener("keydown", endPress);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePress);
      document.removeEventListener("click", endPress);
      document.removeEventListener("keydown", endPress);
      pressing.current = false;
    };
  }, [isOpen, onOpenChange]);

  function menuLinks(): HTMLAnchorElement[] {
    return Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-link]") ?? []);
  }

  function focusLink(index: number) {
    const all = menuLinks();
    all[(index + all.length) % all.length]?.focus();
  }

  function moveFocus(key: NavigationKey) {
    const all = menuLinks();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (key === "Home") focusLink(0);
    else if (key === "End") focusLink(all.length - 1);
    else if (current === -1) focusLink(key === "ArrowDown" ? 0 : all.length - 1);
    else focusLink(current + (key === "ArrowDown" ? 1 : -1));
  }

  function closeAndRefocus() {
    onOpenChange(false);
    triggerRef.current?.focus();
  }

  function onTriggerKeyDown(event: ReactKeyboardEvent) {
    if (event.key === "Escape" && isOpen) {
      closeAndRefocus();
    } else if (event.key === "ArrowDown" && !isOpen) {
      event.preventDefault();
      // Open and render now, so the first link has focus before the visitor's next key (End, say)
      // arrives; focusing on a later frame would let a quick key press land on the trigger and be lost.
      flushSync(() => onOpenChange(true));
      focusLink(0);
    } else if (isOpen && navigationKeys.has(event.key)) {
      event.preventDefault();
      moveFocus(event.key as NavigationKey);
    }
  }

  // Focus moving by keyboard to an element outside closes the panel, so it never stays open over the
  // page. A blur without a new target (the window losing focus) leaves it open for the visitor's return.
  function closeOnFocusLeaving(event: ReactFocusEvent) {
    const next = event.relatedTarget;
    if (isOpen && !pressing.current && next instanceof Node && !rootRef.current?.contains(next)) onOpenChange(false);
  }

  function onPanelKeyDown(event: ReactKeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      closeAndRefocus();
    } else if (navigationKeys.has(event.key)) {
      event.preventDefault();
      moveFocus(event.key as NavigationKey);
    }
  }

  return (
    <div ref={rootRef} className={dropdown} data-expanded={isOpen || undefined} onBlur={closeOnFocusLeaving}>
      <button
        {...triggerProps}
        ref={triggerRef}
        type="button"
        className={navTrigger}
        data-current={links.some((link) => link.path === currentPath)}
        data-nav-trigger=""
        onClick={() => state.toggle()}
        onKeyDown={onTriggerKeyDown}
      >
        {title}
        <Icon name="chevron-down" size={18} className={chevron} />
      </button>
      <div {...panelProps} ref={panelRef} className={`${panel} ${wide ? panelWide : ""}`}>
        <ul className={`${panelList} ${wide ? panelListWide : ""}`} onKeyDown={onPanelKeyDown}>
          {links.map((link) => (
            <li key={link.path}>
              <MenuLink
                to={link.path}
                current={link.path === currentPath}
                className={panelLink}
                menuItem
                onClick={() => {
                  onOpenChange(false);
                  onLinkChosen();
                }}
              >
                {link.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
