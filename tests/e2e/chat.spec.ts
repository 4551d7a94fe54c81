import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext, type Locator, type Page, type Route } from "@playwright/test";
import { company } from "../../content/company.ts";
import { contactFormDelayMs } from "../../app/shared/chat/contact-trigger.ts";
import { chatText } from "../../content/ui-text.ts";
import { axeViolations } from "../support/axe.ts";
import { measureFocusRings } from "../support/focus-ring.ts";
import type { RecordedMail } from "../support/mail-recorder.ts";
import { mailRecorderUrl } from "../support/ports.ts";
import { gotoHydrated, installClock, waitForHydration } from "../support/site.ts";

function launcher(page: Page) {
  return page.getByRole("button", { name: /chat/i });
}

function panelOf(page: Page) {
  return page.getByRole("dialog", { name: "Chat with our assistant" });
}

async function openChat(page: Page, path = "/") {
  await gotoHydrated(page, path);
  await launcher(page).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Opens the chat on Playwright's clock, then stops the clock: from here on the chat's timers move
 * only with page.clock.runFor. (The panel loads lazily, which needs running timers.)
 */
async function openChatOnPausedClock(page: Page) {
  const clock = await installClock(page);
  const panel = await openChat(page);
  await clock.pause();
  return panel;
}

function log(page: Page) {
  return page.getByRole("log", { name: "Conversation" });
}

function lastAnswer(page: Page) {
  return log(page).locator('[data-sender="bot"]').last();
}

function messageBox(page: Page) {
  return page.getByRole("textbox", { name: "Your message" });
}

function contactFormOf(page: Page) {
  return page.getByRole("form", { name: chatText.contactForm.heading });
}

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await page.keyboard.press("Enter");
}

/** What the loopback MailChannels has received with this reply-to address. */
async function mailsFor(request: APIRequestContext, email: string): Promise<RecordedMail[]> {
  const all = (await (await request.get(`${mailRecorderUrl}/__messages`)).json()) as RecordedMail[];
  return all.filter((mail) => mail.body.reply_to.email === email);
}

/** Answers the assistant call with a reply per question. */
function replies(byQuestion: Record<string, string>) {
  return (route: Route) => {
    const { message } = route.request().postDataJSON() as { message: string };
    return route.fulfill({ json: { reply: byQuestion[message] ?? "" } });
  };
}

/** A pricing answer taller than the log, its links at the end, as the Worker's answers are. */
const longPricingReply = [
  "Every engagement gets a custom quote, because the price depends on the scope: how many applications, hosts and people are in play, and how deep the testing goes.",
  "A typical external penetration test of one web application takes five to ten working days, including the report and a debrief with your team.",
  "Internal network testing, cloud reviews and social engineering are quoted separately, and most clients combine two or three of them in one engagement.",
  "The initial consultation is free, and we usually send a written proposal within two working days of it.",
  "[VAPT](/services/vapt) · [Contact](/contact)",
].join("\n\n");

