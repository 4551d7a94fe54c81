import { chatText } from "../../../content/ui-text.ts";
import { headerPart, headerView, type HeaderState } from "../../lib/header/model.ts";
import { shownWhenCollapsed, shownWhenExpanded } from "../../styles/expanded.css.ts";
import { Icon } from "../ui/Icon.tsx";
import { visuallyHidden } from "../ui/VisuallyHidden.css.ts";
import { chatPanelId } from "./chat-panel-id.ts";
import { MessageBubble, TypingLine } from "./MessageBubble.tsx";
import { launcher } from "./ChatLauncher.css.ts";

/**
 * The round chat button on every page. The header renders it in its bar: there it sits beside the
 * menu toggle while the navigation is collapsed, and is fixed at the bottom right on wide screens.
 * It opens the chat panel next to it (the chat island, prerendered as a working shell) through the
 * header's controller, from the first paint. Its icon and name follow `aria-expanded`: "Open chat
 * assistant" while closed, "Close chat assistant" while open. Prerendered only, with the templates
 * the shell shows a sent message with, made by the components the chat island renders it with.
 */
export function ChatLauncher({ state }: { state: HeaderState }) {
  return (
    <>
      <button
        type="button"
        className={launcher}
        aria-controls={chatPanelId}
        {...headerPart("chatLauncher")}
        {...headerView.chatLauncher(state)}
      >
        <Icon name="message" size={24} className={shownWhenCollapsed} />
        <Icon name="close" size={24} className={shownWhenExpanded} />
        <span className={`${visuallyHidden} ${shownWhenCollapsed}`}>{chatText.openLauncher}</span>
        <span className={`${visuallyHidden} ${shownWhenExpanded}`}>{chatText.closeLauncher}</span>
      </button>
      {/* What the shell shows a message sent with, before the chat's code arrives (chat-shell.ts). */}
      <template {...headerPart("chatMessageTemplate")}>
        <MessageBubble sender="user" />
      </template>
      <template {...headerPart("chatTypingTemplate")}>
        <TypingLine />
      </template>
    </>
  );
}
