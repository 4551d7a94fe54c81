import { Icon } from "./Icon.tsx";
import { notice, noticeBody, noticeClose, noticeTitle } from "./notice.css.ts";

export interface NoticeContent {
  /** error notices are destructive alerts; the others are polite status messages. */
  tone: "success" | "info" | "error";
  title: string;
  body?: string;
}

/**
 * A dismissible message. Errors are alerts (announced at once), successes are status messages;
 * the live region is always present so screen readers hear each new notice.
 */
export function Notice({ content, onDismiss }: { content: NoticeContent | null; onDismiss: () => void }) {
  return (
    <div
      role={content?.tone === "error" ? "alert" : "status"}
      aria-live={content?.tone === "error" ? "assertive" : "polite"}
    >
      {content ? (
        <div className={notice({ tone: content.tone })}>
          <div>
            <p className={noticeTitle}>{content.title}</p>
            {content.body ? <p className={noticeBody}>{content.body}</p> : null}
          </div>
          <button type="button" className={noticeClose} aria-label="Dismiss notice" onClick={onDismiss}>
            <Icon name="close" size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
