import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { buttonLabels, contactFormText, fieldLabels } from "../../../content/ui-text.ts";
import { useIslandContext } from "../../lib/island-context.ts";
import { Button } from "../ui/Button.tsx";
import { Notice, type NoticeContent } from "../ui/Notice.tsx";
import {
  error as errorText,
  field,
  form,
  honeypot,
  input,
  label,
  optional,
  privacy,
  row,
  textarea,
} from "./ContactForm.css.ts";
import type { ContactField } from "./submit-enquiry.ts";

type Errors = Partial<Record<ContactField, string>>;

const fieldOrder: ContactField[] = ["fullName", "email", "phone", "company", "subject", "message"];

/**
 * The form's current values, read from the DOM: the inputs are uncontrolled, so whatever a
 * visitor typed before the page finished hydrating is still what gets sent.
 */
function readValues(formElement: HTMLFormElement): Record<ContactField, string> {
  const data = new FormData(formElement);
  return Object.fromEntries(fieldOrder.map((name) => [name, String(data.get(name) ?? "")])) as Record<
    ContactField,
    string
  >;
}

function isControl(element: EventTarget): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLButtonElement
  );
}

// Validation and network code load on the visitor's first focus, not with the page.
const loadSubmitModule = () => import("./submit-enquiry.ts");

/** A labelled field with its error underneath, tied to the control by aria-describedby. */
function Field({
  name,
  isOptional,
  error,
  children,
}: {
  name: ContactField;
  isOptional?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={field}>
      <label className={label} htmlFor={`contact-${name}`}>
        {fieldLabels[name]}
        {isOptional ? <span className={optional}>{contactFormText.optional}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`contact-${name}-error`} className={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The "Send us a Message" form: the spec's fields, rules, states and notices. */
export function ContactForm({ privacyNotice }: { privacyNotice: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const startedAt = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  // The form hydrates on the visitor's first press, key or focus in it (app/islands): that moment,
  // not the hydration's, is when they started filling it in.
  const intentAt = useIslandContext()?.intentAt ?? null;
  useEffect(() => {
    if (intentAt === null) return;
    startedAt.current ??= intentAt;
    void loadSubmitModule();
  }, [intentAt]);

  function onFirstIntent(event: FocusEvent<HTMLFormElement>) {
    // The visitor reaching for a field or button, not the outcome notice taking focus after a send.
    if (!isControl(event.target)) return;
    startedAt.current ??= Date.now();
    void loadSubmitModule();
  }

  function recheck(name: ContactField, formElement: HTMLFormElement | null) {
    // A field that shows an error is re-checked as the visitor corrects it.
    if (!errors[name] || !formElement) return;
    const values = readValues(formElement);
    void loadSubmitModule().then(({ contactErrors }) =>
      setErrors((current) => ({ ...current, [name]: contactErrors({ type: "contact", ...values })[name] })),
    );
  }

  function controlProps(name: ContactField, required: boolean) {
    return {
      id: `contact-${name}`,
      name,
      required,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => recheck(name, event.currentTarget.form),
    };
  }

  function dismissNotice() {
    setNotice(null);
    // The notice held focus: hand it to the form, ready for the next message, not to the page.
    firstFieldRef.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const { contactErrors, sendEnquiry } = await loadSubmitModule();
    const enquiry = { type: "contact" as const, ...readValues(formElement) };
    const found = contactErrors(enquiry);
    // Rendered before focus moves, so the field is heard with its error and as invalid.
    flushSync(() => setErrors(found));
    const firstInvalid = fieldOrder.find((name) => found[name]);
    if (firstInvalid) {
      formElement.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setNotice(null);
    try {
      await sendEnquiry({
        ...enquiry,
        website: honeypotRef.current?.value ?? "",
        startedAt: startedAt.current ?? undefined,
      });
      formElement.reset();
      startedAt.current = null;
      setNotice({ tone: "success", ...contactFormText.sent });
    } catch (failure) {
      setNotice({
        tone: "error",
        title: contactFormText.failed.title,
        body: failure instanceof Error ? failure.message : contactFormText.failed.body,
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className={form} noValidate onSubmit={onSubmit} onFocus={onFirstIntent}>
      {/* The outcome of sending is focused and scrolled to: on a phone the form's top is off screen. */}
      <Notice content={notice} onDismiss={dismissNotice} takeFocus />
      <div className={row}>
        <Field name="fullName" error={errors.fullName}>
          <input
            {...controlProps("fullName", true)}
            ref={firstFieldRef}
            className={input}
            type="text"
            autoComplete="name"
          />
        </Field>
        <Field name="email" error={errors.email}>
          <input {...controlProps("email", true)} className={input} type="email" autoComplete="email" />
        </Field>
      </div>
      <div className={row}>
        <Field name="phone" isOptional error={errors.phone}>
          <input {...controlProps("phone", false)} className={input} type="tel" autoComplete="tel" />
        </Field>
        <Field name="company" isOptional error={errors.company}>
          <input {...controlProps("company", false)} className={input} type="text" autoComplete="organization" />
        </Field>
      </div>
      <Field name="subject" error={errors.subject}>
        <input {...controlProps("subject", true)} className={input} type="text" />
      </Field>
      <Field name="message" error={errors.message}>
        <textarea {...controlProps("message", true)} className={textarea} rows={6} />
      </Field>
      <div className={honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{contactFormText.honeypot}</label>
        <input ref={honeypotRef} id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className={privacy}>{privacyNotice}</p>
      <div>
        <Button type="submit" size="lg" busy={submitting}>
          {submitting ? buttonLabels.sending : buttonLabels.sendMessage}
        </Button>
      </div>
    </form>
  );
}
