import { describe, expect, it } from "vitest";
import {
  barsMissed,
  moduleDepth,
  scriptRequests,
  spread,
  summarise,
  summaryTable,
  type AuditRun,
  type ScriptRequest,
} from "../../scripts/audit-summary.ts";

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
  moduleDepth: 1,
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
      "| / | 0.90 / 1.58 / 2.26 | 0 | 10 / 10 / 10 | 100 | 100 / 100 / 100 | 117.2 | 11 | 1 | run 2: LCP 2.26 s |",
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

describe("the module depth", () => {
  const page = "http://127.0.0.1/about";
  const request = (url: string, initiator: string | null, start: number, end: number): ScriptRequest => ({
    url: `http://127.0.0.1/assets/${url}`,
    initiator: initiator === null || initiator === "page" ? initiator : `http://127.0.0.1/assets/${initiator}`,
    start,
    end,
  });

  it("is 0 without scripts, and 1 when the page asks for every script at once", () => {
    expect(moduleDepth([])).toBe(0);
    expect(moduleDepth([request("entry.js", "page", 1, 3.5), request("framework.js", "page", 1, 3.6)])).toBe(1);
  });

  it("counts each import a module asks for once it has arrived, and a dynamic import after the last script in", () => {
    // entry → islands → framework, then the island's own chunk, which Chromium attributes to nobody.
    expect(
      moduleDepth([
        request("entry.js", "page", 1, 3.5),
        request("islands.js", "entry.js", 3.6, 6.1),
        request("framework.js", "islands.js", 6.2, 8.7),
        request("runtime.js", "islands.js", 6.2, 8.6),
        request("ChatPanel.js", null, 8.9, 11.4),
      ]),
    ).toBe(4);
  });

  it("reads script requests and their initiators from Chromium's network events", () => {
    const events = [
      {
        method: "Network.requestWillBeSent",
        params: {
          requestId: "1",
          type: "Script",
          timestamp: 1,
          request: { url: "http://127.0.0.1/assets/a.js" },
          initiator: { type: "script", url: page },
        },
      },
      {
        method: "Network.requestWillBeSent",
        params: {
          requestId: "2",
          type: "Script",
          timestamp: 2,
          request: { url: "http://127.0.0.1/assets/b.js" },
          initiator: { type: "script", url: "http://127.0.0.1/assets/a.js" },
        },
      },
      {
        method: "Network.requestWillBeSent",
        params: {
          requestId: "3",
          type: "Script",
          timestamp: 3,
          request: { url: "http://127.0.0.1/assets/c.js" },
          initiator: { type: "script", url: "about:client" },
        },
      },
      {
        method: "Network.requestWillBeSent",
        params: {
          requestId: "4",
          type: "Stylesheet",
          timestamp: 1,
          request: { url: "http://127.0.0.1/s.css" },
          initiator: { type: "parser" },
        },
      },
      { method: "Network.loadingFinished", params: { requestId: "1", timestamp: 1.5 } },
      { method: "Network.loadingFinished", params: { requestId: "2", timestamp: 2.5 } },
      { method: "Network.loadingFinished", params: { requestId: "3", timestamp: 3.5 } },
      { method: "Network.loadingFinished", params: { requestId: "4", timestamp: 1.2 } },
      { method: "Debugger.resumed" },
    ];
    expect(scriptRequests(events, page)).toEqual([
      { url: "http://127.0.0.1/assets/a.js", initiator: "page", start: 1, end: 1.5 },
      { url: "http://127.0.0.1/assets/b.js", initiator: "http://127.0.0.1/assets/a.js", start: 2, end: 2.5 },
      { url: "http://127.0.0.1/assets/c.js", initiator: null, start: 3, end: 3.5 },
    ]);
    expect(moduleDepth(scriptRequests(events, page))).toBe(3);
  });
});
