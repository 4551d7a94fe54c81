import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";

/** Rejects anything but a JSON body of at most maxBytes, with the API's error shape. */
export function jsonBody(maxBytes: number) {
  const requireJson = createMiddleware(async (c, next) => {
    const type = c.req.header("Content-Type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return c.json({ success: false, error: "Send the request as JSON (Content-Type: application/json)." }, 415);
    }
    await next();
  });
  const limitSize = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json({ success: false, error: `The request is too large (at most ${maxBytes} bytes).` }, 413),
  });
  return [requireJson, limitSize] as const;
}
