import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { contactSchema } from "../../app/shared/contact-schema.ts";
import { apiError, methodNotAllowed, tooManyRequests, validateInVisitorWords } from "../api-error.ts";
import type { ApiEnv } from "../config.ts";
import { receiveEnquiry } from "../enquiries/receive.ts";
import { jsonBody } from "../json-body.ts";
import { clientIpHash, rateLimit } from "../rate-limit.ts";

/** Largest accepted body: the longest valid enquiry, with room for JSON escaping. */
const maxBodyBytes = 32 * 1024;

const limitMessage = "You have sent several messages in a short time.";
const validation = validateInVisitorWords(
  "The enquiry must be sent as the contact form's fields (a JSON object). Please use the form on the contact page.",
);

export const contactRoutes = new Hono<ApiEnv>().post(
  "/send-email",
  ...jsonBody(maxBodyBytes),
  // The first line: cheap and approximate. The exact limit is the count inside the enquiry's insert.
  rateLimit({ name: "enquiry", limit: (config) => config.limits.enquiries, message: limitMessage }),
  zValidator("json", contactSchema, validation.hook, validation.options),
  async (c) => {
    const { mail, limits } = c.var.config;
    const desk = {
      outbox: { db: c.env.DB, mail },
      limit: { max: limits.enquiries, windowMs: limits.windowSeconds * 1000 },
    };
    const sender = { now: Date.now(), ipHash: await clientIpHash(c) };
    const outcome = await receiveEnquiry(desk, c.req.valid("json"), sender, (work) => c.executionCtx.waitUntil(work));
    if (outcome.kind === "unavailable") {
      return apiError(c, 503, "We could not save your message just now. Please try again in a few minutes.");
    }
    if (outcome.kind === "limited") return tooManyRequests(c, limitMessage, outcome.retryAfterSeconds);
    return c.json({ success: true as const });
  },
);

contactRoutes.all("/send-email", methodNotAllowed);
