import type { ContactEnquiry } from "../../app/shared/contact-schema.ts";

export interface Notification {
  /** Short and stable for an enquiry: in the subject, the text and the X-Enquiry-Reference header. */
  reference: string;
  subject: string;
  text: string;
  html: string;
  replyTo: { email: string; name: string };
}

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]+/g;

/** One line, no control characters, bounded: nothing a visitor types can add a mail header. */
export function headerSafe(value: string, maxLength = 150): string {
  return value.replace(controlCharacters, " ").replace(/\s+/g, " ").trim().slice(0, maxLength);
}

/**
 * The enquiry's reference as staff see it: the first eight hex digits of its id, upper case
 * (`3F2A9C1B`). Derived, never stored, so every send of the same enquiry carries the same one; the
 * full id is in the mail body for `npm run enquiries -- show`.
 */
export function enquiryReference(enquiryId: string): string {
  return enquiryId
    .replace(/[^0-9a-z]/gi, "")
    .slice(0, 8)
    .toUpperCase();
}

/** Why a reference may arrive twice, in the words the staff member reads. */
export function repeatNote(reference: string): string {
  return (
    `If another mail with reference ${reference} arrives, it is this same enquiry sent again, not a new ` +
    "one: the website repeats a mail when it cannot confirm that the first one went out. Answer it once."
  );
}

/** The mail the company inbox receives for an enquiry; every visitor value is escaped. */
export function composeNotification(enquiry: ContactEnquiry, enquiryId: string, receivedAt: string): Notification {
  const reference = enquiryReference(enquiryId);
  const subjectTail = ` [Ref ${reference}]`;
  const rows: [string, string][] = [
    ["Name", enquiry.fullName],
    ["Email", enquiry.email],
    ["Phone", enquiry.phone || "not given"],
    ["Company", enquiry.company || "not given"],
    ["Subject", enquiry.subject],
  ];
  const text = [
    "New enquiry from the website",
    "",
    ...rows.map(([label, value]) => `${label}: ${headerSafe(value, 500)}`),
    "",
    "Message:",
    enquiry.message,
    "",
    `Reference: ${reference} (enquiry ${enquiryId}, received ${receivedAt})`,
    repeatNote(reference),
    "Reply to this mail to answer the visitor directly.",
  ].join("\n");
  const html = [
    "<!doctype html><html><body>",
    "<h1>New enquiry from the website</h1>",
    "<table>",
    ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    "</table>",
    "<h2>Message</h2>",
    `<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
    `<p>Reference: <strong>${escapeHtml(reference)}</strong> (enquiry ${escapeHtml(enquiryId)}, received ${escapeHtml(receivedAt)})</p>`,
    `<p>${escapeHtml(repeatNote(reference))}</p>`,
    "</body></html>",
  ].join("");
  return {
    reference,
    // The reference comes last and is never cut: a long visitor subject is shortened instead.
    subject:
      headerSafe(`Website enquiry: ${enquiry.subject} (${enquiry.fullName})`, 150 - subjectTail.length) + subjectTail,
    text,
    html,
    replyTo: { email: headerSafe(enquiry.email, 254), name: headerSafe(enquiry.fullName, 100) },
  };
}
