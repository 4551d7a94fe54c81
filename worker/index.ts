import { Hono } from "hono";
import { noSuchEndpoint, unhandledError } from "./api-error.ts";
import { runOutbox } from "./enquiries/outbox.ts";
import { chatRoutes } from "./routes/chat.ts";
import { contactRoutes } from "./routes/contact.ts";
import { apiSecurityHeaders } from "./security-headers.ts";

/**
 * The Worker runs only for /api/* (wrangler.toml run_worker_first); every page is a static asset.
 * The routes are chained so that their types make up `AppType`, the contract the browser's client
 * (app/lib/api-client.ts) is typed with.
 */
export const app = new Hono<{ Bindings: Env }>()
  .basePath("/api")
  .use("*", apiSecurityHeaders)
  .route("/", contactRoutes)
  .route("/", chatRoutes);

export type AppType = typeof app;

app.notFound(noSuchEndpoint);
app.onError(unhandledError);

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
