/**
 * The chat's record end to end: a visitor asks (with a phone number in the question), votes the
 * reply "Not helpful" from the keyboard, and the operator's report on the local store
 * (`npm run chat:report -- --env local`, the e2e server's state) lists the page that reply linked
 * with the question as it was kept, redacted.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { chatText } from "../../content/ui-text.ts";
import type { ChatReport } from "../../ops/chat-report.ts";
import { gotoHydrated } from "../support/site.ts";

test("ask, vote Not helpful, and the operator's report lists the page and the redacted question", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: /chat/i }).first().click();
  const panel = page.getByRole("dialog", { name: "Chat with our assistant" });
  await expect(panel).toBeVisible();
  const log = panel.getByRole("log", { name: "Conversation" });

  await panel.getByRole("textbox", { name: "Your message" }).fill("Do you test mobile apps? Call me on 082 555 0142");
  await page.keyboard.press("Enter");
  const vote = log.getByRole("group", { name: chatText.vote.group });
  await expect(vote).toHaveCount(1);
  // The conversation's reference, which a visitor quotes to have it erased, follows the privacy line.
  await expect(panel.getByText(chatText.reference)).toContainText(/[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}\.$/);

  const notHelpful = vote.getByRole("button", { name: "Not helpful" });
  await notHelpful.focus();
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/chat-feedback"));
  await page.keyboard.press("Enter");
  expect((await sent).status()).toBe(200);
  await expect(notHelpful).toHaveAttribute("aria-pressed", "true");
  await expect(vote.getByRole("status")).toHaveText(chatText.vote.thanks);

  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["ops/chat-report.ts", "--env", "local", "--days", "1", "--json"],
    { env: { ...process.env, PERSIST_TO: ".wrangler/e2e-state" }, timeout: 60_000 },
  );
  const report = JSON.parse(stdout) as ChatReport;
  const page_ = report.notHelpfulPages.find((entry) => entry.page.startsWith("/services/mobile-app-security"));
  expect(page_?.questions).toContain("Do you test mobile apps? Call me on [phone]");
  expect(report.votes.notHelpful).toBeGreaterThanOrEqual(1);
  expect(stdout).not.toContain("082 555 0142");
});
