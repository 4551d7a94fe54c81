import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe (WCAG 2.2 AA) on the page as it is now, or only inside `selector`: one line per violation,
 * naming its elements, so a failing test says what to fix.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of merging per-frame results in a blank page.
  let builder = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode();
  if (selector) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
