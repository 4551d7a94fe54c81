/**
 * Journeys made with the keyboard alone, no pointer, the focus visible at every step (a drawn
 * :focus-visible ring): sending the contact page's form with mistakes, then correcting them.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { RecordedMail } from "../support/mail-recorder.ts";
import { mailRecorderUrl } from "../support/ports.ts";
import { gotoHydrated, installClock } from "../support/site.ts";

/** The focused element's name, and whether a keyboard visitor can see where focus is. */
async function focusSeen(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { name: "nothing", visible: false };
    const style = getComputedStyle(focused);
    const ring = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const name = focused.getAttribute("aria-label") ?? focused.id ?? focused.textContent?.trim() ?? "";
    return { name, visible: focused.matches(":focus-visible") && ring };
  });
}

/** Presses `key` and checks the focus it lands on can be seen. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  const seen = await focusSeen(page);
  expect(seen.visible, `focus not visible on ${seen.name} after ${key}`).toBe(true);
}

/** Tabs on until `id` has focus, each stop's focus visible; fails after `limit` presses. */
async function tabTo(page: Page, id: string, limit = 80) {
  for (let step = 0; step < limit; step++) {
    await press(page, "Tab");
    if (await page.evaluate((wanted) => document.activeElement?.id === wanted, id)) return;
  }
  throw new Error(`never reached #${id} with Tab`);
}

async function mailsFor(request: APIRequestContext, email: string): Promise<RecordedMail[]> {
  const all = (await (await request.get(`${mailRecorderUrl}/__messages`)).json()) as RecordedMail[];
  return all.filter((mail) => mail.body.reply_to.email === email);
}

test("the contact form, by keyboard: sent with mistakes, corrected, sent", async ({ page, request }) => {
  const email = `lindiwe.${crypto.randomUUID().slice(0, 8)}@example.org`;
  // The page's clock runs behind the Worker's, so the visitor took longer than the minimum fill time.
  await installClock(page);
  await gotoHydrated(page, "/contact");
  await tabTo(page, "contact-fullName");
  await page.keyboard.type("Lindiwe Dube");
  await tabTo(page, "contact-subject");
  await page.keyboard.type("Incident response retainer");
  // Send with Email and Message left empty.
  await tabTo(page, "contact-message");
  await press(page, "Tab");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
  await press(page, "Enter");

  const emailField = page.getByRole("textbox", { name: "Email", exact: true });
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  expect((await focusSeen(page)).visible).toBe(true);
  await page.keyboard.type(email);
  await tabTo(page, "contact-message");
  await page.keyboard.type("We would like a retainer for incident response across our three sites.");
  await press(page, "Tab");
  // Focus stays on Send while it sends, then moves to the confirmation.
  await press(page, "Enter");

  const sent = page.getByRole("group", { name: "Message sent successfully!" });
  await expect(sent).toBeFocused();
  expect((await focusSeen(page)).visible, "focus visible on the confirmation").toBe(true);
  await expect.poll(async () => (await mailsFor(request, email)).length).toBe(1);
});
