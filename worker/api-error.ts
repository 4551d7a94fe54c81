/**
 * Every error the API answers has one shape, `{ success: false, error }`, with `error` a sentence
 * a visitor can read. The middleware, the validator hooks, the routes, `notFound` and `onError`
 * all answer through `apiError`.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

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

/** Messages for Hono's own HTTP errors (for example malformed JSON), instead of Hono's wording. */
export function httpErrorMessage(status: number, message: string): string {
  if (/JSON/i.test(message)) return "The request body is not valid JSON.";
  if (status === 413) return "The request is too large.";
  return "The request is not valid.";
}
