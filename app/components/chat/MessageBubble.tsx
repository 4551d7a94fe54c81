import { chatText } from "../../../content/ui-text.ts";
import type { Sender } from "../../shared/chat/types.ts";
import { visuallyHidden } from "../ui/VisuallyHidden.css.ts";
import { MessageText } from "./MessageText.tsx";
import { bubble, typing } from "./MessageBubble.css.ts";

/**
 * One message in the chat's log: who said it, for those who cannot see the bubble's side, then the
 * text, with links to the site's pages as links (MessageText). `plain` shows the text as written:
 * how the chat's prerendered shell shows a message the visitor sent before the chat's code arrived.
 */
export function MessageBubble({
  sender,
  text,
  plain = false,
  streaming = false,
}: {
  sender: Sender;
  text?: string;
  plain?: boolean;
  /** A reply still arriving: hidden from the log's live region, which announces the finished reply once. */
  streaming?: boolean;
}) {
  return (
    <p
      className={bubble({ sender })}
      data-sender={sender}
      data-streaming={streaming ? "" : undefined}
      aria-hidden={streaming || undefined}
    >
      <span className={visuallyHidden}>{sender === "user" ? chatText.you : chatText.assistant}</span>
      {text === undefined ? null : plain ? text : <MessageText text={text} />}
    </p>
  );
}

/** The line the log shows while a reply is awaited, until its first words arrive. */
export function TypingLine() {
  return <p className={typing}>{chatText.typing}</p>;
}
