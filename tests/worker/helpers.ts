import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { parseConfig, type WorkerConfig } from "../../worker/config.ts";
import type { Outbox } from "../../worker/enquiries/outbox.ts";
import type { EnquiryDesk } from "../../worker/enquiries/receive.ts";
import worker from "../../worker/index.ts";

export const origin = "https://site.test";

/** A fresh client identity per call, so per-IP rate limits never leak between tests. */
export function freshIp(): string {
  return `test-client-${crypto.randomUUID()}`;
}

export { validEnquiry } from "../support/enquiry-fixture.ts";

/** The local stand-in for Workers AI that the test pool binds as AI (scripts/local-ai.ts). */
export function localAiBinding(): Ai {
  if (!env.AI) throw new Error("The Worker tests bind the local AI stand-in as AI (vitest.config.ts)");
  return env.AI;
}

/** Calls the Worker like a request from the edge, waiting for its background work to finish. */
export async function post(
  path: string,
  body: unknown,
  options: { env?: Partial<Env>; ip?: string; headers?: Record<string, string>; raw?: boolean } = {},
) {
  const ctx = createExecutionContext();
  const request = new Request(`${origin}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": options.ip ?? freshIp(),
      ...options.headers,
    },
    body: options.raw ? (body as BodyInit) : JSON.stringify(body),
  });
  const response = await worker.fetch(request, { ...env, ...options.env } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The config the Worker's edge makes of an env (by default the tests' own, which mails https://mail.test). */
export function configOf(from: Env = env): WorkerConfig {
  const result = parseConfig(from);
  if (!result.ok) throw new Error(`The test's settings fail the config check:\n${result.problems.join("\n")}`);
  return result.config;
}

/** The outbox as the Cron handler builds it from an env. */
export function outboxOf(from: Env = env): Outbox {
  return { db: from.DB, mail: configOf(from).mail };
}

/** What the enquiry route hands receiveEnquiry, built from an env. */
export function deskOf(from: Env = env): EnquiryDesk {
  const { limits } = configOf(from);
  return { outbox: outboxOf(from), limit: { max: limits.enquiries, windowMs: limits.windowSeconds * 1000 } };
}

export async function countRows(): Promise<{ enquiries: number; jobs: number }> {
  const enquiries = await env.DB.prepare("SELECT COUNT(*) AS n FROM enquiries").first<{ n: number }>();
  const jobs = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_jobs").first<{ n: number }>();
  return { enquiries: enquiries?.n ?? 0, jobs: jobs?.n ?? 0 };
}

/** Votes on chat replies stored (chat_votes). */
export async function countVotes(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM chat_votes").first<{ n: number }>())?.n ?? 0;
}

export interface SentMail {
  url: string;
  headers: Headers;
  body: {
    personalizations: { to: { email: string }[] }[];
    from: { email: string };
    reply_to: { email: string; name: string };
    subject: string;
    content: { type: string; value: string }[];
    headers?: Record<string, string>;
  };
}

/** Intercepts MailChannels: each call answers with the next status given (default 202). */
export function interceptMail(statuses: number[] = []) {
  const sent: SentMail[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith("https://mail.test/")) throw new Error(`Unexpected fetch to ${request.url}`);
    sent.push({ url: request.url, headers: request.headers, body: await request.json() });
    const status = statuses.shift() ?? 202;
    return new Response(status < 300 ? "" : "upstream unavailable", { status });
  });
  return { sent, spy };
}
