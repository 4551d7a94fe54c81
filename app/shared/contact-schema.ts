/**
 * The contact enquiry: one schema for the contact form, the chat's contact form and the
 * send-email endpoint, so the browser and the Worker accept exactly the same input.
 */
import {
  controlCharacters,
  loneSurrogate,
  unicodeLineBreak,
  visibleLength,
  withPlainLineBreaks,
} from "./text-rules.ts";
import { z } from "./zod.ts";

/** Shortest time a person takes to fill the form; quicker submissions are treated as bots. */
export const minimumFillTimeMs = 3000;

const markup = /<\/?[a-z!][^>]*>/i;
const lineBreak = /[\r\n]/;
/**
 * Bidirectional embeddings, overrides, isolates and marks (U+202A-202E, U+2066-2069, U+200E/F,
 * U+061C): they can make a name or subject read differently from what it is, so one-line fields
 * drop them.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** For the two fields a person never fills in: only a broken or scripted form gets them wrong. */
const formProblem = "The form could not be sent as it is. Please reload the page and try again.";

/**
 * A text field. One-line fields (name, phone, company, subject) become a mail's subject, its
 * reply-to name and one row of the staff's list and CSV: they take no line break of any kind and no
 * markup. The message is text of several lines: its Unicode line breaks become `\n`, and markup in
 * it is text like any other (a visitor may well quote the code of an attack), stored as typed and
 * escaped wherever it is shown.
 */
function text(label: string, options: { min?: number; minMessage?: string; max: number; singleLine: boolean }) {
  let field = z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .overwrite((value) => (options.singleLine ? value.replace(bidiControls, "") : withPlainLineBreaks(value)))
    .trim()
    // Nothing but invisible characters is no text at all.
    .overwrite((value) => (visibleLength(value) === 0 ? "" : value));
  const min = options.min;
  if (min) {
    field = field.refine((value) => visibleLength(value) >= min, options.minMessage ?? `${label} is required`);
  }
  field = field
    .max(options.max, `${label} must be at most ${options.max} characters`)
    .refine((value) => !controlCharacters.test(value), `${label} contains characters that are not allowed`)
    .refine(
      (value) => !loneSurrogate.test(value),
      `${label} contains a broken character (for example half of an emoji). Please type it again.`,
    );
  if (!options.singleLine) return field;
  return field
    .refine((value) => !lineBreak.test(value), `${label} must be a single line`)
    .refine(
      (value) => !unicodeLineBreak.test(value),
      `${label} contains an invisible line break, often copied from another document. Please type it again on one line.`,
    )
    .refine((value) => !markup.test(value), `${label} must not contain HTML tags`);
}

export const contactFieldLimits = { fullName: 100, email: 254, phone: 40, company: 120, subject: 150, message: 5000 };

export const contactSchema = z.object(
  {
    type: z.literal("contact", 'Enquiry type must be "contact"'),
    fullName: text("Name", {
      min: 2,
      minMessage: "Name must be at least 2 characters",
      max: contactFieldLimits.fullName,
      singleLine: true,
    }),
    email: z
      .string({
        error: (issue) => (issue.input === undefined ? "Email is required" : "Please enter a valid email address"),
      })
      .trim()
      .max(contactFieldLimits.email, "Please enter a valid email address")
      .pipe(z.email("Please enter a valid email address")),
    phone: text("Phone", { max: contactFieldLimits.phone, singleLine: true })
      .refine((value) => value === "" || /^[+\d\s().-]{6,}$/.test(value), "Please enter a valid phone number")
      .default(""),
    company: text("Company", { max: contactFieldLimits.company, singleLine: true }).default(""),
    subject: text("Subject", {
      min: 3,
      minMessage: "Subject must be at least 3 characters",
      max: contactFieldLimits.subject,
      singleLine: true,
    }),
    message: text("Message", {
      min: 10,
      minMessage: "Message must be at least 10 characters",
      max: contactFieldLimits.message,
      singleLine: false,
    }),
    /** Honeypot: a field people never see. Anything in it marks the enquiry as spam. */
    website: z.string(formProblem).max(200, formProblem).optional(),
    /** When the visitor started filling the form (ms since epoch), for the minimum fill time. */
    startedAt: z.number(formProblem).int(formProblem).nonnegative(formProblem).optional(),
  },
  "The enquiry must be sent as the contact form's fields (a JSON object). Please use the form on the contact page.",
);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactEnquiry = z.output<typeof contactSchema>;
export type ContactField = "fullName" | "email" | "phone" | "company" | "subject" | "message";

/** Field-by-field error messages, the first for each field. */
export function contactErrors(input: unknown): Partial<Record<ContactField, string>> {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}
