/**
 * The browser's way to the site's API: Hono's client typed with the Worker's own routes
 * (`AppType`, worker/index.ts), so a request or an answer that no longer matches what the Worker
 * accepts and sends fails the type check. The chat and the contact form call through `api`.
 */
import { hc } from "hono/client";
import type { AppType } from "worker-api";

export const api = hc<AppType>("/").api;

/**
 * The sentence of an API error answer (`{ success: false, error }`), or `fallback` when the answer
 * carries none: a body that is not the API's (a proxy's error page), or an empty sentence.
 */
export function errorSentence(answer: unknown, fallback: string): string {
  const error = typeof answer === "object" && answer !== null && "error" in answer ? answer.error : undefined;
  return typeof error === "string" && error.trim() ? error : fallback;
}
