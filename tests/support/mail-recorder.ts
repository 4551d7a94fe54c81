/**
 * A stand-in for the MailChannels Email API on loopback, for end-to-end runs: it accepts
 * POST /tx/v1/send like the real service (202 when the API key is present, 401 otherwise) and
 * records what it received. GET /__messages lists the records; DELETE /__messages clears them.
 * Run as a script: MAIL_RECORDER_PORT (default 8796).
 */
import { createServer, type IncomingMessage } from "node:http";

export interface RecordedMail {
  apiKey: string | undefined;
  body: {
    personalizations: { to: { email: string }[] }[];
    reply_to: { email: string; name: string };
    subject: string;
    content: { type: string; value: string }[];
  };
}

const port = Number(process.env.MAIL_RECORDER_PORT ?? 8796);
const received: RecordedMail[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const server = createServer(async (request, response) => {
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  };
  if (request.method === "POST" && request.url === "/tx/v1/send") {
    const apiKey = request.headers["x-api-key"];
    if (typeof apiKey !== "string" || apiKey === "") return send(401, { errors: ["missing API key"] });
    received.push({ apiKey, body: JSON.parse(await readBody(request)) });
    return send(202, {});
  }
  if (request.url === "/__messages" && request.method === "GET") return send(200, received);
  if (request.url === "/__messages" && request.method === "DELETE") {
    received.length = 0;
    return send(200, {});
  }
  // Playwright's readiness probe.
  if (request.url === "/" && request.method === "GET") return send(200, { ok: true });
  send(404, { errors: ["not found"] });
});

server.listen(port, "127.0.0.1", () => console.log(`mail recorder on http://127.0.0.1:${port}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
