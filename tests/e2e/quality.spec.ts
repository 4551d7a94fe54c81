import { mkdir, writeFile } from "node:fs/promises";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "../support/test.ts";
import { allPaths, stubThirdParties, watchConsole } from "../support/site.ts";

/** JavaScript a content page may load before any interaction, compressed. */
const jsBudgetBytes = 130 * 1024;

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const width of [1280, 375]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      for (const path of allPaths) {
        test(`${path} has no violations`, async ({ page }) => {
          await page.emulateMedia({ reducedMotion: "reduce" });
          await stubThirdParties(page);
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
          const summary = results.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
          );
          expect(summary).toEqual([]);
        });
      }
    });
  }

  test("the not-found page has no violations", async ({ page }) => {
    await page.goto("/no/such/page");
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test("no page logs a console error", async ({ page }) => {
  test.setTimeout(120_000);
  await stubThirdParties(page);
  for (const path of allPaths) {
    const logged = watchConsole(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(logged.errors, path).toEqual([]);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
  }
});

test("every internal link on every page resolves", async ({ page, request }) => {
  test.setTimeout(120_000);
  const targets = new Map<string, string>();
  for (const path of allPaths) {
    await page.goto(path);
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    for (const href of hrefs) {
      if (!href.startsWith("/")) continue;
      const [target, fragment] = href.split("#");
      if (!targets.has(target!)) targets.set(target!, path);
      if (fragment) await expect(page.locator(`#${fragment}`), `${href} on ${path}`).toHaveCount(1);
    }
  }
  for (const [target, source] of targets) {
    expect((await request.get(target)).status(), `${target} (linked from ${source})`).toBe(200);
  }
});

test("every content page stays within the JavaScript budget before interaction", async ({ page }) => {
  test.setTimeout(120_000);
  await stubThirdParties(page);
  const rows: { path: string; bytes: number; chunks: Record<string, number> }[] = [];
  const client = await page.context().newCDPSession(page);
  await client.send("Network.enable");
  await client.send("Network.setCacheDisabled", { cacheDisabled: true });
  for (const path of allPaths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const chunks = await page.evaluate(() =>
      Object.fromEntries(
        performance
          .getEntriesByType("resource")
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => [new URL(entry.name).pathname, entry.encodedBodySize]),
      ),
    );
    const bytes = Object.values(chunks).reduce((sum, size) => sum + size, 0);
    rows.push({ path, bytes, chunks });
  }
  await mkdir("reports", { recursive: true });
  await writeFile("reports/js-budget.json", JSON.stringify(rows, null, 2));
  console.log(rows.map((row) => `${(row.bytes / 1024).toFixed(1).padStart(7)} KB  ${row.path}`).join("\n"));
  for (const row of rows) expect(row.bytes, row.path).toBeLessThanOrEqual(jsBudgetBytes);
});
