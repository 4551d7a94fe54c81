import { useId, useLayoutEffect, useRef } from "react";
import type { RecipeVariants } from "@vanilla-extract/recipes";
import { noticeText } from "../../../content/ui-text.ts";
import { useReducedMotion } from "../../lib/use-reduced-motion.ts";
import { Icon } from "./Icon.tsx";
import { notice, noticeBody, noticeClose, noticeTitle } from "./Notice.css.ts";

export interface NoticeContent {
  /** error notices are destructive (alerts, in a live region); the others are polite status messages. */
  tone: NonNullable<NonNullable<RecipeVariants<typeof notice>>["tone"]>;
  title: string;
  body?: string;
}

/**
 * A dismissible message. By default it sits in a live region that is always present, so screen
 * readers hear each new notice: errors as alerts (at once), the others as status messages.
 *
 * With `takeFocus`, for the outcome of what the visitor just did (sending a form), each new notice
 * is scrolled into view and focused instead: a group named by its title and described by its body.
 * Focus is what announces it, so it is not a live region as well, and is heard once.
 */
export function Notice({
  content,
  onDismiss,
  takeFocus = false,
}: {
  content: NoticeContent | null;
  onDismiss: () => void;
  takeFocus?: boolean;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const focusedContent = useRef<NoticeContent | null>(null);
  const titleId = useId();
  const bodyId = useId();
  const reducedMotion = useReducedMotion();

  // At commit, before the browser paints: focus is on the notice as soon as it is there to hear.
  useLayoutEffect(() => {
    const box = boxRef.current;
    // Once per notice: not again when only the motion preference changes.
    if (!takeFocus || !content || !box || focusedContent.current === content) return;
    focusedContent.current = content;
    box.focus({ preventScroll: true });
    // Centred, so that a sticky header of any height leaves it in sight.
    box.scrollIntoView({ block: "center", behavior: reducedMotion ? "auto" : "smooth" });
  }, [content, takeFocus, reducedMotion]);

  const live = takeFocus
    ? {}
    : {
        role: content?.tone === "error" ? "alert" : "status",
        "aria-live": content?.tone === "error" ? ("assertive" as const) : ("polite" as const),
      };
  const focusable = takeFocus
    ? {
        role: "group",
        tabIndex: -1,
        "aria-labelledby": titleId,
        "aria-describedby": content?.body ? bodyId : undefined,
      }
    : {};

  return (
    <div {...live}>
      {content ? (
        <div
          // A new notice is a new node, so a live region announces it whole, once, not as edits.
          key={`${content.tone}:${content.title}:${content.body ?? ""}`}
          ref={boxRef}
          className={notice({ tone: content.tone })}
          {...focusable}
        >
          <div>
            <p id={titleId} className={noticeTitle}>
              {content.title}
            </p>
            {/* A space between title and body, so that the region's text reads as two sentences. */}
            {content.body ? " " : null}
            {content.body ? (
              <p id={bodyId} className={noticeBody}>
                {content.body}
              </p>
            ) : null}
          </div>
          <button type="button" className={noticeClose} aria-label={noticeText.dismiss} onClick={onDismiss}>
            <Icon name="close" size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
