import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { freshIp, post } from "./helpers.ts";

const origin = "http://example.com";

describe("API responses", () => {
  it("answer an unknown endpoint with a JSON 404 that names it", async () => {
    const response = await exports.default.fetch(`${origin}/api/unknown`);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(await response.json()).toEqual({ success: false, error: "No API endpoint at GET /api/unknown" });
  });

  it("carry every security header and a CSP that allows nothing", async () => {
    const response = await exports.default.fetch(`${origin}/api/unknown`, { method: "POST" });
    const headers = response.headers;
    expect(headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{8}; includeSubDomains/);
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Permissions-Policy")).toContain("camera=()");
    expect(headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("Cache-Control")).toBe("no-store");
  });
});

/** Wording of the validation library that must never reach a visitor. */
const libraryWording = /Invalid input|expected \w+|received|Too (small|big)|Unrecognized|Invalid (string|option|type)/;

async function postChat(body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) {
  return exports.default.fetch(`${origin}/api/ai-chat`, { method: "POST", headers, body });
}

describe("API errors all have one shape: { success: false, error }", () => {
  it.each([
    ["JSON null", "null", 400],
    ["JSON array", "[]", 400],
    ["JSON string", '"hello"', 400],
    ["missing message", "{}", 400],
    ["empty message", '{"message":"   "}', 400],
    ["message as number", '{"message":42}', 400],
    ["context as object", '{"message":"Hello","context":{}}', 400],
    ["malformed JSON", "{ not json", 400],
    ["empty body", "", 400],
  ])("chat: %s answers %s in words", async (_, body, status) => {
    const response = await postChat(body);
    expect(response.status).toBe(status);
    const answer = await response.json<{ success: boolean; error: string }>();
    expect(answer).toEqual({ success: false, error: expect.any(String) });
    expect(answer.error.length).toBeGreaterThan(10);
    expect(answer.error).not.toMatch(libraryWording);
  });

  it("chat: a body that is not JSON answers 415 with the shape", async () => {
    const response = await postChat("hello", { "Content-Type": "text/plain" });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ success: false, error: expect.stringMatching(/JSON/) });
  });

  it("chat: an oversized body answers 413 with the shape", async () => {
    const response = await postChat(JSON.stringify({ message: "x".repeat(20_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, error: expect.stringMatching(/too large/) });
  });

  it("chat: a valid question still answers with a reply, its links, its scope and its id for a vote", async () => {
    const response = await postChat(JSON.stringify({ message: "What services do you offer?" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      reply: expect.any(String),
      links: expect.any(Array),
      scope: "company",
      turn: expect.any(String),
    });
  });

  it.each(["GET", "PUT", "DELETE", "PATCH", "OPTIONS"])("chat: %s answers 405 with Allow: POST", async (method) => {
    const response = await exports.default.fetch(`${origin}/api/ai-chat`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(await response.json()).toEqual({ success: false, error: expect.stringMatching(/POST/) });
  });

  it("chat: the rate limit answers 429 with the shape, and rejected questions do not count", async () => {
    const ip = freshIp();
    const limited = { RATE_LIMIT_CHAT: "1" } as unknown as Partial<Env>;
    expect((await post("/api/ai-chat", { message: "" }, { ip, env: limited })).status).toBe(400);
    expect((await post("/api/ai-chat", { message: "Hello" }, { ip, env: limited })).status).toBe(200);
    const second = await post("/api/ai-chat", { message: "Hello" }, { ip, env: limited });
    expect(second.status).toBe(429);
    expect(second.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await second.json()).toEqual({ success: false, error: expect.stringMatching(/try again in/) });
  });

  it("an unexpected failure answers 500 with the shape and no details", async () => {
    const broken = {
      get: () => Promise.reject(new Error("KV exploded: secret detail")),
      put: () => Promise.reject(new Error("KV exploded: secret detail")),
    } as unknown as KVNamespace;
    const response = await post("/api/ai-chat", { message: "Hello" }, { env: { RATE_LIMIT: broken } });
    expect(response.status).toBe(500);
    const answer = await response.json<{ success: boolean; error: string }>();
    expect(answer).toEqual({ success: false, error: expect.stringMatching(/Please try again/) });
    expect(answer.error).not.toContain("secret detail");
  });
});
