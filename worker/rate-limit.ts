import { createMiddleware } from "hono/factory";
import { apiError } from "./api-error.ts";

/**
 * A fixed-window, per-IP request limit kept in KV. KV is eventually consistent, so a burst
 * spread over several edge locations may slip a few extra requests through; it bounds abuse,
 * it is not an exact quota.
 */
export function rateLimit(options: { name: string; limit: (env: Env) => number; message: string }) {
  return createMiddleware<{ Bindings: Env }>(async (c, next) => {
    const windowSeconds = Number(c.env.RATE_LIMIT_WINDOW_SECONDS) || 600;
    const limit = options.limit(c.env);
    const ip = c.req.header("CF-Connecting-IP") ?? "unknown";
    const now = Math.floor(Date.now() / 1000);
    const windowStart = now - (now % windowSeconds);
    const key = `${options.name}:${ip}:${windowStart}`;
    const used = Number(await c.env.RATE_LIMIT.get(key)) || 0;
    if (used >= limit) {
      const retryAfter = windowStart + windowSeconds - now;
      const minutes = Math.max(1, Math.ceil(retryAfter / 60));
      return apiError(c, 429, `${options.message} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
        "Retry-After": String(retryAfter),
      });
    }
    // KV entries expire at least 60 s after being written.
    await c.env.RATE_LIMIT.put(key, String(used + 1), { expirationTtl: Math.max(60, windowSeconds) });
    await next();
  });
}
