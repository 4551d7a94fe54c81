/**
 * The contact form's submit path: validation with the shared schema and the call to the
 * send-email endpoint. Loaded on intent (first focus or submit), so zod never weighs on the page.
 */
import { contactFormText } from "../../../content/ui-text.ts";
import { api, errorSentence } from "../../lib/api-client.ts";
import { contactErrors, type ContactField, type ContactInput } from "../../shared/contact-schema.ts";

export { contactErrors };
export type { ContactField };

/**
 * Sends an enquiry. Resolves when the server has stored it; otherwise throws an Error carrying
 * the server's message, or `contactFormText.unexplainedFailure` when the answer says nothing useful.
 */
export async function sendEnquiry(enquiry: ContactInput): Promise<void> {
  const response = await api["send-email"].$post({ json: enquiry });
  const answer = await response.json().catch(() => null);
  if (answer?.success !== true) throw new Error(errorSentence(answer, contactFormText.unexplainedFailure));
}
