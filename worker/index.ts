import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { apiError, httpErrorMessage } from "./api-error.ts";
import { runOutbox } from "./enquiries/outbox.ts";
import { chatRoutes } from "./routes/chat.ts";
import { contactRoutes } from "./routes/contact.ts";
import { apiSecurityHeaders } from "./security-headers.ts";

/**
 * The Worker runs only for /api/* (wrangler.toml run_worker_first); every page is a static asset.
 */
export const app = new Hono<{ Bindings: Env }>().basePath("/api");

app.use("*", apiSecurityHeaders);
app.route("/", contactRoutes);
app.route("/", chatRoutes);

app.notFound((c) => apiError(c, 404, `No API endpoint at ${c.req.method} ${c.req.path}`));

app.onError((error, c) => {
  // Hono's own 4xx (for example malformed JSON) keep their status, in the API's words.
  if (error instanceof HTTPException && error.status < 500) {
    return apiError(c, error.status, httpErrorMessage(error.status, error.message));
  }
  console.error("Unhandled API error", error);
  return apiError(c, 500, "The server could not complete this request. Please try again.");
});

export default {
  fetch: app.fetch,
  /** Cron Trigger: retry every enquiry mail that is due. */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      runOutbox(env).then((run) => {
        if (run.delivered + run.retried + run.failed > 0) console.info("Enquiry outbox run", JSON.stringify(run));
      }),
    );
  },
} satisfies ExportedHandler<Env>;
