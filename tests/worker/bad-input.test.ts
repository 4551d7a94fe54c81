import { env, exports } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { countRows, interceptMail, post, validEnquiry } from "./helpers.ts";

const long = (length: number) => "x".repeat(length);

/** [case, body, expected status, error message pattern] */
const badInputs: [string, unknown, number, RegExp][] = [
  ["empty object", {}, 400, /Enquiry type must be "contact"|is required/],
  ["JSON null", null, 400, /^The enquiry must be sent as the contact form's fields/],
  ["JSON array", [validEnquiry()], 400, /^The enquiry must be sent as the contact form's fields/],
  ["JSON string", "hello", 400, /^The enquiry must be sent as the contact form's fields/],
  ["JSON number", 42, 400, /^The enquiry must be sent as the contact form's fields/],
  ["wrong type value", validEnquiry({ type: "newsletter" }), 400, /Enquiry type must be "contact"/],
  ["missing name", validEnquiry({ fullName: undefined }), 400, /Name is required/],
  ["name too short", validEnquiry({ fullName: "A" }), 400, /Name must be at least 2 characters/],
  ["name only spaces", validEnquiry({ fullName: "     " }), 400, /Name must be at least 2 characters/],
  ["name as number", validEnquiry({ fullName: 12345 }), 400, /Name must be text/],
  ["name as array", validEnquiry({ fullName: ["Ann", "Lee"] }), 400, /Name must be text/],
  ["name too long", validEnquiry({ fullName: long(101) }), 400, /Name must be at most 100 characters/],
  ["missing email", validEnquiry({ email: undefined }), 400, /Email is required/],
  ["invalid email", validEnquiry({ email: "not-an-email" }), 400, /Please enter a valid email address/],
  ["email with newline (header injection)", validEnquiry({ email: "a@b.co\r\nBcc: x@evil.test" }), 400, /valid email/],
  ["email too long", validEnquiry({ email: `${long(250)}@example.org` }), 400, /valid email/],
  ["email as object", validEnquiry({ email: { address: "a@b.co" } }), 400, /valid email/],
  ["subject too short", validEnquiry({ subject: "Hi" }), 400, /Subject must be at least 3 characters/],
  ["subject header injection", validEnquiry({ subject: "Hello\r\nBcc: victim@example.org" }), 400, /single line/],
  ["subject with LF only", validEnquiry({ subject: "Hello\nX-Header: 1" }), 400, /single line/],
  ["subject too long", validEnquiry({ subject: long(151) }), 400, /at most 150 characters/],
  ["subject with HTML", validEnquiry({ subject: "<b>Urgent</b> quote" }), 400, /must not contain HTML tags/],
  ["message too short", validEnquiry({ message: "Too short" }), 400, /Message must be at least 10 characters/],
  // Markup in the message is text, accepted and mailed escaped: tests/worker/strict-text.test.ts.
  ["message too long", validEnquiry({ message: long(5001) }), 400, /at most 5000 characters/],
  ["message with NUL byte", validEnquiry({ message: "Hello there\u0000 friend" }), 400, /not allowed/],
  ["name with control character", validEnquiry({ fullName: "Ann\u0007 Lee" }), 400, /not allowed/],
  ["name with HTML", validEnquiry({ fullName: "<script>x</script>" }), 400, /HTML tags/],
  ["company with newline", validEnquiry({ company: "Acme\r\nBcc: x" }), 400, /single line/],
  ["company too long", validEnquiry({ company: long(121) }), 400, /at most 120 characters/],
  ["phone with letters", validEnquiry({ phone: "call me maybe" }), 400, /valid phone number/],
  ["phone as number", validEnquiry({ phone: 27821234567 }), 400, /Phone must be text/],
  ["startedAt as string", validEnquiry({ startedAt: "yesterday" }), 400, /reload the page/],
  ["honeypot too long", validEnquiry({ website: long(201) }), 400, /reload the page/],
  // Text that is empty once invisible characters are removed.
  [
    "subject of zero-width spaces",
    validEnquiry({ subject: "\u200b\u200b\u200b\u200b" }),
    400,
    /Subject must be at least 3/,
  ],
  [
    "name of BOM and word joiners",
    validEnquiry({ fullName: "\ufeff\u2060\u2060\ufeff" }),
    400,
    /Name must be at least 2/,
  ],
  ["name of soft hyphens and spaces", validEnquiry({ fullName: " \u00ad \u00ad " }), 400, /Name must be at least 2/],
  ["name of one letter and joiners", validEnquiry({ fullName: "A\u200d\u200c" }), 400, /Name must be at least 2/],
  ["message of invisible characters", validEnquiry({ message: "\u200b\u2060\u180e".repeat(10) }), 400, /at least 10/],
  ["subject of bidi controls only", validEnquiry({ subject: "\u202e\u202d\u2066\u2069\u200f" }), 400, /at least 3/],
  // Every field answers in the visitor's words, never the validation library's.
  ["missing type", validEnquiry({ type: undefined }), 400, /Enquiry type must be "contact"/],
  ["type as number", validEnquiry({ type: 1 }), 400, /Enquiry type must be "contact"/],
  ["startedAt negative", validEnquiry({ startedAt: -1 }), 400, /reload the page/],
  ["startedAt fractional", validEnquiry({ startedAt: 1.5 }), 400, /reload the page/],
  ["honeypot as number", validEnquiry({ website: 42 }), 400, /reload the page/],
  ["email as number", validEnquiry({ email: 42 }), 400, /Please enter a valid email address/],
  ["company as object", validEnquiry({ company: { name: "Acme" } }), 400, /Company must be text/],
  ["message as boolean", validEnquiry({ message: true }), 400, /Message must be text/],
];

/** Wording of the validation library that must never reach a visitor. */
const libraryWording = /Invalid input|expected \w+|received|Too (small|big)|Unrecognized|Invalid (string|option|type)/;

describe("bad input to POST /api/send-email", () => {
  let mail: ReturnType<typeof interceptMail>;
  beforeAll(async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM mail_jobs"), env.DB.prepare("DELETE FROM enquiries")]);
  });
  afterEach(() => {
    expect(mail.sent).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it.each(badInputs)("%s: answered with a specific 4xx, nothing stored or sent", async (_, body, status, message) => {
    mail = interceptMail();
    const response = await post("/api/send-email", body);
    expect(response.status).toBe(status);
    const answer = await response.json<{ success: boolean; error: string }>();
    expect(answer.success).toBe(false);
    expect(answer.error).toMatch(message);
    expect(answer.error).not.toMatch(libraryWording);
    expect(await countRows()).toEqual({ enquiries: 0, jobs: 0 });
  });

  it.each([
    ["malformed JSON", "{ not json", "application/json", 400, /JSON/i],
    ["empty body", "", "application/json", 400, /JSON/i],
    ["form encoding", "fullName=Ann", "application/x-www-form-urlencoded", 415, /Content-Type: application\/json/],
    ["plain text", "hello", "text/plain", 415, /JSON/],
    ["no content type", JSON.stringify(validEnquiry()), "", 415, /JSON/],
    ["oversized body", JSON.stringify(validEnquiry({ message: long(40_000) })), "application/json", 413, /too large/],
    ["invalid UTF-8", new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), "application/json", 400, /not valid UTF-8/],
  ] as const)("%s: answered %s", async (_, body, contentType, status, message) => {
    mail = interceptMail();
    const response = await post("/api/send-email", body, { raw: true, headers: { "Content-Type": contentType } });
    expect(response.status).toBe(status);
    const answer = await response.json<{ success: boolean; error: string }>();
    expect(answer).toMatchObject({ success: false });
    expect(answer.error).toMatch(message);
    expect(answer.error).not.toMatch(libraryWording);
    expect(await countRows()).toEqual({ enquiries: 0, jobs: 0 });
  });

  it.each(["GET", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "rejects %s with a JSON 405 that allows POST",
    async (method) => {
      mail = interceptMail();
      const response = await exports.default.fetch("https://site.test/api/send-email", {
        method,
        ...(method === "GET" || method === "OPTIONS"
          ? {}
          : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(validEnquiry()) }),
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
      expect(await response.json()).toEqual({ success: false, error: expect.stringMatching(/POST/) });
      expect(await countRows()).toEqual({ enquiries: 0, jobs: 0 });
    },
  );

  it("answers HEAD with 405 that allows POST", async () => {
    mail = interceptMail();
    const response = await exports.default.fetch("https://site.test/api/send-email", { method: "HEAD" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it("answers 400 when the body stops short of its Content-Length, instead of waiting forever", async () => {
    mail = interceptMail();
    const start = Date.now();
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        // Part of an enquiry, then nothing more: the stream is never closed.
        controller.enqueue(new TextEncoder().encode('{"type":"contact","fullName":"Naledi'));
      },
    });
    const answer = post("/api/send-email", stalled, {
      raw: true,
      headers: { "Content-Length": "400" },
      env: { BODY_READ_TIMEOUT_MS: "300" } as unknown as Partial<Env>,
    });
    const outcome = await Promise.race([
      answer,
      new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), 4000)),
    ]);
    expect(outcome).toBeInstanceOf(Response);
    const response = outcome as Response;
    expect(response.status).toBe(400);
    expect(Date.now() - start).toBeLessThan(3000);
    const body = await response.json<{ success: boolean; error: string }>();
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/did not arrive completely/);
    expect(await countRows()).toEqual({ enquiries: 0, jobs: 0 });
  });

  it("answers 413 when the body is longer than declared and over the limit, without a Content-Length", async () => {
    mail = interceptMail();
    const chunk = new TextEncoder().encode(" ".repeat(8 * 1024));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await post("/api/send-email", endless, { raw: true });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(20);
    expect(await response.json()).toMatchObject({ success: false, error: expect.stringMatching(/too large/) });
    expect(await countRows()).toEqual({ enquiries: 0, jobs: 0 });
  });
});
