import { useEffect, useRef, useState, type FormEvent } from "react";
import { buttonLabels, chatText, fieldLabels } from "../../../content/ui-text.ts";
import type { ChatMessage } from "../../shared/chat/types.ts";
import { Button } from "../ui/Button.tsx";
import type { NoticeContent } from "../ui/Notice.tsx";
import { contactFailureFallback, sendChatContact } from "./chat-api.ts";
import * as styles from "./ChatContactForm.css.ts";

const empty = { name: "", email: "", phone: "" };
type ContactField = keyof typeof empty;
const headingId = "chat-contact-heading";

/**
 * The chat's contact request: name, email and phone, all required, under one line that says what
 * it is for and names the form. Focus goes to its first field as it appears, where a screen reader
 * announces the form by that line.
 */
export function ChatContactForm({
  focusOnOpen,
  messages,
  onCancel,
  onSent,
  onNotice,
}: {
  /** Focus the first field on appearing: the form replaces the message input, which had focus. */
  focusOnOpen: boolean;
  messages: ChatMessage[];
  onCancel: () => void;
  onSent: () => void;
  onNotice: (notice: NoticeContent) => void;
}) {
  const [values, setValues] = useState(empty);
  const [sending, setSending] = useState(false);
  // The fields left empty when the visitor last tried to send: marked invalid until filled in.
  const [missing, setMissing] = useState<ContactField[]>([]);
  // When the form appeared: the enquiry endpoint uses it to tell people from bots.
  const [shownAt] = useState(() => Date.now());
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnOpen) nameRef.current?.focus();
  }, [focusOnOpen]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const contact = { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() };
    const empties = (Object.keys(contact) as ContactField[]).filter((name) => !contact[name]);
    setMissing(empties);
    if (empties.length > 0) {
      onNotice({ tone: "error", title: chatText.contactForm.incomplete });
      // To the first field to fill in, which says it is invalid: the alert says why.
      document.getElementById(`chat-contact-${empties[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendChatContact(contact, messages, shownAt);
      setValues(empty);
      onSent();
    } catch (error) {
      onNotice({
        tone: "error",
        title: chatText.contactForm.failed,
        body: error instanceof Error && error.message ? error.message : contactFailureFallback,
      });
    } finally {
      setSending(false);
    }
  }

  const field = (name: ContactField, label: string, type: string, autoComplete: string) => (
    <>
      <label htmlFor={`chat-contact-${name}`} className={styles.contactLabel}>
        {label}
      </label>
      <input
        ref={name === "name" ? nameRef : undefined}
        id={`chat-contact-${name}`}
        className={styles.contactInput}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={missing.includes(name) && !values[name].trim() ? true : undefined}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    </>
  );

  return (
    <form className={styles.contactForm} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h3 id={headingId} className={styles.contactHeading}>
        {chatText.contactForm.heading}
      </h3>
      {field("name", fieldLabels.fullName, "text", "name")}
      {field("email", fieldLabels.email, "email", "email")}
      {field("phone", fieldLabels.phone, "tel", "tel")}
      <div className={styles.contactActions}>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {buttonLabels.cancel}
        </Button>
        <Button type="submit" size="sm" busy={sending}>
          {sending ? buttonLabels.sending : buttonLabels.send}
        </Button>
      </div>
    </form>
  );
}
