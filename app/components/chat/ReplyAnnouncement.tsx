import { chatText } from "../../../content/ui-text.ts";
import { markdownLinks } from "../../shared/site-links.ts";
import type { ChatMessage } from "../../shared/chat/types.ts";
import { visuallyHidden } from "../ui/VisuallyHidden.css.ts";

/** A reply as a screen reader should say it: its links' labels, without their addresses. */
function spokenText(text: string): string {
  return markdownLinks(text)
    .map((part) => (part.kind === "text" ? part.text : part.label))
    .join("");
}

/**
 * Where the chat's replies are announced: a polite live region, always in the page, into which
 * each finished reply is written once, whole (the pattern of react-aria's LiveAnnouncer). The
 * conversation's log is not a live region itself: a reply streams into it piece by piece, and the
 * log also takes the visitor's own message, the typing line and controls beside each reply, none
 * of which should be read out as they appear. Each reply is a new node (keyed by its id), so the
 * same answer twice is announced twice.
 */
export function ReplyAnnouncement({ reply }: { reply: ChatMessage | null }) {
  return (
    <div className={visuallyHidden} aria-live="polite">
      {reply ? <p key={reply.id}>{`${chatText.assistant}${spokenText(reply.text)}`}</p> : null}
    </div>
  );
}
