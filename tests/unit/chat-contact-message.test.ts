/** The chat contact request's message: the conversation quoted as plain text (contact-message.ts). */
import { describe, expect, it } from "vitest";
import { conversation } from "../support/chat-conversation.ts";
import {
  chatContactMessage,
  conversationHeading,
  maxContactMessageLength,
  plainLine,
  quoteConversation,
} from "../../app/shared/chat/contact-message.ts";
import { contactFieldLimits, contactSchema } from "../../app/shared/contact-schema.ts";

const contact = { name: "Lindiwe Khumalo", email: "lindiwe@example.org", phone: "+27 82 555 0123" };
const messageRules = contactSchema.shape.message;

/** The message passes the schema's message rules and comes out of them unchanged. */
function expectValid(message: string) {
  const result = messageRules.safeParse(message);
  expect(result.error?.issues ?? []).toEqual([]);
  expect(result.data).toBe(message);
}

describe("plainLine", () => {
  it("shows angle brackets as ‹ › so tags read as typed but are not tags", () => {
    expect(plainLine("Is <b>this</b> bold?")).toBe("Is ‹b›this‹/b› bold?");
    expect(plainLine("<script>alert(1)</script>")).toBe("‹script›alert(1)‹/script›");
    expect(plainLine("5 < 6 > 4")).toBe("5 ‹ 6 › 4");
  });

  it("leaves javascript: and other text as it is", () => {
    expect(plainLine("javascript:alert(document.cookie)")).toBe("javascript:alert(document.cookie)");
    expect(plainLine("Fish & chips, 100% \"quoted\" 'text'")).toBe("Fish & chips, 100% \"quoted\" 'text'");
  });

  it("turns control characters, tabs and line breaks into single spaces", () => {
    expect(plainLine("a\u0000b\u0007c\u001b[31md\u007fe\u0085f")).toBe("a b c [31md e f");
    expect(plainLine("line one\r\nline two\n\n\tthree\u2028four\u2029five")).toBe("line one line two three four five");
    expect(plainLine("  padded \f ")).toBe("padded");
  });

  it("removes bidi and zero-width controls, so the line reads as stored", () => {
    expect(plainLine("abc\u202edcba\u202c")).toBe("abcdcba");
    expect(plainLine("\u2066x\u2069 \u2067y\u2069 \u200ez\u200f \u061cw")).toBe("x y z w");
    expect(plainLine("zero\u200bwidth\ufeff join\u2060ed")).toBe("zerowidth joined");
  });

  it("keeps letters of every script and emoji", () => {
    expect(plainLine("Dumela 👋🏾 Ngiyabonga — naïve café 日本")).toBe("Dumela 👋🏾 Ngiyabonga — naïve café 日本");
  });

  it("replaces a lone surrogate", () => {
    expect(plainLine("a\ud800b")).toBe("a\ufffdb");
  });
});

