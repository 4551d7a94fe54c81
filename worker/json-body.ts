import { createMiddleware } from "hono/factory";
import { loneSurrogate } from "../app/shared/text-rules.ts";
import { apiError } from "./api-error.ts";
import type { ApiEnv } from "./config.ts";

type BodyRead = { bytes: Uint8Array } | { problem: "too large" | "incomplete" };

/** A promise that settles as "timeout" after timeoutMs, and the function that calls it off. */
function deadline(timeoutMs: number): { expired: Promise<"timeout">; clear: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  return { expired, clear: () => clearTimeout(timer) };
}

/**
 * Reads a body of at most maxBytes within timeoutMs. A body that stops short of its length (the
 * client stalls, or the connection breaks) is "incomplete" rather than a request that waits forever.
 *
 * A body with a declared length (already checked against maxBytes) is read whole by the runtime.
 * Read chunk by chunk instead, every upload abandoned halfway left about 10 KB in the local
 * runtime that no collection freed (decision 0013); only a chunked body, whose size is known once
 * it has arrived, is read that way, so that it can be stopped at maxBytes.
 */
async function readBody(
  request: Request,
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  timeoutMs: number,
): Promise<BodyRead> {
  const time = deadline(timeoutMs);
  try {
    if (request.headers.has("Content-Length")) {
      const whole = await Promise.race([request.arrayBuffer(), time.expired]).catch(() => "broken" as const);
      return whole === "timeout" || whole === "broken" ? { problem: "incomplete" } : { bytes: new Uint8Array(whole) };
    }
    return await readChunks(stream, maxBytes, time.expired);
  } finally {
    time.clear();
  }
}

async function readChunks(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  expired: Promise<"timeout">,
): Promise<BodyRead> {
  const reader = stream.getReader();
  const stop = (problem: "too large" | "incomplete"): BodyRead => {
    reader.cancel().catch(() => undefined);
    return { problem };
  };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = await Promise.race([reader.read(), expired]).catch(() => "broken" as const);
    if (next === "timeout" || next === "broken") return stop("incomplete");
    if (next.done) break;
    size += next.value.byteLength;
    if (size > maxBytes) return stop("too large");
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes };
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * The body as text, or undefined if it is not UTF-8: invalid bytes, overlong forms (C0 AF for
 * "/"), encoded surrogates. A lenient decoder would turn them into U+FFFD and store the result.
 */
function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Where the parsed body holds a lone surrogate (UTF-8 cannot carry one, but a JSON escape such as
 * `\ud800` can): `{ key }` in a property name, `{ path }` (dotted) in a string, undefined nowhere.
 * Walks with its own stack, so a deeply nested body cannot exhaust the call stack.
 */
function brokenTextIn(body: unknown): { key: true } | { path: string } | undefined {
  const pending: [unknown, string][] = [[body, ""]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === "string") {
      if (loneSurrogate.test(value)) return { path };
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (loneSurrogate.test(key)) return { key: true };
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/** The 400 for a body whose text is broken, in the visitor's words; undefined if it is sound. */
function textProblem(bytes: Uint8Array): string | undefined {
  const text = decodeUtf8(bytes);
  if (text === undefined) return "The request could not be read: its text is not valid UTF-8. Please try again.";
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the validator answers that, as for any malformed body.
    return undefined;
  }
  const broken = brokenTextIn(body);
  if (!broken) return undefined;
  // Only a field name of the forms' own kind is named back; anything else could be any text.
  return "path" in broken && /^[A-Za-z][\w.]{0,40}$/.test(broken.path)
    ? `The field "${broken.path}" contains a broken character (for example half of an emoji). Please type it again.`
    : "The request contains a broken character (half of a UTF-16 surrogate pair). Please try again.";
}

/**
 * Rejects anything but a JSON body of at most maxBytes that arrives within the config's
 * `bodyReadTimeoutMs`, in UTF-8 and without a lone surrogate in any string or key, with the API's
 * error shape. The body is read here, once, and handed on in memory.
 */
export function jsonBody(maxBytes: number) {
  const tooLarge = `The request is too large (at most ${maxBytes} bytes).`;
  const requireJson = createMiddleware(async (c, next) => {
    const type = c.req.header("Content-Type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return apiError(c, 415, "Send the request as JSON (Content-Type: application/json).");
    }
    await next();
  });
  const readWithinLimits = createMiddleware<ApiEnv>(async (c, next) => {
    const declared = Number(c.req.header("Content-Length"));
    if (declared > maxBytes) return apiError(c, 413, tooLarge);
    const stream = c.req.raw.body;
    if (stream) {
      const read = await readBody(c.req.raw, stream, maxBytes, c.var.config.bodyReadTimeoutMs);
      if ("problem" in read) {
        return read.problem === "too large"
          ? apiError(c, 413, tooLarge)
          : apiError(c, 400, "The request body did not arrive completely. Please try again.");
      }
      const problem = textProblem(read.bytes);
      if (problem) return apiError(c, 400, problem);
      c.req.raw = new Request(c.req.raw, { body: read.bytes });
    }
    await next();
  });
  return [requireJson, readWithinLimits] as const;
}
