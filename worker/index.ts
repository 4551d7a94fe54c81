import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { misconfigured, noSuchEndpoint, unhandledError } from "./api-error.ts";
import { configFor, type ApiEnv } from "./config.ts";
import { raiseAlerts, runOutbox } from "./enquiries/outbox.ts";
import { errorFields, log } from "./log.ts";
import { expireChatRecords } from "./chat-records/store.ts";
import { chatFeedbackRoutes } from "./routes/chat-feedback.ts";
import { chatRoutes } from "./routes/chat.ts";
import { contactRoutes } from "./routes/contact.ts";
import { apiSecurityHeaders } from "./security-headers.ts";

/**
 * The edge: the settings are checked once per isolate (worker/config.ts) and handed to the routes
 * as `c.var.config`. While they fail the check every request is answered 500, and each one logs
 * the problems, so an operator who starts `wrangler tail` at any moment sees why.
 */
const checkedConfig = createMiddleware<ApiEnv>(async (c, next) => {
  const result = configFor(c.env);
  if (!result.ok) {
    log.error("config.invalid", { problems: result.problems });
    return misconfigured(c);
  }
  c.set("config", result.config);
  await next();
});

/**
 * The Worker runs only for /api/* (wrangler.toml run_worker_first); every page is a static asset.
 * The routes are chained so that their types make up `AppType`, the contract the browser's client
 * (app/lib/api-client.ts) is typed with.
 */
export const app = new Hono<ApiEnv>()
  .basePath("/api")
  .use("*", apiSecurityHeaders)
  .use("*", checkedConfig)
  .route("/", contactRoutes)
  .route("/", chatRoutes)
  .route("/", chatFeedbackRoutes);

export type AppType = typeof app;

app.notFound(noSuchEndpoint);
app.onError(unhandledError);

/** Cron Trigger: retry every enquiry mail that is due, raise the alerts that are due, expire chat records. */
async function scheduled(env: Env): Promise<void> {
  const result = configFor(env);
  if (!result.ok) {
    log.error("config.invalid", { problems: result.problems });
    return;
  }
  // Apart from the outbox, so that neither's failure stops the other.
  const expiry = expireChatRecords(env.DB, Date.now(), result.config.chatRecords.days).then(
    (expired) => {
      if (expired.turns + expired.votes > 0) log.info("chat_records.expired", { ...expired });
    },
    (error: unknown) => log.error("chat_records.expiry_failed", errorFields(error)),
  );
  try {
    const run = await runOutbox({ db: env.DB, mail: result.config.mail });
    const alerts = await raiseAlerts(env.DB);
    if (run.delivered + run.retried + run.failed + alerts > 0) log.info("outbox.run", { ...run, alerts });
  } catch (error) {
    // Logged as a line an operator can filter on, and thrown on, so the Cron event shows it failed.
    log.error("outbox.run_failed", errorFields(error, { stack: true }));
    throw error;
  } finally {
    await expiry;
  }
}

export default {
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(scheduled(env));
  },
} satisfies ExportedHandler<Env>;
