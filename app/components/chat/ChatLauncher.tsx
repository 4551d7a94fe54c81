import { lazy, Suspense, useLayoutEffect, useRef, useState } from "react";
import { chatText } from "../../../content/ui-text.ts";
import { Icon } from "../ui/Icon.tsx";
import { expandedEarly } from "../../lib/early-controls.ts";
import { launcher } from "./ChatLauncher.css.ts";

// The panel and everything it needs load on the first open, not with the page.
const ChatPanel = lazy(() => import("./ChatPanel.tsx"));

// Whether the panel was open when the visitor left the last page of this tab, so that following a
// link (every page is a full load) keeps the conversation in view, as the conversation itself is
// kept (use-conversation.ts).
const openStorageKey = "chat-open";

function wasOpen(): boolean {
  try {
    return sessionStorage.getItem(openStorageKey) === "true";
  } catch {
    return false;
  }
}

function rememberOpen(open: boolean): void {
  try {
    sessionStorage.setItem(openStorageKey, String(open));
  } catch {
    // Storage refused (private browsing): the next page starts with the panel closed.
  }
}

/**
 * The round chat button on every page. The header renders it in its bar: there it sits beside the
 * menu toggle while the navigation is collapsed, and is fixed at the bottom right on wide screens.
 * The panel opens next to it, below the bar or above the fixed button.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // A panel that reopened by itself on a new page leaves focus where the page puts it.
  const [reopened, setReopened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A tap before hydration (kept by app/lib/early-controls.ts) opens the panel now, as its code
  // arrives; so does a panel left open on the previous page.
  useLayoutEffect(() => {
    const tappedEarly = expandedEarly(buttonRef.current);
    if (!tappedEarly && !wasOpen()) return;
    setLoaded(true);
    setOpen(true);
    setReopened(!tappedEarly);
    if (tappedEarly) rememberOpen(true);
  }, []);

  function setShown(shown: boolean) {
    setOpen(shown);
    rememberOpen(shown);
  }

  function close() {
    setShown(false);
    buttonRef.current?.focus();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={launcher}
        aria-label={open ? chatText.closeLauncher : chatText.openLauncher}
        aria-expanded={open}
        aria-controls={loaded ? "chat-panel" : undefined}
        data-chat-launcher=""
        onClick={() => {
          setLoaded(true);
          setShown(!open);
        }}
        // Start fetching the panel's code as soon as the visitor reaches for the button.
        onPointerEnter={() => void import("./ChatPanel.tsx")}
        onFocus={() => void import("./ChatPanel.tsx")}
      >
        <Icon name={open ? "close" : "message"} size={24} />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} focusInputOnOpen={!reopened} />
        </Suspense>
      ) : null}
    </>
  );
}
