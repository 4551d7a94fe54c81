/**
 * The core pages' content and structure are checked against the prerendered HTML in
 * tests/pages/core-pages.test.ts. What stays here needs a browser: a real click opening an FAQ
 * answer.
 */
import { expect, test } from "../support/test.ts";
import { gotoHydrated } from "../support/site.ts";
import { pageSection } from "../../content/pages.ts";

test("contact: clicking an FAQ question shows its answer", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const answer = page.getByText(pageSection("/contact", "faq", "faq").items[0]!.answer);
  await expect(answer).toBeHidden();
  await page.locator("#faq summary").first().click();
  await expect(answer).toBeVisible();
});
