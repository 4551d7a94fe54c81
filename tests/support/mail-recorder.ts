/**
 * A stand-in for the MailChannels Email API on loopback, for end-to-end runs and benches: it
 * accepts POST /tx/v1/send like the real service (202 when the API key is present, 401 otherwise)
 * and records what it received. GET /__messages lists the records; DELETE /__messages clears them.
 * Run as a script: MAIL_RECORDER_PORT (default 8796). Or import `startMailRecorder` and read
 * `received` in process.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedMail {
  apiKey: string | undefined;
  body: {
    personalizations: { to: { email: string }[] }[];
    reply_to: { email: string; name: string };
    subject: string;
    content: { type: string; value: string }[];
  };
}

export interface MailRecorder {
  /** http://127.0.0.1:<port>, the value for MAILCHANNELS_BASE_URL. */
  url: string;
  port: number;
  /** Every mail accepted so far, oldest first (the same array GET /__messages returns). */
  received: RecordedMail[];
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Starts a recorder on 127.0.0.1:`port` (0 picks a free port). */
export function startMailRecorder(port: number): Promise<MailRecorder> {
  const received: RecordedMail[] = [];
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
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const actualPort = (server.address() as AddressInfo).port;
      resolve({
        url: `http://127.0.0.1:${actualPort}`,
        port: actualPort,
        received,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.main) {
  const recorder = await startMailRecorder(Number(process.env.MAIL_RECORDER_PORT ?? 8796));
  console.log(`mail recorder on ${recorder.url}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void recorder.close().then(() => process.exit(0)));
}
