/**
 * Journeys made with the keyboard alone, no pointer, the focus visible at every step (a drawn
 * :focus-visible ring): from a dropdown to a service and its primary action; a question to the
 * chat, its reply and its contact form sent; the contact page's form sent with mistakes, then
 * corrected.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { RecordedMail } from "../support/mail-recorder.ts";
import { contactFormDelayMs } from "../../app/shared/chat/contact-trigger.ts";
import { chatText } from "../../content/ui-text.ts";
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

/**
 * Tabs on (or back, with Shift+Tab) until `target` (an id, or a control) has focus, each stop's
 * focus visible; fails after `limit` presses.
 */
async function tabTo(page: Page, target: string | Locator, limit = 80, key: "Tab" | "Shift+Tab" = "Tab") {
  const control = typeof target === "string" ? page.locator(`#${target}`) : target;
  for (let step = 0; step < limit; step++) {
    await press(page, key);
    if (await control.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`never reached ${control} with ${key}`);
}

async function mailsFor(request: APIRequestContext, email: string): Promise<RecordedMail[]> {
  const all = (await (await request.get(`${mailRecorderUrl}/__messages`)).json()) as RecordedMail[];
  return all.filter((mail) => mail.body.reply_to.email === email);
}

test("a service, by keyboard: a dropdown opened, a service chosen, its primary action reached", async ({ page }) => {
  await gotoHydrated(page, "/");
  const trigger = page.getByRole("button", { name: "Cybersecurity" });
  await tabTo(page, trigger);
  await press(page, "Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await press(page, "ArrowDown");
  const service = page.getByRole("link", { name: "VAPT", exact: true });
  await expect(service).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/services\/vapt$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const action = page.getByRole("main").getByRole("link", { name: "Schedule VAPT Assessment" }).first();
  await tabTo(page, action);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contact$/);
  await tabTo(page, "contact-fullName");
});

test("the chat, by keyboard: a question asked, the reply read, its contact form filled and sent", async ({
  page,
  request,
}) => {
  const email = `thabo.${crypto.randomUUID().slice(0, 8)}@example.org`;
  const clock = await installClock(page);
  await gotoHydrated(page, "/");
  const launcher = page.getByRole("banner").getByRole("button", { name: /chat/i });
  await tabTo(page, launcher);
  await press(page, "Enter");
  const panel = page.getByRole("dialog", { name: "Chat with our assistant" });
  await expect(panel).toBeVisible();
  const messageBox = panel.getByRole("textbox", { name: "Your message" });
  await expect(messageBox).toBeFocused();
  // From here the chat's timers move only with runFor: the contact form opens when the test says.
  await clock.pause();

  await page.keyboard.type("Roughly what would a penetration test of our web shop cost?");
  await press(page, "Enter");
  const reply = panel.getByRole("log", { name: "Conversation" }).locator('[data-sender="bot"]').last();
  await expect(reply).toContainText("connect you with our team");
  // The reply's votes and links come before the message box, back through the panel.
  await tabTo(page, reply.getByRole("link", { name: "Web Application Security" }), 10, "Shift+Tab");

  // The reply offers the team: after a moment the contact form opens and takes focus on its first field.
  await page.clock.runFor(contactFormDelayMs);
  const form = panel.getByRole("form", { name: chatText.contactForm.heading });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Name")).toBeFocused();
  await page.keyboard.type("Thabo Mokoena");
  await press(page, "Tab");
  await page.keyboard.type(email);
  await press(page, "Tab");
  await page.keyboard.type("+27 82 555 0123");
  await tabTo(page, form.getByRole("button", { name: "Send" }), 4);
  await press(page, "Enter");

  await expect(panel.getByRole("status").filter({ hasText: "Contact details sent!" })).toHaveCount(1);
  await expect(messageBox).toBeFocused();
  await expect.poll(async () => (await mailsFor(request, email)).length).toBe(1);
});

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