/** The viewport box of a message's first character: where its first line of text is. */
function firstCharacterBox(message: Element) {
  // The first text with words in it; the visually hidden sender label is an element before it.
  const text = [...message.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  if (!text) throw new Error("The message has no text of its own");
  const range = document.createRange();
  range.setStart(text, 0);
  range.setEnd(text, 1);
  const { x, y, width, height } = range.getBoundingClientRect();
  return { x, y, width, height };
}

/** Whether a box lies wholly between two heights and inside the viewport. */
function within(box: { y: number; height: number }, top: number, bottom: number, viewportHeight: number) {
  return box.y >= Math.max(top, 0) - 0.5 && box.y + box.height <= Math.min(bottom, viewportHeight) + 0.5;
}

/**
 * What the visitor sees of the last reply and the contact form: its first line inside the part of
 * the log that shows, and the Name field inside the panel, both inside the viewport.
 */
async function whatShows(page: Page, nameField: Locator) {
  const viewportHeight = page.viewportSize()!.height;
  const logBox = (await log(page).boundingBox())!;
  const panelBox = (await panelOf(page).boundingBox())!;
  const firstLine = await lastAnswer(page).evaluate(firstCharacterBox);
  const name = (await nameField.boundingBox())!;
  return {
    replyStart: within(firstLine, logBox.y, logBox.y + logBox.height, viewportHeight),
    nameField: within(name, panelBox.y, panelBox.y + panelBox.height, viewportHeight),
  };
}

async function panelHeight(page: Page) {
  return Math.round((await panelOf(page).boundingBox())!.height);
}

test.describe("chat assistant", () => {
  test("loads its code on first open, opens from a round launcher with one greeting, closes with Escape, works by keyboard alone and spans a phone's width", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.route("**/api/ai-chat", replies({ Hi: "Hello there." }));
    await gotoHydrated(page, "/");
    // A frame after hydration, anything the page fetches without being asked has been requested.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(scripts.some((url) => url.includes("ChatIsland"))).toBe(false);

    await launcher(page).click();
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    // The shell shows at the press; the chat's code is asked for once that frame has painted.
    await expect.poll(() => scripts.some((url) => url.includes("ChatIsland"))).toBe(true);
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(384);
    expect(Math.round(box.height)).toBe(384);
    await expect(log(page).locator("[data-sender]")).toHaveCount(1);
    await expect(log(page).locator('[data-sender="bot"]')).toContainText("assistant");
    await expect(messageBox(page)).toBeFocused();
    await expect(panel).toContainText("don't share health or other sensitive details");
    // The Restart and Close buttons sit on the navy header: their focus rings still reach 3:1.
    const rings = await measureFocusRings(page, "#chat-panel");
    expect(rings.checked).toBeGreaterThanOrEqual(3);
    expect(rings.failures, "focus rings under 3:1 in the chat panel").toEqual([]);
    await messageBox(page).focus();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher(page)).toBeFocused();

    // By keyboard alone, from the focused launcher.
    await page.keyboard.press("Enter");
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.type("Hi");
    await page.keyboard.press("Enter");
    await expect(lastAnswer(page)).toHaveText(/Hello there\./);
    await page.keyboard.press("Escape");
    await expect(launcher(page)).toBeFocused();

    // On a phone the panel is a sheet over the whole screen (chat-phone.spec.ts).
    await page.setViewportSize({ width: 360, height: 740 });
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });
  });

  test("never sends blank messages, disables Send while empty or while a reply is pending, sends the last six messages as context, and renders links to site pages as links and everything else as text", async ({
    page,
  }) => {
    const requests: { message: string; context: string }[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/ai-chat", async (route) => {
      const body = route.request().postDataJSON() as { message: string; context: string };
      requests.push(body);
      const number = requests.length;
      if (number === 1) {
        await held;
        return route.fulfill({ json: { reply: "We are based in Pretoria." } });
      }
      if (body.message === "Tell me about VAPT") {
        return route.fulfill({
          json: {
            reply:
              "See [VAPT](/services/vapt) and [elsewhere](https://evil.test) <img src=x onerror=alert(1)> [[x](/nope)](/\\evil.test/b)",
          },
        });
      }
      return route.fulfill({ json: { reply: `Answer ${number}` } });
    });
    await openChat(page);

    const send = page.getByRole("button", { name: "Send", exact: true });
    await expect(send).toBeDisabled();
    await messageBox(page).fill("    ");
    await expect(send).toBeDisabled();
    await page.keyboard.press("Enter");
    await expect(log(page).locator("[data-sender]")).toHaveCount(1);
    // The first reply is held until the pending state has been seen.
    await say(page, "Where are you?");
    await expect(log(page).getByText("Typing...")).toBeVisible();
    await messageBox(page).fill("another");
    await expect(send).toBeDisabled();
    release();
    await expect(lastAnswer(page)).toHaveText(/We are based in Pretoria\./);
    await expect(log(page).getByText("Typing...")).toHaveCount(0);
    await expect(send).toBeEnabled();
    expect(requests).toHaveLength(1);

    // The message, and the last six messages as context.
    for (let number = 2; number <= 4; number++) {
      await say(page, `Question ${number}`);
      await expect(lastAnswer(page)).toHaveText(new RegExp(`Answer ${number}`));
    }
    const last = requests.at(-1)!;
    expect(last.message).toBe("Question 4");
    const lines = last.context.split("\n");
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^Assistant: |^Visitor: /);
    expect(lines.at(-1)).toBe("Assistant: Answer 3");

    // Links to site pages become links; anything else stays text.
    await say(page, "Tell me about VAPT");
    const answer = lastAnswer(page);
    await expect(answer.getByRole("link", { name: "VAPT" })).toHaveAttribute("href", "/services/vapt");
    await expect(answer.getByRole("link")).toHaveCount(1);
    await expect(answer).toContainText("elsewhere <img src=x onerror=alert(1)> [x](/\\evil.test/b)");
    await expect(answer.locator("img")).toHaveCount(0);
  });

  test("asks for the reply as a stream and shows it as it arrives: Typing... until the first token, then the pieces, then the whole reply with its links", async ({
    page,
  }) => {
    // A loopback event stream the test releases step by step; page.route sends the chat call there,
    // so the browser reads it as the Worker's answer, piece by piece (a fulfilled body arrives whole).
    const steps = [
      'event: token\ndata: {"text":"We test iOS "}\n\n',
      'event: token\ndata: {"text":"and Android apps. "}\n\n',
      `event: done\ndata: ${JSON.stringify({ reply: "We test iOS and Android apps. See [Mobile App Security](/services/mobile-app-security)." })}\n\n`,
    ];
    const releases: (() => void)[] = [];
    const released = steps.map(() => new Promise<void>((resolve) => releases.push(resolve)));
    const server = createServer(async (_, response) => {
      response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store" });
      for (const [index, step] of steps.entries()) {
        await released[index];
        response.write(step);
      }
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const streamUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;
    await page.route("**/api/ai-chat", (route) => route.continue({ url: streamUrl }));
    try {
      await openChat(page);
      // "Typing..." can show before the call reaches the route: wait for the request itself.
      const asked = page.waitForRequest("**/api/ai-chat");
      await say(page, "Do you test mobile apps?");
      const typing = log(page).getByText("Typing...");
      await expect(typing).toBeVisible();
      expect((await asked).headers()["accept"]).toContain("text/event-stream");

      releases[0]!();
      await expect(lastAnswer(page)).toHaveText("Assistant: We test iOS");
      await expect(typing).toBeHidden();
      releases[1]!();
      await expect(lastAnswer(page)).toHaveText("Assistant: We test iOS and Android apps.");
      await expect(lastAnswer(page).getByRole("link")).toHaveCount(0);

      releases[2]!();
      await expect(lastAnswer(page)).toHaveText("Assistant: We test iOS and Android apps. See Mobile App Security.");
      await expect(lastAnswer(page).getByRole("link", { name: "Mobile App Security" })).toHaveAttribute(
        "href",
        "/services/mobile-app-security",
      );
      await expect(log(page).locator('[data-sender="bot"]')).toHaveCount(2);
      await expect(messageBox(page)).toBeEnabled();
    } finally {
      server.close();
    }
  });

  test("falls back to the keyword responder: silently when the reply is blank, with a notice when the call fails, carrying the error or 'AI is unavailable right now.'", async ({
    page,
  }) => {
    await page.route("**/api/ai-chat", (route) => {
      const { message } = route.request().postDataJSON() as { message: string };
      if (message === "What is your email address?") {
        return route.fulfill({ status: 503, json: { error: "Model overloaded" } });
      }
      if (message === "hello") return route.abort();
      if (message === "hello again") return route.fulfill({ status: 502, body: "Bad gateway" });
      return route.fulfill({ json: { reply: "   " } });
    });
    // The keyword answers invite the visitor to get in touch, which offers the contact form in
    // place of the message box after 600 ms; on the paused clock the box stays for each question.
    await openChatOnPausedClock(page);
    const notice = page.getByText("Using fallback answer");

    await say(page, "Where are you located?");
    await expect(lastAnswer(page)).toContainText(company.city);
    await expect(notice).toHaveCount(0);

    await say(page, "What is your email address?");
    await expect(notice).toBeVisible();
    await expect(page.getByText("Model overloaded")).toBeVisible();
    await expect(lastAnswer(page)).toContainText(company.email);

    // The call fails outright (the notice carries the browser's own message), then with no message.
    await say(page, "hello");
    await expect(page.getByText("Model overloaded")).toHaveCount(0);
    await expect(notice).toBeVisible();
    await say(page, "hello again");
    await expect(page.getByText("AI is unavailable right now.")).toBeVisible();
    await expect(notice).toBeVisible();
  });

  test("answers real questions from the site's content through the Worker, keeps the conversation and the open panel across pages and reloads, and can restart it", async ({
    page,
  }) => {
    await openChat(page);
    await say(page, "Do you test mobile apps?");
    const answer = lastAnswer(page);
    await expect(answer).toContainText(/mobile/i);
    await expect(answer.getByRole("link").first()).toHaveAttribute("href", /^\//);
    await expect(log(page).locator("[data-sender]")).toHaveCount(3);

    // Every page is a full load: the panel reopens with the conversation, leaving focus to the page.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await waitForHydration(page);
    await expect(log(page).locator("[data-sender]")).toHaveCount(3);
    await expect(messageBox(page)).not.toBeFocused();
    await page.reload();
    await waitForHydration(page);
    await expect(log(page).locator("[data-sender]")).toHaveCount(3);

    // Closed, it stays closed on the next page, and opens again with the same conversation.
    await page.getByRole("button", { name: "Close chat", exact: true }).click();
    await expect(panelOf(page)).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(panelOf(page)).toBeHidden();
    await launcher(page).click();
    await expect(log(page).locator("[data-sender]")).toHaveCount(3);
    await page.getByRole("button", { name: "Restart" }).click();
    await expect(log(page).locator("[data-sender]")).toHaveCount(1);
  });

  test("contact form after tag-like messages: the details are sent and the mail quotes the conversation as plain text", async ({
    page,
    request,
  }) => {
    // A fresh address, so this test finds its own mail among every other test's.
    const email = `chat-${crypto.randomUUID().slice(0, 8)}@example.org`;
    await page.route(
      "**/api/ai-chat",
      replies({
        "Is <b>this</b> bold?": "Messages here are plain text.",
        "<script>alert(1)</script>": "That will not run here. Would you like me to connect you with our team?",
      }),
    );
    await openChatOnPausedClock(page);
    await say(page, "Is <b>this</b> bold?");
    await expect(lastAnswer(page)).toContainText("plain text");
    await say(page, "<script>alert(1)</script>");
    await expect(lastAnswer(page)).toContainText("connect you with our team");
    await expect(log(page).locator('[data-sender="user"]').last()).toContainText("<script>alert(1)</script>");
    await page.clock.runFor(contactFormDelayMs);
    const contactForm = contactFormOf(page);
    await expect(contactForm).toBeVisible();

    await contactForm.getByLabel("Name").fill("Sipho Dlamini");
    await contactForm.getByLabel("Email").fill(email);
    await contactForm.getByLabel("Phone").fill("+27 82 555 0144");
    const sent = page.waitForResponse("**/api/send-email");
    await contactForm.getByRole("button", { name: "Send" }).click();
    const response = await sent;
    expect(response.status(), await response.text()).toBe(200);
    await expect(page.getByRole("status")).toContainText("Contact details sent!");
    await expect(contactForm).toHaveCount(0);

    await expect.poll(async () => (await mailsFor(request, email)).length).toBe(1);
    const [mail] = await mailsFor(request, email);
    expect(mail?.body.reply_to).toEqual({ email, name: "Sipho Dlamini" });
    expect(mail?.body.subject).toContain("Chatbot Inquiry - Contact Request");
    const text = mail?.body.content.find((part) => part.type === "text/plain")?.value ?? "";
    expect(text).toContain("Name: Sipho Dlamini");
    expect(text).toContain("Phone: +27 82 555 0144");
    expect(text).toContain("> Visitor: Is ‹b›this‹/b› bold?\n> Assistant: Messages here are plain text.");
    expect(text).toContain("> Visitor: ‹script›alert(1)‹/script›\n> Assistant: That will not run here.");
    expect(text).not.toMatch(/<\/?(b|script)>/);
    const html = mail?.body.content.find((part) => part.type === "text/html")?.value ?? "";
    expect(html).toContain("&gt; Visitor: ‹script›alert(1)‹/script›");
    expect(html).not.toContain("<script>");
  });

  // The 24rem panel grows while the contact form is open; the phone's sheet already fills the screen.
  for (const { viewport, resting, grows } of [
    { viewport: { width: 1280, height: 800 }, resting: 384, grows: true },
    { viewport: { width: 375, height: 812 }, resting: 812, grows: false },
  ]) {
    test.describe(`at ${viewport.width}x${viewport.height}`, () => {
      test.use({ viewport });

      test("makes room for the contact form, so the start of a long reply and the Name field both show, with focus on Name; Cancel and a successful send return focus to the message box", async ({
        page,
      }) => {
        const email = `grow-${crypto.randomUUID().slice(0, 8)}@example.org`;
        await page.route(
          "**/api/ai-chat",
          replies({
            "How much does a pentest cost?": longPricingReply,
            "Can someone call me?": "Of course. Would you like me to connect you with our team?",
          }),
        );
        const panel = await openChatOnPausedClock(page);
        expect(await panelHeight(page), "the resting height").toBe(resting);
        const contactForm = contactFormOf(page);
        const nameField = contactForm.getByLabel("Name");

        await say(page, "How much does a pentest cost?");
        await expect(lastAnswer(page)).toContainText("custom quote");
        await page.clock.runFor(contactFormDelayMs);
        await expect(contactForm).toBeVisible();
        await expect.poll(() => whatShows(page, nameField)).toEqual({ replyStart: true, nameField: true });
        await expect(nameField).toBeFocused();
        const grown = (await panel.boundingBox())!;
        if (grows) expect(grown.height).toBeGreaterThan(resting);
        else expect(Math.round(grown.height)).toBe(resting);
        expect(grown.y, "the panel's top is on screen").toBeGreaterThanOrEqual(0);

        await contactForm.getByRole("button", { name: "Cancel" }).click();
        await expect(messageBox(page)).toBeFocused();
        await expect.poll(() => panelHeight(page)).toBe(resting);

        await say(page, "Can someone call me?");
        await expect(lastAnswer(page)).toContainText("connect you with our team");
        await page.clock.runFor(contactFormDelayMs);
        await expect(nameField).toBeFocused();
        // axe waits on timers of its own: the page's clock runs from here on.
        await page.clock.resume();
        expect(await axeViolations(page, "#chat-panel"), "axe on the panel with the contact form").toEqual([]);
        await page.keyboard.type("Ayanda Nkosi");
        await contactForm.getByLabel("Email").fill(email);
        await contactForm.getByLabel("Phone").fill("+27 82 555 0177");
        await contactForm.getByRole("button", { name: "Send" }).click();
        await expect(page.getByRole("status")).toContainText("Contact details sent!");
        await expect(messageBox(page)).toBeFocused();
        await expect.poll(() => panelHeight(page)).toBe(resting);
      });
    });
  }
});
