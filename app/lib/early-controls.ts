import { iconSymbolPrefix } from "../components/ui/icon-sources.ts";

/**
 * The header's controls before React has taken over. The prerendered page paints long before its
 * scripts have run; this small script, inlined in the head, makes the menu toggle and the
 * dropdowns work on that HTML by setting the very attributes React renders for them, and records a
 * tap on the chat launcher. Once React hydrates, the header and the launcher adopt what they find
 * (adoptEarly* below), so nothing changes on screen and nothing is lost.
 *
 * From the moment app/islands/hydrate.tsx starts hydrating the islands, React owns their events (a
 * click arriving while one hydrates is replayed after), and this script stands aside.
 *
 * It runs as inline source (`earlyControlsSource`), so the function must not reference anything
 * outside itself: the icons' id prefix comes in as its argument.
 */
export function earlyControls(iconPrefix: string): void {
  const root = document.documentElement;

  function setIcon(button: Element, name: string) {
    button.querySelector("use")?.setAttribute("href", `#${iconPrefix}${name}`);
  }

  function setDropdown(trigger: Element, open: boolean) {
    trigger.setAttribute("aria-expanded", String(open));
    const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    panel?.toggleAttribute("hidden", !open);
    panel?.setAttribute("aria-hidden", String(!open));
  }

  function openTriggers(): Element[] {
    return Array.from(document.querySelectorAll('[data-nav-trigger][aria-expanded="true"]'));
  }

  function setMenu(toggle: Element, open: boolean) {
    toggle.setAttribute("aria-expanded", String(open));
    setIcon(toggle, open ? "close" : "menu");
    document.getElementById(toggle.getAttribute("aria-controls") ?? "")?.setAttribute("data-open", String(open));
  }

  document.addEventListener("click", (event) => {
    if (root.hasAttribute("data-react-owns-events") || !(event.target instanceof Element)) return;
    const control = event.target.closest("[data-nav-trigger], [data-menu-toggle], [data-chat-launcher]");
    // A press outside the open dropdown closes it, as after hydration.
    for (const trigger of openTriggers()) {
      if (trigger !== control && !trigger.parentElement?.contains(event.target)) setDropdown(trigger, false);
    }
    if (!control) return;
    const open = control.getAttribute("aria-expanded") !== "true";
    if (control.hasAttribute("data-nav-trigger")) setDropdown(control, open);
    else if (control.hasAttribute("data-menu-toggle")) setMenu(control, open);
    // The chat panel's code is not here yet: the launcher keeps the tap, and opens on hydration.
    else control.setAttribute("aria-expanded", String(open));
  });

  document.addEventListener("keydown", (event) => {
    if (root.hasAttribute("data-react-owns-events") || event.key !== "Escape") return;
    const trigger = openTriggers()[0];
    const toggle = document.querySelector('[data-menu-toggle][aria-expanded="true"]');
    if (trigger) {
      setDropdown(trigger, false);
      (trigger as HTMLElement).focus();
    } else if (toggle) {
      setMenu(toggle, false);
      (toggle as HTMLElement).focus();
    }
  });
}

/** The script element's source: the function above, called at once (rendered on the server only). */
export function earlyControlsSource(): string {
  return `(${earlyControls.toString()})(${JSON.stringify(iconSymbolPrefix)});`;
}

/** Whether the early script left this control expanded (read once, when React takes over). */
export function expandedEarly(control: Element | null): boolean {
  return control?.getAttribute("aria-expanded") === "true";
}
