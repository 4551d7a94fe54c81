/**
 * The abuse table (tests/support/abuse-cases.ts) inside workerd: every case's status, error text,
 * rows stored and mails sent, read by the same `judge` as `npm run bench:abuse`, which runs the
 * table again against the real local server (with its concurrency cases).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import { abuseCases, judge, type AbuseRequest } from "../support/abuse-cases.ts";
import { countRows, countVotes, freshIp, interceptMail, origin } from "./helpers.ts";

/** A stream that sends `bytes` and then, unless `end`, nothing more without ever closing. */
function streamOf(parts: Uint8Array[], end: boolean): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      if (end) controller.close();
    },
  });
}

function requestFor(path: string, spec: AbuseRequest): Request {
  const raw = typeof spec.body === "function" ? spec.body() : spec.body;
  // Bytes, so the Request sets no Content-Type of its own.
  const body = typeof raw === "string" ? new TextEncoder().encode(raw) : raw;
  const headers = new Headers({ "CF-Connecting-IP": freshIp() });
  if (spec.contentType !== null) headers.set("Content-Type", spec.contentType ?? "application/json");
  if (spec.stopShortOf !== undefined) headers.set("Content-Length", String(spec.stopShortOf));
  const method = spec.method ?? "POST";
  if (method === "GET") return new Request(`${origin}${path}`, { method, headers });
  return new Request(`${origin}${path}`, {
    method,
    headers,
    body: spec.chunks
      ? streamOf(spec.chunks, true)
      : spec.stopShortOf !== undefined
        ? streamOf(body ? [body] : [], false)
        : body,
  });
}

describe("the abuse table inside workerd", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(abuseCases().map((testCase) => [`${testCase.endpoint} ${testCase.name}`, testCase] as const))(
    "%s",
    async (_, testCase) => {
      const mail = interceptMail();
      const [before, votesBefore] = [await countRows(), await countVotes()];
      const ctx = createExecutionContext();
      // A body that stops short is given up on after 300 ms, not the default's seconds.
      const response = await worker.fetch(
        requestFor(testCase.endpoint, testCase.request),
        { ...env, BODY_READ_TIMEOUT_MS: "300" } as unknown as Env,
        ctx,
      );
      const answer = { kind: "answer" as const, status: response.status, text: await response.text() };
      await waitOnExecutionContext(ctx);
      // What a case may not store: an enquiry, or a vote.
      const stored = (await countRows()).enquiries - before.enquiries + ((await countVotes()) - votesBefore);
      const allow = response.headers.get("Allow") ?? undefined;
      const verdict = judge(testCase, { ...answer, allow }, { stored, mailed: mail.sent.length, mails: mail.sent });
      expect([...verdict.failures, ...verdict.warnings]).toEqual([]);
    },
  );
});
