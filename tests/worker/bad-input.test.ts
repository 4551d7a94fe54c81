import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { countRows, interceptMail, post, validEnquiry } from "./helpers.ts";

const long = (length: number) => "x".repeat(length);

/** [case, body, expected status, error message pattern] */
const badInputs: [string, unknown, number, RegExp][] = [
  ["empty object", {}, 400, /Enquiry type must be "contact"|is required/],
  ["JSON null", null, 400, /./],
  ["JSON array", [validEnquiry()], 400, /./],
  ["JSON string", "hello", 400, /./],
  ["JSON number", 42, 400, /./],
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
  ["message with script", validEnquiry({ message: "Hello <script>alert(1)</script> there" }), 400, /HTML tags/],
  [
    "message with iframe",
    validEnquiry({ message: 'Please see <iframe src="https://evil.test"></iframe>' }),
    400,
    /HTML/,
  ],
  ["message with img onerror", validEnquiry({ message: "Look <img src=x onerror=alert(1)> here" }), 400, /HTML/],
  ["message too long", validEnquiry({ message: long(5001) }), 400, /at most 5000 characters/],
  ["message with NUL byte", validEnquiry({ message: "Hello there\u0000 friend" }), 400, /not allowed/],
  ["name with control character", validEnquiry({ fullName: "Ann\u0007 Lee" }), 400, /not allowed/],
  ["name with HTML", validEnquiry({ fullName: "<script>x</script>" }), 400, /HTML tags/],
  ["company with newline", validEnquiry({ company: "Acme\r\nBcc: x" }), 400, /single line/],
  ["company too long", validEnquiry({ company: long(121) }), 400, /at most 120 characters/],
  ["phone with letters", validEnquiry({ phone: "call me maybe" }), 400, /valid phone number/],
  ["phone as number", validEnquiry({ phone: 27821234567 }), 400, /Phone must be text/],
  ["startedAt as string", validEnquiry({ startedAt: "yesterday" }), 400, /./],
  ["honeypot too long", validEnquiry({ website: long(201) }), 400, /./],
];

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
    expect(await countRows()).toEqual({ enquiries: 0, jobs: 0 });
  });

  it.each([
    ["malformed JSON", "{ not json", "application/json", 400, /JSON/i],
    ["empty body", "", "application/json", 400, /JSON/i],
    ["form encoding", "fullName=Ann", "application/x-www-form-urlencoded", 415, /Content-Type: application\/json/],
    ["plain text", "hello", "text/plain", 415, /JSON/],
    ["no content type", JSON.stringify(validEnquiry()), "", 415, /JSON/],
    ["oversized body", JSON.stringify(validEnquiry({ message: long(40_000) })), "application/json", 413, /too large/],
    ["invalid UTF-8", new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), "application/json", 400, /./],
  ] as const)("%s: answered %s", async (_, body, contentType, status, message) => {
    mail = interceptMail();
    const response = await post("/api/send-email", body, { raw: true, headers: { "Content-Type": contentType } });
    expect(response.status).toBe(status);
    const answer = await response.json<{ success: boolean; error: string }>();
    expect(answer).toMatchObject({ success: false });
    expect(answer.error).toMatch(message);
    expect(await countRows()).toEqual({ enquiries: 0, jobs: 0 });
  });

  it("rejects other methods with a JSON 404", async () => {
    mail = interceptMail();
    const { exports } = await import("cloudflare:workers");
    const response = await exports.default.fetch("https://site.test/api/send-email");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });
});
