import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { tooManyRequests } from "./api-error.ts";
import type { ApiEnv, WorkerConfig } from "./config.ts";
import { errorFields, log } from "./log.ts";

/** The salt of local runs (wrangler.toml [vars]); production sets IP_HASH_SALT as a secret. */
const localSalt = "local-only-not-secret";
let warnedAboutSalt = false;

/** IP_HASH_SALT, or the public local salt (logged once per isolate) while the secret is unset. */
export function hashSalt(config: WorkerConfig): string {
  if (config.ipHashSalt) return config.ipHashSalt;
  if (!warnedAboutSalt) {
    log.error("config.ip_hash_salt_missing", {
      detail: "IP_HASH_SALT is not set: IP hashes use the public local salt. Set the secret.",
    });
  }
  warnedAboutSalt = true;
  return localSalt;
}

/**
 * The client's IP address as a keyed hash (HMAC-SHA-256 with IP_HASH_SALT, hex): all the API
 * keeps of an address, in KV keys and in D1. Only someone who knows the salt could reverse it by
 * hashing every IPv4 address.
 */
export async function clientIpHash(c: Context<ApiEnv>): Promise<string> {
  const ip = c.req.header("CF-Connecting-IP") ?? "unknown";
  const salt = hashSalt(c.var.config);
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(salt), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(ip)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A fixed-window, per-IP request limit kept in KV: a cheap first line, not an exact quota. KV is
 * eventually consistent and this reads then writes, so concurrent requests, or requests spread over
 * several edge locations, may slip a few extra through. Only accepted requests (status below 400)
 * count, so a visitor's rejected attempts never use up their allowance. Where a limit must hold
 * exactly (enquiries), the route checks it again atomically in D1.
 */
export function rateLimit(options: { name: string; limit: (config: WorkerConfig) => number; message: string }) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const window = c.var.config.limits.windowSeconds;
    const limit = options.limit(c.var.config);
    const now = Math.floor(Date.now() / 1000);
    const windowStart = now - (now % window);
    const key = `${options.name}:${await clientIpHash(c)}:${windowStart}`;
    const used = Number(await c.env.RATE_LIMIT.get(key)) || 0;
    if (used >= limit) return tooManyRequests(c, options.message, windowStart + window - now);
    await next();
    if (c.res.status >= 400) return;
    const count = async () => {
      const current = Number(await c.env.RATE_LIMIT.get(key)) || 0;
      // KV entries expire at least 60 s after being written.
      await c.env.RATE_LIMIT.put(key, String(current + 1), { expirationTtl: Math.max(60, window) });
    };
    // Counted after the answer is on its way.
    c.executionCtx.waitUntil(
      count().catch((error: unknown) =>
        log.warn("rate_limit.not_counted", { limit: options.name, ...errorFields(error) }),
      ),
    );
  });
}
