/**
 * The contact form's submit path: validation with the shared schema and the call to the
 * send-email endpoint. Loaded on intent (first focus or submit), so zod never weighs on the page.
 */
import { contactErrors, type ContactField, type ContactInput } from "../../shared/contact-schema.ts";

export { contactErrors };
export type { ContactField };

/**
 * Sends an enquiry. Resolves when the server has stored it; otherwise throws an Error carrying
 * the server's message, or "Failed to send message" when the answer says nothing useful.
 */
export async function sendEnquiry(enquiry: ContactInput): Promise<void> {
  const response = await fetch("/api/send-email", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(enquiry),
  });
  const answer: unknown = await response.json().catch(() => null);
  const { success, error } = (answer ?? {}) as { success?: unknown; error?: unknown };
  if (success !== true) {
    throw new Error(typeof error === "string" && error.trim() ? error : "Failed to send message");
  }
}
