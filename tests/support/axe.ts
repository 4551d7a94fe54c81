import type { Page } from "@playwright/test";
import axe, { type RunOptions } from "axe-core";

const options: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
  // Only violations fail a check; collecting every passing node as well doubles axe's work.
  resultTypes: ["violations"],
  // The one frame is the contact page's map, a third party's page (stubbed in the tests); its
  // title is checked on our own element.
  iframes: false,
};

/** Where axe looks: one selector, or the whole document but what `exclude`'s selectors match. */
export type AxeContext = string | { exclude: string[] };

/**
 * axe (WCAG 2.2 AA) on the page as it is now, or only where `context` says: one line per violation,
 * naming its elements, so a failing test says what to fix. axe's script is put into each document
 * once: reading its half a megabyte into the page again for every check cost as much as the check.
 */
export async function axeViolations(page: Page, context?: AxeContext): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ context, options }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const { violations } = await inPage.run(context ?? document, options);
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { context, options },
  );
}
