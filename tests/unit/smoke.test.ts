import { describe, expect, it } from "vitest";
import { apiContentSecurityPolicy, baseSecurityHeaders } from "../../app/shared/security-headers.ts";
import { formatChecks, smokeTest } from "../../ops/smoke.ts";

const pageHeaders = {
  ...baseSecurityHeaders,
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-abc='",
};
const apiHeaders = {
  ...baseSecurityHeaders,
  "Content-Type": "application/json",
  "Content-Security-Policy": apiContentSecurityPolicy,
};

/** A deployed site as the smoke test sees it, with the API's answers chosen by the test. */
function site(chat: { status: number; body: unknown }, enquiry: { status: number; body: unknown }) {
  const requests: string[] = [];
  const fetch = async (input: string, init?: RequestInit) => {
    const path = new URL(input).pathname;
    requests.push(`${init?.method ?? "GET"} ${path}`);
    if (path === "/") return new Response("<!doctype html><title>Home</title>", { headers: pageHeaders });
    const answer = path === "/api/ai-chat" ? chat : enquiry;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: apiHeaders });
  };
  return { fetch, requests };
}

describe("smokeTest", () => {
  it("passes a site whose page, chat and enquiry endpoint answer as they should", async () => {
    const { fetch, requests } = site(
      { status: 200, body: { reply: "We offer VAPT, SOC monitoring and more." } },
      { status: 400, body: { success: false, error: 'The field "fullName" is required.' } },
    );
    const checks = await smokeTest("https://staging.example.net", fetch);
    expect(checks.map((check) => check.ok)).toEqual([true, true, true]);
    expect(requests).toEqual(["GET /", "POST /api/ai-chat", "POST /api/send-email"]);
  });

  it("fails a Worker whose settings fail their check, and says where to look", async () => {
    const misconfigured = { status: 500, body: { success: false, error: "The site cannot take requests just now." } };
    const { fetch } = site(misconfigured, misconfigured);
    const checks = await smokeTest("https://staging.example.net", fetch);
    expect(checks.map((check) => check.ok)).toEqual([true, false, false]);
    expect(checks[1]!.detail).toBe(
      "status 500: The site cannot take requests just now.; the Worker's log says why " +
        "(`npx wrangler tail --env <environment>`, look for config.invalid)",
    );
    expect(formatChecks("https://staging.example.net", checks)).toMatch(
      /^Smoke test of https:\/\/staging\.example\.net: 2 of 3 checks failed\n {2}✔ GET \//,
    );
  });

  it("fails a page without its security headers", async () => {
    const checks = await smokeTest("https://staging.example.net", async () => new Response("<html>", { headers: {} }));
    expect(checks[0]).toMatchObject({
      ok: false,
      detail: expect.stringContaining("not HTML; Strict-Transport-Security missing"),
    });
  });
});
