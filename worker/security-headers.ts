import { createMiddleware } from "hono/factory";
import { apiContentSecurityPolicy, baseSecurityHeaders } from "../app/shared/security-headers.ts";

/** Adds the site's security headers, plus a locked-down CSP and no caching, to API responses. */
export const apiSecurityHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(baseSecurityHeaders)) c.res.headers.set(name, value);
  c.res.headers.set("Content-Security-Policy", apiContentSecurityPolicy);
  c.res.headers.set("Cache-Control", "no-store");
});
