/**
 * The chat's contact request (chat-api.ts): whatever the conversation holds, the enquiry message
 * it builds passes the shared contact schema, so the visitor can always leave their details.
 */
import { describe, expect, it } from "vitest";
import { conversation } from "../support/chat-conversation.ts";
import { contactMessage } from "../../app/components/chat/chat-api.ts";
import { contactFieldLimits, contactSchema } from "../../app/shared/contact-schema.ts";
import type { ChatMessage } from "../../app/shared/chat/types.ts";

const contact = { name: "Lindiwe Khumalo", email: "lindiwe@example.org", phone: "+27 82 555 0123" };

function enquiry(messages: ChatMessage[]) {
  return {
    type: "contact",
    fullName: contact.name,
    email: contact.email,
    phone: contact.phone,
    subject: "Chatbot Inquiry - Contact Request",
    message: contactMessage(contact, messages),
  };
}

describe("the chat's contact request", () => {
  it.each([
    ["a bold tag", ["Hello!", "Is <b>this</b> bold?", "It is not."]],
    ["a script", ["Hello!", "<script>alert(1)</script>", "I cannot run that."]],
    ["a comment and a doctype", ["Hi", "<!-- x --> <!doctype html>", "Hm."]],
    ["an image with a handler", ["Hi", "<img src=x onerror=alert(1)>", "No images here."]],
    ["a tag split over two messages", ["Hi", "a <", "b> c"]],
    ["javascript: text", ["Hi", "javascript:alert(document.cookie)", "That is code."]],
    ["control characters", ["Hi", "bell\u0007 null\u0000 escape\u001b[31m delete\u007f", "Ok."]],
    ["bidi controls", ["Hi", "abc\u202edcba\u202c \u2066x\u2069", "Ok."]],
    ["an empty conversation", []],
    [
      "a very long conversation",
      Array.from({ length: 400 }, (_, index) => `<i>Message ${index}</i> ${"x".repeat(60)}`),
    ],
    ["one enormous message", ["Hi", "<b>".repeat(3000)]],
  ])("passes the enquiry schema with %s", (_, texts) => {
    const input = enquiry(conversation(...texts));
    const result = contactSchema.safeParse(input);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.message).toBe(input.message);
    expect(input.message.length).toBeLessThanOrEqual(contactFieldLimits.message);
  });

  it("quotes the conversation, tags neutralised but readable, the newest message last", () => {
    const message = contactMessage(contact, conversation("Hello!", "Is <b>this</b> bold?", "It is not."));
    expect(message).toContain("Name: Lindiwe Khumalo");
    expect(message).toContain("Phone: +27 82 555 0123");
    expect(message).toContain("Visitor: Is ‹b›this‹/b› bold?");
    expect(message.trim().endsWith("Assistant: It is not.")).toBe(true);
  });
});