describe("quoteConversation", () => {
  it("quotes each message on its own line, oldest first, by sender", () => {
    expect(quoteConversation(conversation("Hello!", "Is <b>this</b> bold?", "No."), 1000)).toBe(
      "> Assistant: Hello!\n> Visitor: Is ‹b›this‹/b› bold?\n> Assistant: No.",
    );
  });

  it("says so when there are no messages", () => {
    expect(quoteConversation([], 1000)).toBe("> (no messages)");
  });

  it("keeps the most recent lines that fit and says how many were left out", () => {
    const messages = conversation(...Array.from({ length: 100 }, (_, index) => `Message ${index}`));
    const quoted = quoteConversation(messages, 200);
    expect(quoted.length).toBeLessThanOrEqual(200);
    const lines = quoted.split("\n");
    expect(lines[0]).toMatch(/^> \[\d+ earlier messages left out\]$/);
    expect(lines.at(-1)).toBe("> Visitor: Message 99");
    const leftOut = Number(/\d+/.exec(lines[0]!)![0]);
    expect(leftOut + lines.length - 1).toBe(100);
    expect(lines[1]).toContain(`Message ${leftOut}`);
  });

  it("cuts the newest message when even it alone does not fit", () => {
    const quoted = quoteConversation(conversation("Hi", "x".repeat(10_000)), 300);
    expect(quoted.length).toBeLessThanOrEqual(300);
    expect(quoted).toMatch(/^> \[1 earlier message left out\]\n> Visitor: x+…$/);
  });

  it("never cuts between the halves of a surrogate pair", () => {
    const quoted = quoteConversation(conversation("😀".repeat(100)), 40);
    expect(quoted.length).toBeLessThanOrEqual(40);
    expect(quoted).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe("chatContactMessage", () => {
  it("uses the contact schema's message limit", () => {
    expect(maxContactMessageLength).toBe(contactFieldLimits.message);
  });

  it("holds the visitor's details and the quoted conversation", () => {
    const message = chatContactMessage(contact, conversation("Hello!", "<b>Hi</b>", "Welcome."));
    expect(message).toBe(
      [
        "Contact request from the website chat.",
        "Name: Lindiwe Khumalo",
        "Email: lindiwe@example.org",
        "Phone: +27 82 555 0123",
        "",
        conversationHeading,
        "> Assistant: Hello!",
        "> Visitor: ‹b›Hi‹/b›",
        "> Assistant: Welcome.",
      ].join("\n"),
    );
    expectValid(message);
  });

  it.each([
    ["tags", ["Is <b>this</b> bold?", "<i>maybe</i>", "</p><p>"]],
    ["a script-like string", ["<script>alert(1)</script>", "<SCRIPT SRC=//evil.example/x.js></SCRIPT>"]],
    ["an image with a handler", ["<img src=x onerror=alert(1)>", "<svg/onload=alert(1)>"]],
    ["comments, doctypes and CDATA", ["<!-- hidden -->", "<!DOCTYPE html>", "<![CDATA[x]]>"]],
    ["javascript: text", ["javascript:alert(document.cookie)", "[x](javascript:alert(1))"]],
    ["control characters", ["\u0000\u0001\u0007\u0008\u000b\u000c\u000e\u001b\u001f\u007f\u0085"]],
    ["bidi controls", ["\u202e<b>\u202c", "\u2066\u2067\u2068\u2069\u200e\u200f\u061c"]],
    ["blank messages", ["", "   ", "\n\t"]],
    ["an empty conversation", []],
    ["a very long conversation", Array.from({ length: 500 }, (_, index) => `<b>${index}</b> ${"x".repeat(80)}`)],
    ["one enormous message", ["<b>".repeat(5000)]],
  ])("passes the schema's message rules unchanged with %s", (_, texts) => {
    const message = chatContactMessage(contact, conversation(...texts));
    expect(message.length).toBeLessThanOrEqual(contactFieldLimits.message);
    expectValid(message);
  });

  it("keeps the newest message of a very long conversation", () => {
    const texts = Array.from({ length: 500 }, (_, index) => `<b>${index}</b> ${"x".repeat(80)}`);
    const message = chatContactMessage(contact, conversation(...texts));
    expect(message.endsWith(`> Visitor: ‹b›499‹/b› ${"x".repeat(80)}`)).toBe(true);
    expect(message).toMatch(/> \[\d+ earlier messages left out\]/);
    expect(message.length).toBeGreaterThan(contactFieldLimits.message - 200);
  });

  it("stays within the limit and valid whatever the details hold", () => {
    const odd = { name: "<b>x</b>\n".repeat(200), email: "a\u0000@b.example", phone: "\u202e+27 <i>1</i>" };
    const message = chatContactMessage(odd, conversation(...Array.from({ length: 300 }, () => "y".repeat(100))));
    expect(message.length).toBeLessThanOrEqual(contactFieldLimits.message);
    expectValid(message);
  });
});
