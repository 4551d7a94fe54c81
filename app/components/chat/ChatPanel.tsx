import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from "react";
import { buttonLabels, chatText } from "../../../content/ui-text.ts";
import { chatLimits } from "../../shared/chat-limits.ts";
import { keywordReply } from "../../shared/chat/keyword-responder.ts";
import { shouldOfferContactForm } from "../../shared/chat/contact-trigger.ts";
import { useReducedMotion } from "../../lib/use-reduced-motion.ts";
import { useVisualViewport, type ViewportBox } from "../../lib/use-visual-viewport.ts";
import { Button } from "../ui/Button.tsx";
import { Icon } from "../ui/Icon.tsx";
import { Notice, type NoticeContent } from "../ui/Notice.tsx";
import { visuallyHidden } from "../ui/VisuallyHidden.css.ts";
import { askAssistant } from "./chat-api.ts";
import { ChatContactForm } from "./ChatContactForm.tsx";
import { MessageText } from "./MessageText.tsx";
import { newestMessageScrollTop } from "./newest-message-scroll.ts";
import { newMessage, useConversation } from "./use-conversation.ts";
import * as styles from "./ChatPanel.css.ts";

/** Delay before the contact form replaces the message input, from the specification. */
export const contactFormDelayMs = 600;

/** The custom properties the phone sheet is placed by (ChatPanel.css.ts). */
function sheetPlacement(viewport: ViewportBox | null): CSSProperties | undefined {
  if (!viewport) return undefined;
  return {
    [styles.viewportTopProperty]: `${viewport.top}px`,
    [styles.viewportHeightProperty]: `${viewport.height}px`,
  } as CSSProperties;
}

/** The chat panel: conversation log, message input, and the contact form when it is offered. */
export default function ChatPanel({
  open,
  onClose,
  focusInputOnOpen,
}: {
  open: boolean;
  onClose: () => void;
  /** False when the panel reopens by itself on a new page: focus then stays where the page puts it. */
  focusInputOnOpen: boolean;
}) {
  const { messages, append, restart } = useConversation();
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  // The reply as it streams in, shown in place of "Typing..." until the whole reply arrives.
  const [streamed, setStreamed] = useState("");
  const [contactOpen, setContactOpen] = useState(false);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  // Whether the contact form takes focus when it appears: only if focus was in the chat or nowhere.
  const [focusContactForm, setFocusContactForm] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const contactTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reducedMotion = useReducedMotion();
  // On a phone the panel is a sheet over the visible page, which the on-screen keyboard shrinks.
  const viewport = useVisualViewport(open);

  // The newest message is always in view, from its start if it is taller than the log (as when the
  // contact form has just taken room); smoothly, unless the visitor prefers less motion.
  useEffect(() => {
    const log = logRef.current;
    if (!open || !log) return;
    const shown = log.querySelectorAll("[data-message-id]");
    const newest = pending ? null : shown.item(shown.length - 1);
    log.scrollTo({ top: newestMessageScrollTop(log, newest), behavior: reducedMotion ? "auto" : "smooth" });
    // The viewport too: when the keyboard shrinks the sheet, the newest message stays in view.
  }, [open, messages, pending, streamed, contactOpen, reducedMotion, viewport]);

  // Opening the panel, and the contact form giving way, put focus in the message box; except the
  // first time, when the panel reopened by itself.
  const focusInput = useRef(focusInputOnOpen);
  useEffect(() => {
    if (open && !contactOpen && focusInput.current) inputRef.current?.focus();
    if (open) focusInput.current = true;
  }, [open, contactOpen]);

  useEffect(() => () => clearTimeout(contactTimer.current), []);

  async function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || pending) return;
    const history = messages;
    const question = newMessage(text, "user");
    append(question);
    setDraft("");
    setPending(true);
    let reply: string;
    // The Worker's answer carries its links and scope as data; the keyword responder's does not.
    let answered: { links?: string[]; scope?: string } = {};
    try {
      const answer = await askAssistant(text, history, setStreamed);
      if (answer.reply.trim()) answered = answer;
      reply = answer.reply.trim() ? answer.reply : keywordReply(text);
    } catch (error) {
      reply = keywordReply(text);
      setNotice({
        tone: "info",
        title: chatText.fallback.title,
        body: error instanceof Error && error.message ? error.message : chatText.fallback.body,
      });
    }
    const answerMessage = newMessage(reply, "bot", answered.links);
    append(answerMessage);
    setStreamed("");
    setPending(false);
    const conversation = [...history, question, answerMessage].map((message) => message.text).join("\n");
    if (shouldOfferContactForm(conversation, reply, answered.scope)) {
      clearTimeout(contactTimer.current);
      contactTimer.current = setTimeout(() => {
        // Read before the form replaces the message input, which usually holds focus.
        const focused = document.activeElement;
        setFocusContactForm(focused === document.body || Boolean(panelRef.current?.contains(focused)));
        setContactOpen(true);
      }, contactFormDelayMs);
    }
  }

  function onContactSent() {
    setContactOpen(false);
    setNotice({ tone: "success", ...chatText.contactForm.sent });
    append(newMessage(chatText.contactForm.thanks, "bot"));
  }

  function startOver() {
    clearTimeout(contactTimer.current);
    setContactOpen(false);
    setNotice(null);
    restart();
  }

  return (
    <section
      ref={panelRef}
      id="chat-panel"
      className={`${styles.panel} ${styles.panelSize}`}
      style={sheetPlacement(viewport)}
      aria-label={chatText.panel}
      hidden={!open}
      // Styles the panel taller while the contact form takes room in it.
      data-contact-open={contactOpen || undefined}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className={styles.header}>
        <h2 className={styles.title}>{chatText.title}</h2>
        <button type="button" className={styles.headerButton} onClick={startOver}>
          {buttonLabels.restart}
        </button>
        <button type="button" className={styles.headerButton} aria-label={chatText.close} onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      </header>
      <p className={styles.privacyLine}>{chatText.privacy}</p>
      <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label={chatText.log}>
        {messages.map((message) => (
          <p
            key={message.id}
            className={styles.bubble({ sender: message.sender })}
            data-sender={message.sender}
            data-message-id={message.id}
          >
            <span className={visuallyHidden}>{message.sender === "user" ? chatText.you : chatText.assistant}</span>
            <MessageText text={message.text} />
          </p>
        ))}
        {pending && streamed ? (
          // Hidden from the log's live region while it grows: the finished reply is announced once.
          <p className={styles.bubble({ sender: "bot" })} data-sender="bot" data-streaming="" aria-hidden="true">
            <span className={visuallyHidden}>{chatText.assistant}</span>
            <MessageText text={streamed} />
          </p>
        ) : pending ? (
          <p className={styles.typing}>{chatText.typing}</p>
        ) : null}
      </div>
      <div className={styles.noticeArea}>
        <Notice content={notice} onDismiss={() => setNotice(null)} />
      </div>
      <div className={styles.footer}>
        {contactOpen ? (
          <ChatContactForm
            focusOnOpen={focusContactForm}
            messages={messages}
            onCancel={() => setContactOpen(false)}
            onSent={onContactSent}
            onNotice={setNotice}
          />
        ) : (
          <form className={styles.inputRow} onSubmit={send}>
            <label htmlFor="chat-message" className={visuallyHidden}>
              {chatText.inputLabel}
            </label>
            <input
              ref={inputRef}
              id="chat-message"
              className={styles.textInput}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={chatText.inputPlaceholder}
              autoComplete="off"
              maxLength={chatLimits.message}
            />
            <Button type="submit" disabled={!draft.trim() || pending}>
              {buttonLabels.send}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
