/**
 * The header's state and how a state shows in the page: the small-screen menu, the open navigation
 * dropdown, and the chat panel the launcher opens. One model for both sides of the header: the
 * components prerender a state's attributes with `headerView` (app/components/layout and chat), and
 * the controller that runs the header in the browser (controller.ts, inlined in every page) moves
 * the state with `reduceHeader` and applies the same view to the page. Nothing here knows how many
 * links a panel has or how they are grouped: a dropdown is its trigger and the panel it controls.
 */

/** A chat message the visitor sent from the prerendered shell, before the chat's code arrived. */
export interface QueuedMessage {
  id: string;
  text: string;
  timestamp: number;
}

/** What the visitor did in the chat's prerendered shell; the chat island takes it over on arrival. */
export interface ChatShell {
  /** The text in the message box. */
  draft: string;
  /** A message sent before the chat could answer: the island sends it (one at a time, as after). */
  queued: QueuedMessage | null;
  /** The visitor chose Restart: the island starts the conversation afresh. */
  restarted: boolean;
}

export interface HeaderState {
  /** The small-screen navigation. */
  menuOpen: boolean;
  /** The id of the open dropdown's panel; one at a time. */
  dropdown: string | null;
  chat: {
    open: boolean;
    /** The shell's state until the chat island has taken the panel over, then null. */
    shell: ChatShell | null;
  };
}

/** The chat's shell as prerendered: nothing typed, sent or restarted. */
export const untouchedShell: ChatShell = { draft: "", queued: null, restarted: false };

export const initialHeaderState: HeaderState = {
  menuOpen: false,
  dropdown: null,
  chat: { open: false, shell: untouchedShell },
};

export type HeaderEvent =
  | { type: "menu-toggled" }
  | { type: "menu-closed" }
  | { type: "dropdown-toggled"; panel: string }
  | { type: "dropdown-opened"; panel: string }
  | { type: "dropdown-closed" }
  /** A link in the navigation was chosen: the dropdown and the small-screen menu close. */
  | { type: "link-chosen" }
  | { type: "chat-opened" }
  | { type: "chat-closed" }
  | { type: "draft-changed"; text: string }
  | { type: "message-sent"; message: QueuedMessage }
  | { type: "chat-restarted" }
  | { type: "chat-adopted" };

/** Whether the shell's Send button may send: a non-blank message, and no message awaiting its answer. */
export function canSend(shell: ChatShell): boolean {
  return shell.draft.trim() !== "" && shell.queued === null;
}

function withShell(state: HeaderState, change: (shell: ChatShell) => ChatShell): HeaderState {
  const { shell } = state.chat;
  return shell ? { ...state, chat: { ...state.chat, shell: change(shell) } } : state;
}

export function reduceHeader(state: HeaderState, event: HeaderEvent): HeaderState {
  switch (event.type) {
    case "menu-toggled":
      return { ...state, menuOpen: !state.menuOpen };
    case "menu-closed":
      return { ...state, menuOpen: false };
    case "dropdown-toggled":
      return { ...state, dropdown: state.dropdown === event.panel ? null : event.panel };
    case "dropdown-opened":
      return { ...state, dropdown: event.panel };
    case "dropdown-closed":
      return { ...state, dropdown: null };
    case "link-chosen":
      return { ...state, dropdown: null, menuOpen: false };
    case "chat-opened":
      return { ...state, chat: { ...state.chat, open: true } };
    case "chat-closed":
      return { ...state, chat: { ...state.chat, open: false } };
    case "draft-changed":
      return withShell(state, (shell) => ({ ...shell, draft: event.text }));
    case "message-sent":
      return withShell(state, (shell) =>
        canSend(shell) ? { ...shell, draft: "", queued: { ...event.message, text: event.message.text.trim() } } : shell,
      );
    case "chat-restarted":
      return withShell(state, (shell) => ({ ...shell, queued: null, restarted: true }));
    case "chat-adopted":
      return { ...state, chat: { ...state.chat, shell: null } };
  }
}

/**
 * Where the parts of the header are: each carries `data-header-part` with its name. The controller
 * finds them by it and by the ids they name (a trigger's aria-controls is its panel).
 */
export const headerPartAttribute = "data-header-part";

/** The header's parts; an element's `data-header-part` is its part's name. */
export type HeaderPart =
  | "menuToggle"
  | "navigation"
  /** A dropdown whole: its trigger, the panel it controls and the overview link beside the panel. */
  | "dropdown"
  | "dropdownTrigger"
  | "chatLauncher"
  | "chatPanel"
  | "chatClose"
  | "chatRestart"
  | "chatLog"
  | "chatForm"
  | "chatInput"
  | "chatSend"
  /** Templates the shell copies to show a sent message and the typing line (see ChatPanel). */
  | "chatMessageTemplate"
  | "chatTypingTemplate";

/** The attribute that marks an element as one of the header's parts, for JSX and for selectors. */
export function headerPart(name: HeaderPart): Record<string, string> {
  return { [headerPartAttribute]: name };
}

export function headerPartSelector(name: HeaderPart): string {
  return `[${headerPartAttribute}="${name}"]`;
}

/** An attribute's value: a string, or a boolean attribute present (true) or absent (false). */
export type AttributeValue = string | boolean;
export type Attributes = Record<string, AttributeValue>;

/**
 * The attributes each part shows for a state. Labels and icons that change with a control's state
 * (the launcher's "Open"/"Close", the toggle's menu and close icons) are both in the page and shown
 * by CSS from `aria-expanded`, so the state needs no more than these.
 */
export const headerView = {
  menuToggle: (state: HeaderState): Attributes => ({ "aria-expanded": String(state.menuOpen) }),
  navigation: (state: HeaderState): Attributes => ({ "data-open": String(state.menuOpen) }),
  dropdownTrigger: (state: HeaderState, panel: string): Attributes => ({
    "aria-expanded": String(state.dropdown === panel),
  }),
  dropdownPanel: (state: HeaderState, panel: string): Attributes => ({ hidden: state.dropdown !== panel }),
  chatLauncher: (state: HeaderState): Attributes => ({ "aria-expanded": String(state.chat.open) }),
  chatPanel: (state: HeaderState): Attributes => ({ hidden: !state.chat.open }),
  /** The shell's Send button; the island renders its own from its conversation. */
  chatSend: (state: HeaderState): Attributes => ({ disabled: !state.chat.shell || !canSend(state.chat.shell) }),
} as const;

/**
 * Whether the chat panel was open when the visitor left the last page of this tab ("true"), closed
 * ("false"), or never opened in this tab (absent). Every page is a full load: a panel left open
 * reopens on the next page with its conversation (kept by the chat, use-conversation.ts).
 */
export const chatOpenStorageKey = "chat-open";
