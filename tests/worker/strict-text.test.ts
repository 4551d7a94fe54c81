/**
 * Text the API refuses or normalises, inside workerd with the real local D1: bodies that are not
 * UTF-8, lone surrogates anywhere in the JSON, Unicode line breaks in one-line fields and in the
 * message, C1 controls; and markup in a message, which is text that is stored as typed and mailed
 * escaped.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countRows, interceptMail, post, validEnquiry } from "./helpers.ts";

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM mail_jobs"), env.DB.prepare("DELETE FROM enquiries")]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const encoder = new TextEncoder();

/** A valid enquiry's JSON with `bytes` spliced into the message, before its first word. */
function enquiryWithBytes(bytes: number[]): Uint8Array {
  const json = JSON.stringify(validEnquiry());
  const at = json.indexOf("We would like");
  return new Uint8Array([...encoder.encode(json.slice(0, at)), ...bytes, ...encoder.encode(json.slice(at))]);
}

async function rejected(path: string, body: unknown, raw = false) {
  const mail = interceptMail();
  const response = await post(path, body, { raw });
  const answer = await response.json<{ success?: boolean; error?: string; reply?: string }>();
  expect(mail.sent).toHaveLength(0);
  expect(await countRows()).toEqual({ enquiries: 0, jobs: 0 });
  return { status: response.status, answer };
}

describe("a body that is not UTF-8 is refused before anything reads it", () => {
  it.each([
    ["an overlong encoding of '/' (C0 AF)", [0xc0, 0xaf]],
    ["a stray continuation byte", [0x80]],
    ["bytes that never start a character (FF FE)", [0xff, 0xfe]],
    ["an encoded surrogate (ED A0 80)", [0xed, 0xa0, 0x80]],
    ["a sequence cut short (E2 82)", [0xe2, 0x82]],
  ])("%s in the message: 400, nothing stored or mailed", async (_, bytes) => {
    const { status, answer } = await rejected("/api/send-email", enquiryWithBytes(bytes), true);
    expect(status).toBe(400);
    expect(answer).toEqual({
      success: false,
      error: "The request could not be read: its text is not valid UTF-8. Please try again.",
    });
  });

  it("also for the chat", async () => {
    const body = new Uint8Array([...encoder.encode('{"message":"What is '), 0xc0, 0xaf, ...encoder.encode(' VAPT?"}')]);
    const { status, answer } = await rejected("/api/ai-chat", body, true);
    expect(status).toBe(400);
    expect(answer.error).toMatch(/not valid UTF-8/);
  });

  it("accepts real multi-byte text and a leading byte-order mark", async () => {
    const mail = interceptMail();
    const json = JSON.stringify(validEnquiry({ fullName: "Zoë Ngcobo 👩🏽‍💻", subject: "Überprüfung für São Paulo" }));
    const response = await post("/api/send-email", new Uint8Array([0xef, 0xbb, 0xbf, ...encoder.encode(json)]), {
      raw: true,
    });
    expect(response.status).toBe(200);
    const row = await env.DB.prepare("SELECT full_name, subject FROM enquiries").first();
    expect(row).toEqual({ full_name: "Zoë Ngcobo 👩🏽‍💻", subject: "Überprüfung für São Paulo" });
    expect(mail.sent).toHaveLength(1);
  });
});

describe("a lone surrogate is refused wherever it is", () => {
  const brokenField = (field: string) =>
    `The field "${field}" contains a broken character (for example half of an emoji). Please type it again.`;

  it.each([
    [
      "a high surrogate escape in the message",
      validEnquiry({ message: "Hello there \ud800 friend, a quote" }),
      "message",
    ],
    ["a low surrogate escape in the name", validEnquiry({ fullName: "Ann \udc00 Lee" }), "fullName"],
    ["half an emoji at the end of the subject", validEnquiry({ subject: "Quote 👍".slice(0, -1) }), "subject"],
    ["a field the form does not have", validEnquiry({ note: "x\ud83d" }), "note"],
  ])("%s: 400 naming the field", async (_, body, field) => {
    const { status, answer } = await rejected("/api/send-email", body);
    expect(status).toBe(400);
    expect(answer).toEqual({ success: false, error: brokenField(field) });
  });

  it("in a property name: 400 without echoing the name", async () => {
    const body = `{"\\ud800x":1,${JSON.stringify(validEnquiry()).slice(1)}`;
    const { status, answer } = await rejected("/api/send-email", body, true);
    expect(status).toBe(400);
    expect(answer.error).toBe(
      "The request contains a broken character (half of a UTF-16 surrogate pair). Please try again.",
    );
  });

  it("in the chat's context, which no schema rule reads character by character", async () => {
    const { status, answer } = await rejected("/api/ai-chat", {
      message: "What is VAPT?",
      context: "Visitor: hi \udfff",
    });
    expect(status).toBe(400);
    expect(answer.error).toBe(brokenField("context"));
  });

  it("while a whole surrogate pair, escaped or not, is a character like any other", async () => {
    interceptMail();
    const body = JSON.stringify(validEnquiry({ fullName: "Ann Lee" })).replace("Ann Lee", "Ann \\ud83d\\udc4d Lee");
    const response = await post("/api/send-email", body, { raw: true });
    expect(response.status).toBe(200);
    expect(await env.DB.prepare("SELECT full_name FROM enquiries").first()).toEqual({ full_name: "Ann 👍 Lee" });
  });
});

