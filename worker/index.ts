import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
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

app.notFound((c) => c.json({ success: false, error: `No API endpoint at ${c.req.method} ${c.req.path}` }, 404));

app.onError((error, c) => {
  // Hono's own 4xx (for example malformed JSON) keep their status and message.
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ success: false, error: error.message || "The request is not valid." }, error.status);
  }
  console.error("Unhandled API error", error);
  return c.json({ success: false, error: "The server could not complete this request. Please try again." }, 500);
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
