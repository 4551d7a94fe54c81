/**
 * The header in the browser: the menu toggle, the navigation dropdowns with their keyboard model,
 * the chat launcher and, until the chat's code arrives, the chat panel's prerendered shell. It runs
 * from the page's inline script (app/islands/page-script.ts), which the build bundles from this
 * module, so every control works from the first paint without any script file. The header itself
 * never hydrates: React prerenders it from the same model (model.ts), and this is its only
 * behaviour. The chat island subscribes to the controller for whether the panel is open, and takes
 * the shell over when it arrives (ChatIsland.tsx).
 */
import {
  chatOpenStorageKey,
  headerPartSelector,
  headerView,
  initialHeaderState,
  reduceHeader,
  type Attributes,
  type HeaderEvent,
  type HeaderPart,
  type HeaderState,
} from "./model.ts";
import { renderChatShell } from "./chat-shell.ts";

export interface HeaderController {
  getState(): HeaderState;
  /** Calls `listener` after every change of state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Opens the chat panel; with `focus`, moves focus into it (the visitor opened it). */
  openChat(options: { focus: boolean }): void;
  /** Closes the chat panel and returns focus to the launcher. */
  closeChat(): void;
  /**
   * The chat island has taken the panel over, from what the visitor did in the shell (the state's
   * `chat.shell`): its content is the island's from then on; the launcher, Close and Escape stay
   * here.
   */
  adoptChat(): void;
  /**
   * Reopens a panel left open on the last page of this tab, leaving focus where the page puts it;
   * unless the visitor has opened or closed the chat on this page already.
   */
  restoreChat(): void;
  /** How this tab left the chat on its last page: open, closed, or never used. */
  readonly chatBefore: "open" | "closed" | "unused";
}

type NavigationKey = "ArrowDown" | "ArrowUp" | "Home" | "End";
const navigationKeys = new Set<string>(["ArrowDown", "ArrowUp", "Home", "End"]);

function applyAttributes(element: Element | null, attributes: Attributes): void {
  if (!element) return;
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === "boolean") element.toggleAttribute(name, value);
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

function readChatBefore(): HeaderController["chatBefore"] {
  try {
    const stored = sessionStorage.getItem(chatOpenStorageKey);
    return stored === "true" ? "open" : stored === "false" ? "closed" : "unused";
  } catch {
    return "unused";
  }
}

function rememberChatOpen(open: boolean): void {
  try {
    sessionStorage.setItem(chatOpenStorageKey, String(open));
  } catch {
    // Storage refused (private browsing): the next page starts with the panel closed.
  }
}

/**
 * Starts the header's controller on `document`, for as long as the page lives (or until `signal`
 * aborts, which tests use to start a fresh one on the same document).
 */
