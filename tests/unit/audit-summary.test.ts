import { describe, expect, it } from "vitest";
import { barsMissed, spread, summarise, summaryTable, type AuditRun } from "../../scripts/audit-summary.ts";

const run = (overrides: Partial<AuditRun>): AuditRun => ({
  path: "/",
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  cls: 0,
  tbtMs: 10,
  scriptBytes: 120_000,
  requests: 11,
  ...overrides,
});

describe("the audit summary", () => {
  it("takes the min, median and max of odd and even counts", () => {
    expect(spread([3, 1, 2])).toEqual({ min: 1, median: 2, max: 3 });
    expect(spread([4, 1, 2, 3])).toEqual({ min: 1, median: 2.5, max: 4 });
  });

  it("flags each bar a run misses, and none at the bars themselves", () => {
    expect(barsMissed(run({ lcpMs: 1000, cls: 0, tbtMs: 50 }))).toEqual([]);
    expect(barsMissed(run({ lcpMs: 2260, cls: 0.003, tbtMs: 51, performance: 99 }))).toEqual([
      "LCP 2.26 s",
      "CLS 0.003",
      "TBT 51 ms",
      "performance 99",
    ]);
  });

  it("groups runs by page and names the run that missed", () => {
    const pages = summarise([
      run({ lcpMs: 900 }),
      run({ path: "/about", lcpMs: 1230 }),
      run({ lcpMs: 2260 }),
      run({ path: "/about", lcpMs: 950 }),
    ]);
    expect(pages.map((page) => [page.path, page.runs, page.lcpMs, page.misses])).toEqual([
      ["/", 2, { min: 900, median: 1580, max: 2260 }, ["run 2: LCP 2.26 s"]],
      ["/about", 2, { min: 950, median: 1090, max: 1230 }, ["run 1: LCP 1.23 s"]],
    ]);
    expect(summaryTable(pages).split("\n")[2]).toBe(
      "| / | 0.90 / 1.58 / 2.26 | 0 | 10 / 10 / 10 | 100 | 100 / 100 / 100 | 117.2 | 11 | run 2: LCP 2.26 s |",
    );
  });

  it("reports a run Lighthouse could not measure by its reason, and leaves its zeros out of the spreads", () => {
    const unmeasured = run({ performance: 0, lcpMs: 0, tbtMs: 0, error: "The page did not paint any content." });
    expect(barsMissed(unmeasured)).toEqual(["not measured (The page did not paint any content.)"]);
    const [page] = summarise([run({ lcpMs: 900 }), unmeasured, run({ lcpMs: 950 })]);
    expect(page?.lcpMs).toEqual({ min: 900, median: 925, max: 950 });
    expect(page?.performance.min).toBe(100);
    expect(page?.misses).toEqual(["run 2: not measured (The page did not paint any content.)"]);
  });
});
