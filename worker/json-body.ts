import { createMiddleware } from "hono/factory";
import { apiError } from "./api-error.ts";

/** How long a request body may take to arrive when BODY_READ_TIMEOUT_MS is not set. */
export const defaultBodyReadTimeoutMs = 10_000;

type BodyRead = { bytes: Uint8Array } | { problem: "too large" | "incomplete" };

/**
 * Reads a body of at most maxBytes within timeoutMs. A body that stops short of its length (the
 * client stalls, or the connection breaks) is "incomplete" rather than a request that waits forever.
 */
async function readBody(stream: ReadableStream<Uint8Array>, maxBytes: number, timeoutMs: number): Promise<BodyRead> {
  const reader = stream.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const stop = (problem: "too large" | "incomplete"): BodyRead => {
    reader.cancel().catch(() => undefined);
    return { problem };
  };
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]).catch(() => "broken" as const);
      if (next === "timeout" || next === "broken") return stop("incomplete");
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) return stop("too large");
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes };
}

/**
 * Rejects anything but a JSON body of at most maxBytes that arrives within BODY_READ_TIMEOUT_MS,
 * with the API's error shape. The body is read here, once, and handed on in memory.
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
  const readWithinLimits = createMiddleware<{ Bindings: Env }>(async (c, next) => {
    const declared = Number(c.req.header("Content-Length"));
    if (declared > maxBytes) return apiError(c, 413, tooLarge);
    const stream = c.req.raw.body;
    if (stream) {
      const timeoutMs = Number(c.env.BODY_READ_TIMEOUT_MS) || defaultBodyReadTimeoutMs;
      const read = await readBody(stream, maxBytes, timeoutMs);
      if ("problem" in read) {
        return read.problem === "too large"
          ? apiError(c, 413, tooLarge)
          : apiError(c, 400, "The request body did not arrive completely. Please try again.");
      }
      c.req.raw = new Request(c.req.raw, { body: read.bytes });
    }
    await next();
  });
  return [requireJson, readWithinLimits] as const;
}
