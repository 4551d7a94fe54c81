import type { ContactEnquiry } from "../../app/shared/contact-schema.ts";

export interface Notification {
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

/** The mail the company inbox receives for an enquiry; every visitor value is escaped. */
export function composeNotification(enquiry: ContactEnquiry, enquiryId: string, receivedAt: string): Notification {
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
    `Reference: ${enquiryId} (received ${receivedAt})`,
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
    `<p>Reference: ${escapeHtml(enquiryId)} (received ${escapeHtml(receivedAt)})</p>`,
    "</body></html>",
  ].join("");
  return {
    subject: headerSafe(`Website enquiry: ${enquiry.subject} (${enquiry.fullName})`),
    text,
    html,
    replyTo: { email: headerSafe(enquiry.email, 254), name: headerSafe(enquiry.fullName, 100) },
  };
}
