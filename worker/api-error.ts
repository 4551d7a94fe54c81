/**
 * Every error the API answers has one shape, `{ success: false, error }`, with `error` a sentence
 * a visitor can read, and `apiError` is the one place that body is built: the middleware, the
 * validator hooks, the routes, `notFound` and `onError` all answer through the functions here.
 */
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { errorFields, log } from "./log.ts";

export interface ApiError {
  success: false;
  error: string;
}

/** The API's error answer: JSON `{ success: false, error }` with the given status and headers. */
export function apiError(c: Context, status: ContentfulStatusCode, error: string, headers?: Record<string, string>) {
  const body: ApiError = { success: false, error };
  return c.json(body, status, headers);
}

/** For every method but POST on a POST-only endpoint. */
export function methodNotAllowed(c: Context) {
  return apiError(c, 405, `This endpoint only accepts POST requests, not ${c.req.method}.`, { Allow: "POST" });
}

/** The 429 answer, with Retry-After and the wait in minutes. */
export function tooManyRequests(c: Context, message: string, retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return apiError(c, 429, `${message} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    "Retry-After": String(seconds),
  });
}

/** `app.notFound`: a JSON 404 that names what was asked for. */
export const noSuchEndpoint: NotFoundHandler = (c) =>
  apiError(c, 404, `No API endpoint at ${c.req.method} ${c.req.path}`);

/**
 * `app.onError`: Hono's own 4xx (for example malformed JSON) keep their status, in the API's
 * words instead of Hono's; anything else is logged and answered 500.
 */
export const unhandledError: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException && error.status < 500) {
    return apiError(c, error.status, httpErrorMessage(error.status, error.message));
  }
  log.error("api.unhandled_error", { route: c.req.routePath, ...errorFields(error, { stack: true }) });
  return apiError(c, 500, "The server could not complete this request. Please try again.");
};

/**
 * The answer to every request while the Worker's settings fail their check (worker/config.ts):
 * nothing is stored or sent on a configuration the operator has not got right yet.
 */
export function misconfigured(c: Context) {
  return apiError(
    c,
    500,
    "The site cannot take requests just now because of a problem on our side. Please try again later or call us.",
  );
}

function httpErrorMessage(status: number, message: string): string {
  if (/JSON/i.test(message)) return "The request body is not valid JSON.";
  if (status === 413) return "The request is too large.";
  return "The request is not valid.";
}

/**
 * Wording for any issue whose schema sets no message of its own, so nothing of the validation
 * library's wording reaches a visitor. `body` describes the expected body, for a body that is not
 * an object at all.
 */
function visitorWording(body: string) {
  return (issue: z.core.$ZodRawIssue): string => {
    if (!issue.path || issue.path.length === 0) return body;
    const field = `"${issue.path.map(String).join(".")}"`;
    switch (issue.code) {
      case "invalid_type":
        return issue.input === undefined ? `The field ${field} is required.` : `The field ${field} has the wrong type.`;
      case "too_small":
        return `The field ${field} is too short.`;
      case "too_big":
        return `The field ${field} is too long.`;
      default:
        return `The field ${field} is not valid.`;
    }
  };
}

/**
 * Options and hook for `zValidator("json", schema, hook, options)`: the body is parsed with the
 * visitor wording above, and the first issue's message is the answer.
 */
export function validateInVisitorWords(body: string) {
  const error = visitorWording(body);
  return {
    hook: (result: { success: boolean; error?: { issues: readonly { message: string }[] } }, c: Context) => {
      if (!result.success) return apiError(c, 400, result.error?.issues[0]?.message ?? body);
    },
    options: {
      validationFunction: <T extends z.ZodType>(schema: T, value: unknown) => schema.safeParseAsync(value, { error }),
    },
  };
}
