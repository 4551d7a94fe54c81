import {
  Fragment,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
} from "react";
import { buttonLabels, chatText } from "../../../content/ui-text.ts";
import { chatLimits } from "../../shared/chat-limits.ts";
import { keywordReply } from "../../shared/chat/keyword-responder.ts";
import { contactFormDelayMs, shouldOfferContactForm } from "../../shared/chat/contact-trigger.ts";
import { headerPart, type ChatShell } from "../../lib/header/model.ts";
import { useReducedMotion } from "../../lib/use-reduced-motion.ts";
import { useVisualViewport, type ViewportBox } from "../../lib/use-visual-viewport.ts";
import { Button } from "../ui/Button.tsx";
import { Icon } from "../ui/Icon.tsx";
import { Notice, type NoticeContent } from "../ui/Notice.tsx";
import { visuallyHidden } from "../ui/VisuallyHidden.css.ts";
import type { ChatMessage } from "../../shared/chat/types.ts";
import { askAssistant } from "./chat-api.ts";
import { chatPanelId } from "./chat-panel-id.ts";
import { ChatContactForm } from "./ChatContactForm.tsx";
import { MessageBubble, TypingLine } from "./MessageBubble.tsx";
import { ReplyAnnouncement } from "./ReplyAnnouncement.tsx";
import { newestMessageScrollTop } from "./newest-message-scroll.ts";
import { ReplyVote } from "./ReplyVote.tsx";
import { chatSessionReference } from "./chat-session.ts";
import { greeting, newMessage, useConversation } from "./use-conversation.ts";
import * as styles from "./ChatPanel.css.ts";

/** The custom properties the phone sheet is placed by (ChatPanel.css.ts). */
function sheetPlacement(viewport: ViewportBox | null): CSSProperties | undefined {
  if (!viewport) return undefined;
  return {
    [styles.viewportTopProperty]: `${viewport.top}px`,
    [styles.viewportHeightProperty]: `${viewport.height}px`,
  } as CSSProperties;
}

/**
 * The chat panel, a dialog: conversation log, message input, and the contact form when it is
 * offered. Opening and closing it (the launcher, Close, Escape) are the header controller's.
 *
 * Its first render is the shell (`shell`): prerendered, the greeting and an empty message box,
 * which the header's controller works from the first paint (app/lib/header/chat-shell.ts); in the
 * browser, what the visitor did there, so that the island hydrates the very markup on screen, its
 * message box still focused. Before that frame is painted it takes over: a restart, the message the
 * visitor sent (asked now, as if sent here), the conversation kept from earlier pages.
 */
