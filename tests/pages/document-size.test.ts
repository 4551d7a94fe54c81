/**
 * Every prerendered page arrives in the first round trip of its connection (decision 0014). A new
 * connection carries about ten segments of 1,460 bytes before it waits for an acknowledgement
 * (14.6 KB, the initial window Lighthouse's simulated slow 4G uses too); the response's headers
 * take about 1 KB of that, the page's own content security policy included. A page that outgrows
 * the rest waits one more round trip before anything can paint: with the brand face preloaded, the
 * ten pages between 13.4 and 15.9 KB gzipped had a simulated LCP of 1.05 to 1.07 s, the others
 * 0.90 to 0.98 s. The budget leaves room below that edge for copy to grow and headers to vary.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { siteRoutes } from "../../content/routes.ts";
import { notFoundPrerenderPath } from "../../app/not-found-path.ts";
import { assertBuilt, clientDir, htmlFileFor } from "./prerendered.ts";

/** The largest a page may be, gzipped as the site serves it (zlib's default level, as workerd). */
export const documentBudgetBytes = 13_000;

beforeAll(assertBuilt);

const allPaths = [...siteRoutes.map((route) => route.path), notFoundPrerenderPath];

describe("document size", () => {
  it.each(allPaths)("%s fits the first round trip: gzipped within the budget", (path) => {
    const bytes = gzipSync(readFileSync(join(clientDir, htmlFileFor(path)))).length;
    expect(
      bytes,
      `${path} (${htmlFileFor(path)}) is ${bytes} bytes gzipped, over the ${documentBudgetBytes}-byte budget by ` +
        `${bytes - documentBudgetBytes}: move what the first paint does not need out of the page (decision 0014)`,
    ).toBeLessThanOrEqual(documentBudgetBytes);
  });
});
