import { useEffect, useRef, useState, type FormEvent } from "react";
import { keywordReply } from "../../shared/chat/keyword-responder.ts";
import { shouldOfferContactForm } from "../../shared/chat/contact-trigger.ts";
import { useReducedMotion } from "../../lib/use-reduced-motion.ts";
import { button } from "../ui/button.css.ts";
import { Icon } from "../ui/Icon.tsx";
import { Notice, type NoticeContent } from "../ui/Notice.tsx";
import { askAssistant } from "./chat-api.ts";
import { ChatContactForm } from "./ChatContactForm.tsx";
import { MessageText } from "./MessageText.tsx";
import { newMessage, useConversation } from "./use-conversation.ts";
import * as styles from "./chat.css.ts";

/** Delay before the contact form replaces the message input, from the specification. */
export const contactFormDelayMs = 600;

/** The chat panel: conversation log, message input, and the contact form when it is offered. */
export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { messages, append, restart } = useConversation();
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  // The reply as it streams in, shown in place of "Typing..." until the whole reply arrives.
  const [streamed, setStreamed] = useState("");
  const [contactOpen, setContactOpen] = useState(false);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const contactTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reducedMotion = useReducedMotion();

  // The newest message is always in view; smoothly, unless the visitor prefers less motion.
  useEffect(() => {
    if (open) endRef.current?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "end" });
  }, [open, messages, pending, streamed, contactOpen, reducedMotion]);

  useEffect(() => {
    if (open && !contactOpen) inputRef.current?.focus();
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
    try {
      const answer = await askAssistant(text, history, setStreamed);
      reply = answer.trim() ? answer : keywordReply(text);
    } catch (error) {
      reply = keywordReply(text);
      setNotice({
        tone: "info",
        title: "Using fallback answer",
        body: error instanceof Error && error.message ? error.message : "AI is unavailable right now.",
      });
    }
    const answerMessage = newMessage(reply, "bot");
    append(answerMessage);
    setStreamed("");
    setPending(false);
    const conversation = [...history, question, answerMessage].map((message) => message.text).join("\n");
    if (shouldOfferContactForm(conversation, reply)) {
      clearTimeout(contactTimer.current);
      contactTimer.current = setTimeout(() => setContactOpen(true), contactFormDelayMs);
    }
  }

  function onContactSent() {
    setContactOpen(false);
    setNotice({ tone: "success", title: "Contact details sent!", body: "Our team will get back to you shortly." });
    append(newMessage("Thank you! Our team has your details and will get back to you shortly.", "bot"));
  }

  function startOver() {
    clearTimeout(contactTimer.current);
    setContactOpen(false);
    setNotice(null);
    restart();
  }

  return (
    <section
      id="chat-panel"
      className={styles.panel}
      aria-label="Chat with our assistant"
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className={styles.header}>
        <h2 className={styles.title}>Chat with us</h2>
        <button type="button" className={styles.headerButton} onClick={startOver}>
          Restart
        </button>
        <button type="button" className={styles.headerButton} aria-label="Close chat" onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      </header>
      <p className={styles.privacyLine}>
        We use your messages only to answer you. Please don&apos;t share health or other sensitive details.
      </p>
      <div className={styles.log} role="log" aria-live="polite" aria-label="Conversation">
        {messages.map((message) => (
          <p
            key={message.id}
            className={styles.bubble({ sender: message.sender })}
            data-sender={message.sender}
            data-message-id={message.id}
          >
            <span className={styles.senderLabel}>{message.sender === "user" ? "You: " : "Assistant: "}</span>
            <MessageText text={message.text} />
          </p>
        ))}
        {pending && streamed ? (
          <p className={styles.bubble({ sender: "bot" })} data-sender="bot" data-streaming="">
            <span className={styles.senderLabel}>Assistant: </span>
            <MessageText text={streamed} />
          </p>
        ) : pending ? (
          <p className={styles.typing}>Typing...</p>
        ) : null}
        <div ref={endRef} />
      </div>
      <div className={styles.noticeArea}>
        <Notice content={notice} onDismiss={() => setNotice(null)} />
      </div>
      <div className={styles.footer}>
        {contactOpen ? (
          <ChatContactForm
            messages={messages}
            onCancel={() => setContactOpen(false)}
            onSent={onContactSent}
            onNotice={setNotice}
          />
        ) : (
          <form className={styles.inputRow} onSubmit={send}>
            <label htmlFor="chat-message" className={styles.visuallyHidden}>
              Your message
            </label>
            <input
              ref={inputRef}
              id="chat-message"
              className={styles.textInput}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Type your message..."
              autoComplete="off"
              maxLength={1000}
            />
            <button type="submit" className={button()} disabled={!draft.trim() || pending}>
              Send
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
