import { expect, test } from "../support/test.ts";
import { findRoute, siteRoutes } from "../../content/routes.ts";
import { company } from "../../content/company.ts";
import { allPaths, gotoHydrated, stubThirdParties, watchConsole, watchCspViolations } from "../support/site.ts";

test.describe("every route in the route model", () => {
  for (const path of allPaths) {
    test(`${path} answers 200 with one visible h1, its title, description and canonical URL`, async ({ page }) => {
      const route = findRoute(path)!;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(`${route.title} | ${company.shortName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", route.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(path, company.siteUrl).href);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator("html")).toHaveAttribute("lang", "en-ZA");
    });
  }
});

test.describe("not-found page", () => {
  test("answers 404 with the spec's text, a link home, and logs the attempted path", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect.poll(() => warnings.join("\n")).toContain("/no/such/page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("is served for a path beside real family pages", async ({ page }) => {
    const response = await page.goto("/services/not-a-service");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
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

  for (const path of ["/", "/about", "/services/vapt", "/no/such/page", "/favicon.svg", "/api/unknown"]) {
    test(`${path} carries every security header`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      for (const name of required) expect(headers[name], name).toBeTruthy();
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    });
  }

  test("pages allow scripts only by hash, never unsafe-inline", async ({ request }) => {
    for (const path of allPaths) {
      const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
      const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, path).toMatch(/'sha256-/);
      expect(csp, path).not.toContain("unsafe-inline");
      expect(csp, path).not.toContain("unsafe-eval");
      // One policy per response: a second, merged policy would block the page's own scripts.
      expect(csp.match(/default-src/g), path).toHaveLength(1);
    }
  });
});

test("no page, nor a navigation through the menus, violates the CSP or logs an error", async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchCspViolations(page);
  const logged = watchConsole(page);
  await stubThirdParties(page);
  for (const path of allPaths) {
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    // Touch the interactive parts so any run-time styles are injected.
    await page.getByRole("button", { name: "Cybersecurity" }).click();
    await page.keyboard.press("Escape");
  }
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "HR Solutions" }).click();
  await page.getByRole("link", { name: "Payroll Management" }).click();
  await expect(page).toHaveURL("/hr-solutions/payroll-management");
  await expect(page.locator("h1")).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(logged.errors).toEqual([]);
});

test.describe("SEO files", () => {
  test("sitemap.xml lists every route and robots.txt points at it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of siteRoutes)
      expect(sitemap).toContain(`<loc>${new URL(route.path, company.siteUrl).href}</loc>`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${new URL("/sitemap.xml", company.siteUrl).href}`);
  });

  test("the favicon set and web manifest are served", async ({ request }) => {
    for (const path of ["/favicon.svg", "/favicon.ico", "/apple-touch-icon.png", "/icon-192.png", "/og-image.png"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest.name).toBe(company.name);
  });
});
