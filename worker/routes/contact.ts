import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { contactSchema, minimumFillTimeMs } from "../../app/shared/contact-schema.ts";
import { apiError, methodNotAllowed, validateInVisitorWords } from "../api-error.ts";
import { deliverJob } from "../enquiries/outbox.ts";
import { mailConfigFrom } from "../enquiries/mailchannels.ts";
import { saveEnquiry } from "../enquiries/store.ts";
import { jsonBody } from "../json-body.ts";
import { rateLimit } from "../rate-limit.ts";

/** Largest accepted body: the longest valid enquiry, with room for JSON escaping. */
const maxBodyBytes = 32 * 1024;

const validation = validateInVisitorWords(
  "The enquiry must be sent as the contact form's fields (a JSON object). Please use the form on the contact page.",
);

export const contactRoutes = new Hono<{ Bindings: Env }>().post(
  "/send-email",
  ...jsonBody(maxBodyBytes),
  rateLimit({
    name: "enquiry",
    limit: (env) => Number(env.RATE_LIMIT_ENQUIRIES) || 5,
    message: "You have sent several messages in a short time.",
  }),
  zValidator("json", contactSchema, validation.hook, validation.options),
  async (c) => {
    const enquiry = c.req.valid("json");
    const now = Date.now();
    // Bots fill the hidden field or submit faster than a person can type: store, never mail.
    const spam =
      Boolean(enquiry.website) || (enquiry.startedAt !== undefined && now - enquiry.startedAt < minimumFillTimeMs);
    let stored;
    try {
      stored = await saveEnquiry(c.env.DB, enquiry, { spam, mailConfigured: mailConfigFrom(c.env) !== null, now });
    } catch (error) {
      console.error("Could not store enquiry", error);
      return apiError(c, 503, "We could not save your message just now. Please try again in a few minutes.");
    }
    // First delivery attempt after answering; the Cron retries anything this does not finish.
    if (stored.jobId) c.executionCtx.waitUntil(deliverJob(c.env, stored.jobId));
    return c.json({ success: true });
  },
);

contactRoutes.all("/send-email", methodNotAllowed);
