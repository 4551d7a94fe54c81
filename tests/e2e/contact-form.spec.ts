import { expect, test, type Page } from "../support/test.ts";
import type { RecordedMail } from "../support/mail-recorder.ts";
import { mailRecorderUrl } from "../support/ports.ts";
import { waitForHydration } from "../support/site.ts";

const visitor = {
  Name: "Thabo Mokoena",
  Email: "thabo@example.org",
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

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
  });

  test("shows every validation message in red under its field, tied to it for assistive technology", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Send Message" }).click();
    const expected: [string, string][] = [
      ["Name", "Name must be at least 2 characters"],
      ["Email", "Please enter a valid email address"],
      ["Subject", "Subject must be at least 3 characters"],
      ["Message", "Message must be at least 10 characters"],
    ];
    for (const [label, message] of expected) {
      const control = field(page, label);
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(message);
      const error = page.getByText(message, { exact: true });
      await expect(error).toBeVisible();
      await expect(error).toHaveCSS("color", "rgb(185, 28, 28)");
    }
    // The first invalid field receives focus; optional fields carry no error.
    await expect(field(page, "Name")).toBeFocused();
    await expect(field(page, "Phone (optional)")).not.toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Company (optional)")).not.toHaveAttribute("aria-invalid", "true");
    // Correcting a field clears its message.
    await field(page, "Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await field(page, "Email").fill("thabo@example.org");
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
  });

  test("sends the enquiry: Sending..., success notice, cleared form, mail recorded by MailChannels", async ({
    page,
    request,
  }) => {
    await request.delete(`${mailRecorderUrl}/__messages`);
    await fill(page);
    // A person takes longer than the minimum fill time; quicker submissions count as bots.
    await page.waitForTimeout(3_200);
    await page.route("**/api/send-email", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    await expect(page.getByRole("status")).toContainText("Message sent successfully!");
    await expect(page.getByRole("status")).toContainText("We'll get back to you within 24 hours.");
    for (const name of Object.keys(visitor)) await expect(field(page, name)).toHaveValue("");

    await expect
      .poll(async () => ((await (await request.get(`${mailRecorderUrl}/__messages`)).json()) as RecordedMail[]).length)
      .toBe(1);
    const [mail] = (await (await request.get(`${mailRecorderUrl}/__messages`)).json()) as RecordedMail[];
    expect(mail?.apiKey).toBe("e2e-api-key");
    expect(mail?.body.reply_to).toEqual({ email: visitor.Email, name: visitor.Name });
    expect(mail?.body.subject).toContain(visitor.Subject);
    const html = mail?.body.content.find((part) => part.type === "text/html")?.value ?? "";
    expect(html).toContain("customer portal &amp; API within &lt; 2 weeks, for 5 &gt; 3 sites.");
  });

  test("keeps every value and shows the server's error when sending fails", async ({ page }) => {
    await page.route("**/api/send-email", (route) =>
      route.fulfill({ status: 503, json: { success: false, error: "We could not save your message just now." } }),
    );
    await fill(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Error sending message");
    await expect(alert).toContainText("We could not save your message just now.");
    for (const [label, value] of Object.entries(visitor)) await expect(field(page, label)).toHaveValue(value);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await alert.getByRole("button", { name: "Dismiss notice" }).click();
    await expect(page.getByText("Error sending message")).toHaveCount(0);
  });

  test("says 'Failed to send message' when the answer lacks success", async ({ page }) => {
    await page.route("**/api/send-email", (route) => route.fulfill({ status: 200, json: {} }));
    await fill(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Failed to send message");
  });

  test("shows the rate limit's message", async ({ page }) => {
    const message = "You have sent several messages in a short time. Please try again in 9 minutes.";
    await page.route("**/api/send-email", (route) =>
      route.fulfill({ status: 429, headers: { "Retry-After": "540" }, json: { success: false, error: message } }),
    );
    await fill(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText(message);
  });

  test("hides the honeypot from people and assistive technology and shows the privacy notice", async ({ page }) => {
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
    await field(page, "Message").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
    await expect(form(page)).toContainText("POPIA");
  });
});
