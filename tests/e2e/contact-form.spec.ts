import { expect, test, type APIRequestContext, type Locator, type Page, type Route } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";
import type { RecordedMail } from "../support/mail-recorder.ts";
import { mailRecorderUrl } from "../support/ports.ts";
import { gotoHydrated, installClock } from "../support/site.ts";

const visitor = {
  Name: "Thabo Mokoena",
  // Unique per run: the mail recorder is shared with other tests and kept between local runs, so
  // this test finds its own mail by address instead of clearing the recorder under the others.
  Email: `thabo.${crypto.randomUUID().slice(0, 8)}@example.org`,
  "Phone (optional)": "+27 82 555 0110",
  "Company (optional)": "Example Logistics",
  Subject: "VAPT for our customer portal",
  Message: "We need a penetration test of our customer portal & API within < 2 weeks, for 5 > 3 sites.",
};

function field(page: Page, name: string) {
  return page.getByRole("textbox", { name, exact: true });
}

async function fill(page: Page, values: Partial<typeof visitor> = visitor) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

function form(page: Page) {
  return page.locator("section", { has: page.getByRole("heading", { name: "Send us a Message" }) }).last();
}

/**
 * Where a notice sits against what the visitor sees: wholly below the sticky site header and
 * above the bottom of the viewport.
 */
async function placement(page: Page, notice: Locator) {
  const header = (await page.getByRole("banner").boundingBox())!;
  const box = (await notice.boundingBox())!;
  return {
    belowHeader: box.y >= header.y + header.height - 0.5,
    aboveViewportBottom: box.y + box.height <= page.viewportSize()!.height + 0.5,
  };
}

/** What the loopback MailChannels has received for this visitor. */
async function mailsFor(request: APIRequestContext, email: string): Promise<RecordedMail[]> {
  const all = (await (await request.get(`${mailRecorderUrl}/__messages`)).json()) as RecordedMail[];
  return all.filter((mail) => mail.body.reply_to.email === email);
}

test.describe("contact form", () => {
  test("keeps the honeypot out of the tab order, shows the privacy notice, and each validation message in red under its field", async ({
    page,
  }) => {
    // The form's states, its messages and how they are tied to their fields are component tests
    // (tests/components/contact-form.test.tsx); here, what needs the page's styles and focus order.
    await gotoHydrated(page, "/contact");
    await field(page, "Message").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
    await expect(form(page)).toContainText("POPIA");

    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Subject must be at least 3 characters",
      "Message must be at least 10 characters",
    ]) {
      const error = page.getByText(message, { exact: true });
      await expect(error).toBeVisible();
      await expect(error).toHaveCSS("color", "rgb(185, 28, 28)");
    }
    await expect(field(page, "Name")).toBeFocused();
  });

  test("sends through the Worker: Sending..., the success notice, a cleared form, and the mail recorded by MailChannels", async ({
    page,
    request,
  }) => {
    // The page's clock runs behind the Worker's, so to the Worker the visitor took longer than the
    // minimum fill time, as a person does; quicker submissions count as bots and are not mailed.
    await installClock(page);
    await gotoHydrated(page, "/contact");
    await fill(page);
    const send = page.getByRole("button", { name: "Send Message" });
    // Through to the Worker, held until the sending state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/send-email", async (route: Route) => {
      await held;
      await route.continue();
    });
    await send.click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByRole("group", { name: "Message sent successfully!" })).toHaveAccessibleDescription(
      "We'll get back to you within 24 hours.",
    );
    for (const name of Object.keys(visitor)) await expect(field(page, name)).toHaveValue("");

    await expect.poll(async () => (await mailsFor(request, visitor.Email)).length).toBe(1);
    const [mail] = await mailsFor(request, visitor.Email);
    expect(mail?.apiKey).toBe("e2e-api-key");
    expect(mail?.body.reply_to).toEqual({ email: visitor.Email, name: visitor.Name });
    expect(mail?.body.subject).toContain(visitor.Subject);
    const html = mail?.body.content.find((part) => part.type === "text/html")?.value ?? "";
    expect(html).toContain("customer portal &amp; API within &lt; 2 weeks, for 5 &gt; 3 sites.");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("brings the error notice, then the success notice, into view below the sticky header and gives it focus, so the visitor sees the outcome of sending", async ({
      page,
    }) => {
      // An address of its own: the other test finds its mail by the visitor's.
      const values = { ...visitor, Email: `notice.${crypto.randomUUID().slice(0, 8)}@example.org` };
      await installClock(page);
      await gotoHydrated(page, "/contact");
      await fill(page, values);
      const send = page.getByRole("button", { name: "Send Message" });

      await page.route("**/api/send-email", (route) =>
        route.fulfill({ status: 503, json: { success: false, error: "We could not save your message just now." } }),
      );
      await send.click();
      const failed = page.getByRole("group", { name: "Error sending message" });
      await expect(failed).toContainText("We could not save your message just now.");
      await expect(failed).toBeFocused();
      await expect.poll(() => placement(page, failed)).toEqual({ belowHeader: true, aboveViewportBottom: true });
      for (const [label, value] of Object.entries(values)) await expect(field(page, label)).toHaveValue(value);

      // Through to the Worker this time.
      await page.unroute("**/api/send-email");
      await send.click();
      const sent = page.getByRole("group", { name: "Message sent successfully!" });
      await expect(sent).toHaveAccessibleDescription("We'll get back to you within 24 hours.");
      await expect(sent).toBeFocused();
      await expect.poll(() => placement(page, sent)).toEqual({ belowHeader: true, aboveViewportBottom: true });
      for (const name of Object.keys(values)) await expect(field(page, name)).toHaveValue("");
      expect(await axeViolations(page), "axe with the success notice shown").toEqual([]);

      // Dismissing the notice hands focus to the first field, ready for another message.
      await sent.getByRole("button", { name: "Dismiss notice" }).click();
      await expect(sent).toHaveCount(0);
      await expect(field(page, "Name")).toBeFocused();
    });
  });
});
