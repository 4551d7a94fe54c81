import { useLayoutEffect, useState, useSyncExternalStore } from "react";
import { untouchedShell } from "../../lib/header/model.ts";
import { useIslandContext } from "../../lib/island-context.ts";
import { ChatPanel } from "./ChatPanel.tsx";

const noSubscription = () => () => {};

/**
 * The chat, an island (app/islands). Prerendered, it is the panel's shell, closed, which the
 * header's controller opens and works from the first paint. In the browser it loads when the
 * visitor opens the chat (or at load on a page after one where it was used), hydrates the shell as
 * the visitor left it and takes it over (ChatPanel); the controller keeps opening and closing it,
 * and this follows its state.
 */
export function ChatIsland() {
  const header = useIslandContext()?.header ?? null;
  const isOpen = () => header?.getState().chat.open ?? false;
  // The same on the first render in the browser as after: the island hydrates the shell as it is.
  const open = useSyncExternalStore(header?.subscribe ?? noSubscription, isOpen, isOpen);
  // What the visitor did in the shell, read as the island hydrates it.
  const [shell] = useState(() => header?.getState().chat.shell ?? untouchedShell);

  useLayoutEffect(() => {
    if (!header) return;
    header.adoptChat();
    // A panel left open on the last page opens again, with its conversation.
    header.restoreChat();
  }, [header]);

  return <ChatPanel open={open} shell={shell} />;
}