describe("Unicode line breaks", () => {
  const invisibleBreak = (label: string) =>
    `${label} contains an invisible line break, often copied from another document. Please type it again on one line.`;

  it.each([
    ["NEL (U+0085) in the subject", { subject: "Quote\u0085Bcc: victim@example.org" }, "Subject"],
    ["U+2028 in the subject", { subject: "Quote\u2028Bcc: victim@example.org" }, "Subject"],
    ["U+2029 in the name", { fullName: "Ann\u2029Lee" }, "Name"],
    ["NEL in the phone", { phone: "+27 82\u0085555 0101" }, "Phone"],
    ["U+2028 in the company", { company: "Acme\u2028Ltd" }, "Company"],
  ])("%s: 400 with its own message", async (_, overrides, label) => {
    const { status, answer } = await rejected("/api/send-email", validEnquiry(overrides));
    expect(status).toBe(400);
    expect(answer).toEqual({ success: false, error: invisibleBreak(label) });
  });

  it("in the message are line breaks: stored and mailed as \\n", async () => {
    const mail = interceptMail();
    const response = await post(
      "/api/send-email",
      validEnquiry({ message: "First line\u2028second line\u0085third line\u2029new paragraph" }),
    );
    expect(response.status).toBe(200);
    const row = await env.DB.prepare("SELECT message FROM enquiries").first<{ message: string }>();
    expect(row?.message).toBe("First line\nsecond line\nthird line\nnew paragraph");
    expect(mail.sent[0]?.body.content[0]?.value).toContain("First line\nsecond line\nthird line\nnew paragraph");
  });

  it("in a chat question are line breaks too: the question is answered", async () => {
    const response = await post("/api/ai-chat", { message: "Where are you based?\u2028Thanks\u0085", context: "" });
    expect(response.status).toBe(200);
    expect((await response.json<{ reply: string }>()).reply).toContain("Pretoria");
  });
});

describe("C1 control characters, text decoded with the wrong character set", () => {
  it.each([
    ["CSI (U+009B) in the name", { fullName: "Ann\u009b31m Lee" }, "Name"],
    ["U+0080 in the message", { message: "We would like\u0080 a quote for our portal" }, "Message"],
  ])("%s: 400", async (_, overrides, label) => {
    const { status, answer } = await rejected("/api/send-email", validEnquiry(overrides));
    expect(status).toBe(400);
    expect(answer.error).toBe(`${label} contains characters that are not allowed`);
  });
});

describe("markup in a message is text", () => {
  const message = [
    "Our scanner flagged this on the portal:",
    "<script>alert(\"x\")</script> & <iframe src='https://evil.test'></iframe>",
    "and this one never closes: <script src=//evil.example/x.js",
  ].join("\n");

  it("is accepted, stored as typed, and mailed escaped in the HTML part and as plain text in the text part", async () => {
    const mail = interceptMail();
    const response = await post("/api/send-email", validEnquiry({ message }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const row = await env.DB.prepare("SELECT message FROM enquiries").first<{ message: string }>();
    expect(row?.message).toBe(message);

    expect(mail.sent).toHaveLength(1);
    const parts = Object.fromEntries(mail.sent[0]!.body.content.map((part) => [part.type, part.value]));
    expect(Object.keys(parts)).toEqual(["text/plain", "text/html"]);
    // The text part is text: a mail client shows it as characters, never as markup.
    expect(parts["text/plain"]).toContain(message);
    // The HTML part holds the visitor's markup only as escaped characters.
    const html = parts["text/html"]!;
    expect(html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;iframe src=&#39;https://evil.test&#39;&gt;&lt;/iframe&gt;",
    );
    expect(html).toContain("and this one never closes: &lt;script src=//evil.example/x.js");
    expect(html).not.toMatch(/<script|<iframe|evil\.test'>/i);
  });

  it("while a tag in a one-line field is still refused", async () => {
    const { status, answer } = await rejected("/api/send-email", validEnquiry({ subject: "<b>Urgent</b> quote" }));
    expect(status).toBe(400);
    expect(answer.error).toBe("Subject must not contain HTML tags");
  });
});
