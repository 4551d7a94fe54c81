import { describe, expect, it } from "vitest";
import { redactQuestion } from "../../worker/chat-records/redact.ts";

const redact = (text: string) => redactQuestion(text, 1000);

describe("redactQuestion: what of a question the chat's record keeps", () => {
  it.each([
    ["call me on +27 82 123 4567 please", "call me on [phone] please"],
    ["my cell is 082-123-4567", "my cell is [phone]"],
    ["office (012) 345 6789 after 2pm", "office [phone] after 2pm"],
    ["0821234567", "[phone]"],
    ["+27821234567 or 082.123.4567", "[phone] or [phone]"],
    ["0027 11 555 0100", "[phone]"],
    ["London office +44 20 7946 0958", "London office [phone]"],
  ])("phone numbers: %s", (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it.each([
    ["write to naledi.dlamini+quotes@example.co.za today", "write to [email] today"],
    ["J.O'Brien is jo.brien@mail.example.org", "J.O'Brien is [email]"],
    ["naledi at example dot com", "[email]"],
    ["naledi dot d (at) example [dot] co [dot] za, thanks", "[email], thanks"],
    ["mail sipho@example dot com", "mail [email]"],
  ])("e-mail addresses: %s", (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it.each([
    ["my ID is 8001015009087", "my ID is [id-number]"],
    ["ID 800101 5009 087", "ID [id-number]"],
    ["card 4111 1111 1111 1111 was charged", "card [card-number] was charged"],
    ["4111-1111-1111-1111", "[card-number]"],
    ["5500005555555559", "[card-number]"],
    ["account 62812345678 at the bank", "account [number] at the bank"],
  ])("ID, card and other long numbers: %s", (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it.each([
    ["is https://portal.example.org/login?user=naledi safe?", "is [url] safe?"],
    ["see http://evil.example/x and www.example.com", "see [url] and [url]"],
    ["our site example.co.za/about is slow", "our site [url] is slow"],
  ])("URLs: %s", (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it.each([
    "Do you help with ISO 27001 and POPIA 2013?",
    "How much is a pentest for 250 users and 20 servers?",
    "Can you look at our ASP.NET app?",
    "What do you do at night if we are attacked?",
    "Is the SOC 24/7, with a 15 minute response?",
    "We paid R15000 last year",
  ])("keeps a question with no personal details as asked: %s", (text) => {
    expect(redact(text)).toBe(text);
  });

  it("cuts to the limit without splitting a placeholder or a surrogate pair", () => {
    expect(redactQuestion("a".repeat(50), 10)).toBe("a".repeat(10));
    expect(redactQuestion("call 082 123 4567", 9)).toBe("call");
    expect(redactQuestion("ab😀", 3)).toBe("ab");
  });
});
