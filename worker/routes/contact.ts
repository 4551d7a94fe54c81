import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { contactSchema, minimumFillTimeMs } from "../../app/shared/contact-schema.ts";
import { apiError, methodNotAllowed, validateInVisitorWords } from "../api-error.ts";
import { deliverJob } from "../enquiries/outbox.ts";
import { mailConfigFrom } from "../enquiries/mailchannels.ts";
import { saveEnquiry } from "../enquiries/store.ts";
import { jsonBody } from "../json-body.ts";
import { clientIpHash, rateLimit, tooManyRequests, windowSeconds } from "../rate-limit.ts";

/** Largest accepted body: the longest valid enquiry, with room for JSON escaping. */
const maxBodyBytes = 32 * 1024;

const enquiryLimit = (env: Env) => Number(env.RATE_LIMIT_ENQUIRIES) || 5;
const limitMessage = "You have sent several messages in a short time.";
const validation = validateInVisitorWords(
  "The enquiry must be sent as the contact form's fields (a JSON object). Please use the form on the contact page.",
);

export const contactRoutes = new Hono<{ Bindings: Env }>().post(
  "/send-email",
  ...jsonBody(maxBodyBytes),
  // The first line: cheap and approximate. The exact limit is the count inside the enquiry's insert.
  rateLimit({ name: "enquiry", limit: enquiryLimit, message: limitMessage }),
  zValidator("json", contactSchema, validation.hook, validation.options),
  async (c) => {
    const enquiry = c.req.valid("json");
    const now = Date.now();
    // Bots fill the hidden field or submit faster than a person can type: store, never mail.
    const spam =
      Boolean(enquiry.website) || (enquiry.startedAt !== undefined && now - enquiry.startedAt < minimumFillTimeMs);
    const limit = { ipHash: await clientIpHash(c), max: enquiryLimit(c.env), windowMs: windowSeconds(c.env) * 1000 };
    let saved;
    try {
      saved = await saveEnquiry(c.env.DB, enquiry, {
        spam,
        mailConfigured: mailConfigFrom(c.env) !== null,
        now,
        limit,
      });
    } catch (error) {
      console.error("Could not store enquiry", error);
      return apiError(c, 503, "We could not save your message just now. Please try again in a few minutes.");
    }
    if (!saved.stored) return tooManyRequests(c, limitMessage, saved.retryAfterMs / 1000);
    // First delivery attempt after answering; the Cron retries anything this does not finish.
    if (saved.jobId) c.executionCtx.waitUntil(deliverJob(c.env, saved.jobId));
    return c.json({ success: true });
  },
);

contactRoutes.all("/send-email", methodNotAllowed);