export function ChatPanel({ open, shell }: { open: boolean; shell: ChatShell }) {
  const { messages, append, restart } = useConversation();
  const [live, setLive] = useState(false);
  const [draft, setDraft] = useState(shell.draft);
  const [pending, setPending] = useState(false);
  // The reply as it streams in, shown in place of "Typing..." until the whole reply arrives.
  const [streamed, setStreamed] = useState("");
  const [contactOpen, setContactOpen] = useState(false);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  // The latest finished reply, announced once (ReplyAnnouncement).
  const [announced, setAnnounced] = useState<ChatMessage | null>(null);
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
    if (!open || !log || !live) return;
    const shown = log.querySelectorAll("[data-sender]:not([data-streaming])");
    const newest = pending ? null : shown.item(shown.length - 1);
    log.scrollTo({ top: newestMessageScrollTop(log, newest), behavior: reducedMotion ? "auto" : "smooth" });
    // The viewport too: when the keyboard shrinks the sheet, the newest message stays in view.
  }, [open, live, messages, pending, streamed, contactOpen, reducedMotion, viewport]);

  // The contact form giving way (Cancel, or sent) puts focus back in the message box.
  const contactWasOpen = useRef(false);
  useEffect(() => {
    if (contactWasOpen.current && !contactOpen && open) inputRef.current?.focus();
    contactWasOpen.current = contactOpen;
  }, [open, contactOpen]);

  useEffect(() => () => clearTimeout(contactTimer.current), []);

  async function ask(question: ChatMessage, history: ChatMessage[]) {
    append(question);
    setPending(true);
    let reply: string;
    // The Worker's answer carries its links and scope as data; the keyword responder's does not.
    let answered: { links?: string[]; scope?: string; turn?: string } = {};
    try {
      const answer = await askAssistant(question.text, history, setStreamed);
      if (answer.reply.trim()) answered = answer;
      reply = answer.reply.trim() ? answer.reply : keywordReply(question.text);
    } catch (error) {
      reply = keywordReply(question.text);
      setNotice({
        tone: "info",
        title: chatText.fallback.title,
        body: error instanceof Error && error.message ? error.message : chatText.fallback.body,
      });
    }
    const answerMessage = {
      ...newMessage(reply, "bot", answered.links),
      ...(answered.turn && { turn: answered.turn }),
    };
    append(answerMessage);
    setAnnounced(answerMessage);
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

  // Two passes, as React has it for content that differs from the prerendered: the first hydrates
  // the shell as it is on screen; then, before the browser paints again, the island takes it over.
  const tookOver = useRef(false);
  const takeOver = useEffectEvent(() => {
    // Once: StrictMode runs effects twice in development.
    if (tookOver.current) return;
    tookOver.current = true;
    setLive(true);
    // The box holds what the visitor sees, keystrokes since the shell was read included.
    if (inputRef.current) setDraft(inputRef.current.value);
    if (shell.restarted) restart();
    const history = shell.restarted ? [newMessage(greeting, "bot")] : messages;
    if (shell.queued) void ask({ ...shell.queued, sender: "user" }, history);
  });
  useLayoutEffect(() => {
    if (!live) takeOver();
  }, [live]);

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || pending) return;
    setDraft("");
    void ask(newMessage(text, "user"), messages);
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

  const log = live ? (
    <>
      {messages.map((message) => (
        <Fragment key={message.id}>
          <MessageBubble sender={message.sender} text={message.text} />
          {message.turn ? <ReplyVote turn={message.turn} /> : null}
        </Fragment>
      ))}
      {pending && streamed ? <MessageBubble sender="bot" text={streamed} streaming /> : pending ? <TypingLine /> : null}
    </>
  ) : (
    // The shell as the header's controller shows it: the greeting, and the message sent with the
    // typing line under it, from the templates ChatLauncher prerenders with these components.
    <>
      <MessageBubble key={messages[0]?.id} sender="bot" text={greeting} />
      {shell.queued ? <MessageBubble key={shell.queued.id} sender="user" text={shell.queued.text} plain /> : null}
      {shell.queued ? <TypingLine /> : null}
    </>
  );
  const sending = live ? pending : shell.queued !== null;
  // The conversation's reference, once there is a recorded answer to erase: the panel looks as its shell did until then.
  const answeredOnce = messages.some((message, index) => index > 0 && message.sender === "bot");

  return (
    <section
      ref={panelRef}
      id={chatPanelId}
      role="dialog"
      aria-label={chatText.panel}
      className={`${styles.panel} ${styles.panelSize}`}
      style={sheetPlacement(viewport)}
      hidden={!open}
      // Styles the panel taller while the contact form takes room in it.
      data-contact-open={contactOpen || undefined}
      {...headerPart("chatPanel")}
    >
      {/* A div, not <header>: the panel sits in the site's header bar, beside its launcher. */}
      <div className={styles.header}>
        <h2 className={styles.title}>{chatText.title}</h2>
        <button type="button" className={styles.headerButton} onClick={startOver} {...headerPart("chatRestart")}>
          {buttonLabels.restart}
        </button>
        <button type="button" className={styles.headerButton} aria-label={chatText.close} {...headerPart("chatClose")}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <p className={styles.privacyLine}>
        {chatText.privacy}
        {live && answeredOnce ? ` ${chatText.reference} ${chatSessionReference()}.` : null}
      </p>
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        // Not live: each finished reply is announced once by ReplyAnnouncement, never as it streams.
        aria-live="off"
        aria-label={chatText.log}
        {...headerPart("chatLog")}
      >
        {log}
      </div>
      <ReplyAnnouncement reply={announced} />
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
          <form className={styles.inputRow} onSubmit={send} {...headerPart("chatForm")}>
            <label htmlFor="chat-message" className={visuallyHidden}>
              {chatText.inputLabel}
            </label>
            <input
              ref={inputRef}
              id="chat-message"
              type="text"
              className={styles.textInput}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={chatText.inputPlaceholder}
              autoComplete="off"
              maxLength={chatLimits.message}
              {...headerPart("chatInput")}
            />
            <Button type="submit" disabled={!draft.trim() || sending} {...headerPart("chatSend")}>
              {buttonLabels.send}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
