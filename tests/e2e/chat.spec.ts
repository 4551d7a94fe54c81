import { expect, test, type Page, type Route } from "../support/test.ts";
import { company } from "../../content/company.ts";
import { gotoHydrated, waitForHydration } from "../support/site.ts";

async function openChat(page: Page, path = "/") {
  await gotoHydrated(page, path);
  await page.getByRole("button", { name: /chat/i }).click();
  const panel = page.getByRole("region", { name: "Chat with our assistant" });
  await expect(panel).toBeVisible();
  return panel;
}

function log(page: Page) {
  return page.getByRole("log", { name: "Conversation" });
}

async function say(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Your message" }).fill(text);
  await page.keyboard.press("Enter");
}

/** Answers the assistant call with a fixed reply after a short delay. */
function replyWith(reply: string, delayMs = 0) {
  return async (route: Route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ json: { reply } });
  };
}

test.describe("chat assistant", () => {
  test("opens from a round launcher with one greeting, and closes with Escape back to the launcher", async ({
    page,
  }) => {
    const panel = await openChat(page);
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(384);
    expect(Math.round(box.height)).toBe(384);
    await expect(log(page).locator("[data-sender]")).toHaveCount(1);
    await expect(log(page).locator('[data-sender="bot"]')).toContainText("assistant");
    await expect(page.getByRole("textbox", { name: "Your message" })).toBeFocused();
    await expect(panel).toContainText("don't share health or other sensitive details");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: /chat/i })).toBeFocused();
  });

  test("never sends blank messages; Send is disabled while empty or while a reply is pending", async ({ page }) => {
    await page.route("**/api/ai-chat", replyWith("We are based in Pretoria.", 800));
    await openChat(page);
    const send = page.getByRole("button", { name: "Send", exact: true });
    await expect(send).toBeDisabled();
    await page.getByRole("textbox", { name: "Your message" }).fill("    ");
    await expect(send).toBeDisabled();
    await page.keyboard.press("Enter");
    await expect(log(page).locator("[data-sender]")).toHaveCount(1);
    await say(page, "Where are you?");
    await expect(log(page).getByText("Typing...")).toBeVisible();
    await page.getByRole("textbox", { name: "Your message" }).fill("another");
    await expect(send).toBeDisabled();
    await expect(log(page).locator('[data-sender="bot"]').last()).toHaveText(/We are based in Pretoria\./);
    await expect(log(page).getByText("Typing...")).toHaveCount(0);
    await expect(send).toBeEnabled();
  });

  test("sends the message and the last six messages as context, and shows the reply", async ({ page }) => {
    const requests: { message: string; context: string }[] = [];
    await page.route("**/api/ai-chat", async (route) => {
      requests.push(route.request().postDataJSON());
      await route.fulfill({ json: { reply: `Answer ${requests.length}` } });
    });
    await openChat(page);
    for (let index = 1; index <= 4; index++) {
      await say(page, `Question ${index}`);
      await expect(log(page).locator('[data-sender="bot"]').last()).toHaveText(/Answer \d/);
    }
    const last = requests.at(-1)!;
    expect(last.message).toBe("Question 4");
    const lines = last.context.split("\n");
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^Assistant: |^Visitor: /);
    expect(lines.at(-1)).toBe("Assistant: Answer 3");
  });

  test("renders links to site pages as links and everything else as text", async ({ page }) => {
    await page.route(
      "**/api/ai-chat",
      replyWith("See [VAPT](/services/vapt) and [elsewhere](https://evil.test) <img src=x onerror=alert(1)>"),
    );
    await openChat(page);
    await say(page, "Tell me about VAPT");
    const answer = log(page).locator('[data-sender="bot"]').last();
    await expect(answer.getByRole("link", { name: "VAPT" })).toHaveAttribute("href", "/services/vapt");
    await expect(answer.getByRole("link")).toHaveCount(1);
    await expect(answer).toContainText("elsewhere <img src=x onerror=alert(1)>");
    await expect(answer.locator("img")).toHaveCount(0);
  });

  test("falls back to the keyword responder with a notice when the call fails", async ({ page }) => {
    await page.route("**/api/ai-chat", (route) => route.fulfill({ status: 503, json: { error: "Model overloaded" } }));
    await openChat(page);
    await say(page, "What is your email address?");
    await expect(page.getByText("Using fallback answer")).toBeVisible();
    await expect(page.getByText("Model overloaded")).toBeVisible();
    await expect(log(page).locator('[data-sender="bot"]').last()).toContainText(company.email);
  });

  test("says 'AI is unavailable right now.' when the call fails without a message", async ({ page }) => {
    await page.route("**/api/ai-chat", (route) => route.abort());
    await openChat(page);
    await say(page, "hello");
    await expect(page.getByText("Using fallback answer")).toBeVisible();
  });

  test("answers from the keyword responder without a notice when the reply is blank", async ({ page }) => {
    await page.route("**/api/ai-chat", replyWith("   "));
    await openChat(page);
    await say(page, "Where are you located?");
    await expect(log(page).locator('[data-sender="bot"]').last()).toContainText(company.city);
    await expect(page.getByText("Using fallback answer")).toHaveCount(0);
  });

  test("answers real questions from the site's content through the Worker", async ({ page }) => {
    await openChat(page);
    await say(page, "Do you test mobile apps?");
    const answer = log(page).locator('[data-sender="bot"]').last();
    await expect(answer).toContainText(/mobile/i);
    await expect(answer.getByRole("link").first()).toHaveAttribute("href", /^\//);
  });

  test("offers the contact form about 600 ms after a reply about pricing; Cancel hides it", async ({ page }) => {
    await page.route("**/api/ai-chat", replyWith("Every engagement gets a custom quote."));
    await openChat(page);
    await say(page, "How much does it cost?");
    await expect(log(page).locator('[data-sender="bot"]').last()).toContainText("custom quote");
    const contactForm = page.getByRole("form", { name: "Share your contact details" });
    await page.waitForTimeout(300);
    await expect(contactForm).toHaveCount(0);
    await expect(contactForm).toBeVisible({ timeout: 2_000 });
    await expect(page.getByRole("textbox", { name: "Your message" })).toHaveCount(0);
    await expect(contactForm.getByLabel("Email")).toHaveAttribute("type", "email");
    await contactForm.getByRole("button", { name: "Cancel" }).click();
    await expect(contactForm).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Your message" })).toBeVisible();
  });

  test("does not offer the form for an unrelated reply", async ({ page }) => {
    await page.route("**/api/ai-chat", replyWith("We test iOS and Android apps."));
    await openChat(page);
    await say(page, "Do you test apps?");
    await page.waitForTimeout(1_000);
    await expect(page.getByRole("form", { name: "Share your contact details" })).toHaveCount(0);
  });

  test("contact form: incomplete fields, failure, then success with a thank-you", async ({ page }) => {
    await page.route("**/api/ai-chat", replyWith("Would you like me to connect you with our team?"));
    await openChat(page);
    await say(page, "I need help");
    const contactForm = page.getByRole("form", { name: "Share your contact details" });
    await expect(contactForm).toBeVisible();

    let sent = 0;
    await page.route("**/api/send-email", (route) => {
      sent += 1;
      return route.fulfill({
        status: 503,
        json: { success: false, error: "We could not save your message just now." },
      });
    });
    await contactForm.getByLabel("Name").fill("Lindiwe Khumalo");
    await contactForm.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toContainText("Please fill in all fields");
    expect(sent).toBe(0);

    await contactForm.getByLabel("Email").fill("lindiwe@example.org");
    await contactForm.getByLabel("Phone").fill("+27 82 555 0123");
    await contactForm.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toContainText("Error");
    await expect(page.getByRole("alert")).toContainText("We could not save your message just now.");
    await expect(contactForm).toBeVisible();
    await expect(contactForm.getByLabel("Name")).toHaveValue("Lindiwe Khumalo");

    await page.unroute("**/api/send-email");
    const bodies: Record<string, unknown>[] = [];
    await page.route("**/api/send-email", async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.continue();
    });
    await page.waitForTimeout(3_000);
    await contactForm.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toContainText("Contact details sent!");
    await expect(page.getByRole("status")).toContainText("Our team will get back to you shortly.");
    await expect(contactForm).toHaveCount(0);
    await expect(log(page).locator('[data-sender="bot"]').last()).toContainText("Thank you");
    expect(bodies[0]).toMatchObject({
      type: "contact",
      fullName: "Lindiwe Khumalo",
      email: "lindiwe@example.org",
      phone: "+27 82 555 0123",
      subject: "Chatbot Inquiry - Contact Request",
    });
    expect(String(bodies[0]?.message)).toContain("Name: Lindiwe Khumalo");
    expect(String(bodies[0]?.message)).toContain("Visitor: I need help");
  });

  test("a send-email answer without success uses the fallback message", async ({ page }) => {
    await page.route("**/api/ai-chat", replyWith("Shall I connect you with our team?"));
    await page.route("**/api/send-email", (route) => route.fulfill({ json: {} }));
    await openChat(page);
    await say(page, "yes please");
    const contactForm = page.getByRole("form", { name: "Share your contact details" });
    await contactForm.getByLabel("Name").fill("Lindiwe Khumalo");
    await contactForm.getByLabel("Email").fill("lindiwe@example.org");
    await contactForm.getByLabel("Phone").fill("+27 82 555 0123");
    await contactForm.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toContainText("Failed to send email");
  });

  test("keeps the conversation across navigation and reloads, and can restart it", async ({ page }) => {
    await page.route("**/api/ai-chat", replyWith("We are in Pretoria."));
    await openChat(page);
    await say(page, "Where are you?");
    await expect(log(page).locator("[data-sender]")).toHaveCount(3);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(log(page).locator("[data-sender]")).toHaveCount(3);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: /chat/i }).click();
    await expect(log(page).locator("[data-sender]")).toHaveCount(3);
    await page.getByRole("button", { name: "Restart" }).click();
    await expect(log(page).locator("[data-sender]")).toHaveCount(1);
  });

  test("works by keyboard alone", async ({ page }) => {
    await page.route("**/api/ai-chat", replyWith("Hello there."));
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: /chat/i }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("textbox", { name: "Your message" })).toBeFocused();
    await page.keyboard.type("Hi");
    await page.keyboard.press("Enter");
    await expect(log(page).locator('[data-sender="bot"]').last()).toHaveText(/Hello there\./);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: /chat/i })).toBeFocused();
  });

  test("loads the panel's code only on first open", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => url.includes("ChatPanel"))).toBe(false);
    await page.getByRole("button", { name: /chat/i }).click();
    await expect.poll(() => scripts.some((url) => url.includes("ChatPanel"))).toBe(true);
  });
});

test.describe("chat on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the panel spans the screen's width", async ({ page }) => {
    const panel = await openChat(page);
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeGreaterThan(330);
  });
});
