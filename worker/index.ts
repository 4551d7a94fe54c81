import { Hono } from "hono";
import { apiSecurityHeaders } from "./security-headers.ts";

/**
 * The Worker runs only for /api/* (wrangler.toml run_worker_first); every page is a static asset.
 * Routes for enquiries and chat mount here.
 */
const app = new Hono<{ Bindings: Env }>();

app.use("*", apiSecurityHeaders);

app.notFound((c) => c.json({ success: false, error: `No API endpoint at ${c.req.method} ${c.req.path}` }, 404));

app.onError((error, c) => {
  console.error("Unhandled API error", error);
  return c.json({ success: false, error: "The server could not complete this request. Please try again." }, 500);
});

export default app;
