import { expect, test } from "@playwright/test";
import { smokeTest } from "../../ops/smoke.ts";

// The deploy's smoke test, against the local site: what it checks holds for the real build.
test("the deploy's smoke test passes against the local site", async ({ baseURL }) => {
  const checks = await smokeTest(baseURL!);
  expect(checks.filter((check) => !check.ok)).toEqual([]);
  expect(checks).toHaveLength(3);
});
