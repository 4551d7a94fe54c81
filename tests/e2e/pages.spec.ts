/**
 * What needs the real server: the not-found page, the security headers and the CSP (pages, a
 * static file, security.txt and the API), and a navigation through the menus under that CSP. Each page's own content is checked over the
 * prerendered HTML (tests/pages), and every page's load in the browser by quality.spec.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  allPaths,
  gotoHydrated,
  stubThirdParties,
  waitForHydration,
  watchConsole,
  watchCspViolations,
} from "../support/site.ts";

/** Console warnings: the not-found page logs the attempted path as one. */
function watchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  return warnings;
}

test.describe("not-found page", () => {
  test("answers 404 with the spec's text, a link home, and logs the attempted path", async ({ page }) => {
    const warnings = watchWarnings(page);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect.poll(() => warnings.join("\n")).toContain("/no/such/page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("is served for a path beside real family pages, which the app then routes to the not-found page too", async ({
    page,
  }) => {
    const warnings = watchWarnings(page);
    const response = await page.goto("/services/not-a-service");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect.poll(() => warnings.join("\n")).toContain("/services/not-a-service");
  });
});

test.describe("security headers", () => {
  const required = [
    "strict-transport-security",
    "x-content-type-options",
    "x-frame-options",
    "referrer-policy",
    "permissions-policy",
    "content-security-policy",
  ];

  for (const path of [
    "/",
    "/about",
    "/services/vapt",
    "/no/such/page",
    "/favicon.svg",
    "/.well-known/security.txt",
    "/api/unknown",
  ]) {
    test(`${path} carries every security header`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      for (const name of required) expect(headers[name], name).toBeTruthy();
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    });
  }

  test("/.well-known/security.txt is served as UTF-8 plain text", async ({ request }) => {
    const response = await request.get("/.well-known/security.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toMatch(/^Contact: mailto:/m);
  });

  test("pages allow scripts only by hash, never unsafe-inline", async ({ request }) => {
    const policies = await Promise.all(
      allPaths.map(async (path) => ({
        path,
        csp: (await request.get(path)).headers()["content-security-policy"] ?? "",
      })),
    );
    for (const { path, csp } of policies) {
      const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, path).toMatch(/'sha256-/);
      expect(csp, path).not.toContain("unsafe-inline");
      expect(csp, path).not.toContain("unsafe-eval");
      // One policy per response: a second, merged policy would block the page's own scripts.
      expect(csp.match(/default-src/g), path).toHaveLength(1);
    }
  });
});

test("a navigation through the menus violates no CSP and logs no error", async ({ page }) => {
  const violations = await watchCspViolations(page);
  const logged = watchConsole(page);
  await stubThirdParties(page);
  await gotoHydrated(page, "/");
  // Open a dropdown, so any styles injected at run time are applied.
  await page.getByRole("button", { name: "Cybersecurity", exact: true }).click();
  await expect(page.getByRole("button", { name: "Cybersecurity", exact: true })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "HR Solutions", exact: true }).click();
  await page.getByRole("link", { name: "Payroll Management" }).click();
  await expect(page).toHaveURL("/hr-solutions/payroll-management");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Payroll Management");
  expect(await violations()).toEqual([]);
  expect(logged.errors()).toEqual([]);
});
