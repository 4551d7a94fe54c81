import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

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