export function startHeaderController(document: Document, signal?: AbortSignal): HeaderController {
  const on = <Type extends keyof DocumentEventMap>(type: Type, listener: (event: DocumentEventMap[Type]) => void) =>
    document.addEventListener(type, listener, { signal });
  let state = initialHeaderState;
  const listeners = new Set<() => void>();
  const chatBefore = readChatBefore();

  const find = (part: HeaderPart) => document.querySelector<HTMLElement>(headerPartSelector(part));
  const triggers = () => Array.from(document.querySelectorAll<HTMLElement>(headerPartSelector("dropdownTrigger")));
  const panelOf = (trigger: Element) => document.getElementById(trigger.getAttribute("aria-controls") ?? "");
  const openTrigger = () => triggers().find((trigger) => trigger.getAttribute("aria-controls") === state.dropdown);

  /** Shows the state: every part's attributes, and the chat shell's content until the island has it. */
  function render(): void {
    applyAttributes(find("menuToggle"), headerView.menuToggle(state));
    applyAttributes(find("navigation"), headerView.navigation(state));
    for (const trigger of triggers()) {
      const panel = trigger.getAttribute("aria-controls") ?? "";
      applyAttributes(trigger, headerView.dropdownTrigger(state, panel));
      applyAttributes(document.getElementById(panel), headerView.dropdownPanel(state, panel));
    }
    applyAttributes(find("chatLauncher"), headerView.chatLauncher(state));
    // The panel shows at once, so that focus can move into it; the island renders the same.
    const panel = find("chatPanel");
    applyAttributes(panel, headerView.chatPanel(state));
    if (state.chat.shell && panel) {
      applyAttributes(find("chatSend"), headerView.chatSend(state));
      renderChatShell(panel, state.chat.shell);
    }
  }

  function dispatch(event: HeaderEvent): void {
    const next = reduceHeader(state, event);
    if (next === state) return;
    const chatWasOpen = state.chat.open;
    state = next;
    render();
    if (state.chat.open !== chatWasOpen) rememberChatOpen(state.chat.open);
    for (const listener of listeners) listener();
  }

  // --- Dropdowns: the menu keyboard model (Escape, arrows, Home and End, focus or a press leaving).

  function dropdownLinks(trigger: Element): HTMLElement[] {
    return Array.from(panelOf(trigger)?.querySelectorAll<HTMLElement>("a[href]") ?? []);
  }

  function moveFocus(trigger: Element, key: NavigationKey): void {
    const links = dropdownLinks(trigger);
    const at = (index: number) => links[(index + links.length) % links.length]?.focus();
    const current = links.indexOf(document.activeElement as HTMLElement);
    if (key === "Home") at(0);
    else if (key === "End") at(links.length - 1);
    else if (current === -1) at(key === "ArrowDown" ? 0 : links.length - 1);
    else at(current + (key === "ArrowDown" ? 1 : -1));
  }

  /** Whether `node` is inside the dropdown of `trigger`: the trigger or its panel. */
  function inDropdown(trigger: Element, node: Node | null): boolean {
    return node !== null && (trigger.contains(node) || Boolean(panelOf(trigger)?.contains(node)));
  }

  // Whether the latest interaction is a pointer press (until its click or the next key): focus
  // moved by a press is left to the press.
  let pressing = false;

  on("pointerdown", (event) => {
    pressing = true;
    const trigger = openTrigger();
    const target = event.target as Element;
    // Pressing another trigger switches dropdowns on its click; closing now would, in the stacked
    // small-screen menu, move that trigger out from under the pointer.
    if (trigger && !inDropdown(trigger, target) && !target.closest?.(headerPartSelector("dropdownTrigger"))) {
      dispatch({ type: "dropdown-closed" });
    }
  });

  on("focusout", (event) => {
    const trigger = openTrigger();
    const next = event.relatedTarget;
    // Focus moving by keyboard out of the open dropdown closes it. A blur without a new target (the
    // window losing focus) leaves it open for the visitor's return.
    if (trigger && !pressing && next instanceof Node && inDropdown(trigger, event.target as Node)) {
      if (!inDropdown(trigger, next)) dispatch({ type: "dropdown-closed" });
    }
  });

  on("click", (event) => {
    pressing = false;
    if (!(event.target instanceof Element)) return;
    const target = event.target;
    const control = target.closest<HTMLElement>(
      [
        headerPartSelector("dropdownTrigger"),
        headerPartSelector("menuToggle"),
        headerPartSelector("chatLauncher"),
        headerPartSelector("chatClose"),
      ].join(", "),
    );
    if (control?.matches(headerPartSelector("dropdownTrigger"))) {
      dispatch({ type: "dropdown-toggled", panel: control.getAttribute("aria-controls") ?? "" });
    } else if (control?.matches(headerPartSelector("menuToggle"))) {
      dispatch({ type: "menu-toggled" });
    } else if (control?.matches(headerPartSelector("chatLauncher"))) {
      if (state.chat.open) closeChat();
      else openChat({ focus: true });
    } else if (control?.matches(headerPartSelector("chatClose"))) {
      closeChat();
    } else if (target.closest("a[href]") && find("navigation")?.contains(target)) {
      dispatch({ type: "link-chosen" });
    }
  });

  on("keydown", (event) => {
    pressing = false;
    const target = event.target instanceof Element ? event.target : null;
    if (event.key === "Escape") {
      onEscape(event, target);
      return;
    }
    const trigger = target?.closest(headerPartSelector("dropdownTrigger"));
    if (trigger && event.key === "ArrowDown" && state.dropdown !== trigger.getAttribute("aria-controls")) {
      event.preventDefault();
      dispatch({ type: "dropdown-opened", panel: trigger.getAttribute("aria-controls") ?? "" });
      moveFocus(trigger, "Home");
      return;
    }
    const open = openTrigger();
    if (open && target && inDropdown(open, target) && navigationKeys.has(event.key)) {
      event.preventDefault();
      moveFocus(open, event.key as NavigationKey);
    }
  });

  function onEscape(event: KeyboardEvent, target: Element | null): void {
    const chatPanel = find("chatPanel");
    const trigger = openTrigger();
    const toggle = find("menuToggle");
    const focusWasIn = (...elements: (Element | null | undefined)[]) =>
      target === document.body || elements.some((element) => element && target && element.contains(target));
    if (state.chat.open && target && chatPanel?.contains(target)) {
      event.preventDefault();
      closeChat();
    } else if (trigger) {
      event.preventDefault();
      const refocus = focusWasIn(trigger, panelOf(trigger));
      dispatch({ type: "dropdown-closed" });
      if (refocus) trigger.focus();
    } else if (state.menuOpen) {
      event.preventDefault();
      const refocus = focusWasIn(toggle, find("navigation"));
      dispatch({ type: "menu-closed" });
      if (refocus) toggle?.focus();
    }
  }

  // --- The chat panel: opening and closing for its launcher, and the shell until the island arrives.

  // Whether the visitor has opened or closed the chat on this page.
  let chatTouched = false;

  function openChat({ focus }: { focus: boolean }): void {
    chatTouched = true;
    dispatch({ type: "chat-opened" });
    // Into the dialog: the message box, or the contact form's first field while it replaces the box.
    if (focus) find("chatPanel")?.querySelector<HTMLElement>("input, textarea")?.focus();
  }

  function closeChat(): void {
    chatTouched = true;
    dispatch({ type: "chat-closed" });
    find("chatLauncher")?.focus();
  }

  const inShell = (target: EventTarget | null, part: HeaderPart) =>
    state.chat.shell !== null && target instanceof Element && Boolean(target.closest(headerPartSelector(part)));

  on("input", (event) => {
    if (inShell(event.target, "chatInput")) {
      dispatch({ type: "draft-changed", text: (event.target as HTMLInputElement).value });
    }
  });

  on("submit", (event) => {
    if (!inShell(event.target, "chatForm")) return;
    event.preventDefault();
    const text = state.chat.shell?.draft ?? "";
    dispatch({ type: "message-sent", message: { id: crypto.randomUUID(), text, timestamp: Date.now() } });
  });

  on("click", (event) => {
    if (inShell(event.target, "chatRestart")) dispatch({ type: "chat-restarted" });
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openChat,
    closeChat,
    restoreChat() {
      if (chatBefore === "open" && !chatTouched) dispatch({ type: "chat-opened" });
    },
    adoptChat() {
      dispatch({ type: "chat-adopted" });
    },
    chatBefore,
  };
}
