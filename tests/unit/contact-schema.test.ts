import { describe, expect, it } from "vitest";
import { contactErrors, contactSchema } from "../../app/shared/contact-schema.ts";

const valid = {
  type: "contact",
  fullName: "Naledi Dlamini",
  email: "naledi@example.org",
  subject: "Penetration test for our patient portal",
  message: "We would like a quote for testing our patient portal before go-live in March.",
};

/** Wording of the validation library that must never reach a visitor. */
const libraryWording = /Invalid input|expected \w+|received|Too (small|big)|Unrecognized|Invalid (string|option|type)/;

describe("invisible text", () => {
  it.each([
    ["zero-width spaces", "\u200b\u200b\u200b\u200b"],
    ["BOM and word joiners", "\ufeff\u2060\ufeff\u2060"],
    ["soft hyphens between spaces", " \u00ad \u00ad \u00ad "],
    ["zero-width joiners and non-joiners", "\u200d\u200c\u200d\u200c"],
    ["Mongolian vowel separators and Hangul fillers", "\u180e\u3164\u115f\u1160"],
    ["bidirectional controls", "\u202e\u202d\u2066\u2069\u200e\u200f\u061c"],
  ])("a subject of %s is empty", (_, subject) => {
    expect(contactErrors({ ...valid, subject })).toEqual({ subject: "Subject must be at least 3 characters" });
  });

  it("counts only visible characters towards the minimum", () => {
    expect(contactErrors({ ...valid, fullName: "A\u200b\u200b" })).toEqual({
      fullName: "Name must be at least 2 characters",
    });
    expect(contactErrors({ ...valid, message: `Hi${"\u2060".repeat(20)}` })).toEqual({
      message: "Message must be at least 10 characters",
    });
  });

  it("treats an optional field of invisible characters as empty", () => {
    const parsed = contactSchema.parse({ ...valid, company: "\u200b\ufeff", phone: "\u2060" });
    expect(parsed.company).toBe("");
    expect(parsed.phone).toBe("");
  });

  it("keeps joiners inside real text", () => {
    const name = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645 \u{1f469}\u200d\u{1f4bb}";
    expect(contactSchema.parse({ ...valid, fullName: name }).fullName).toBe(name);
  });
});

describe("bidirectional controls", () => {
  it("are stripped from the name, subject, company and phone", () => {
    const parsed = contactSchema.parse({
      ...valid,
      fullName: "Ann\u202egnp.exe\u202c Lee",
      subject: "\u2066Invoice\u2069 for my order\u200f",
      company: "\u202aAcme\u202c\u061c",
      phone: "\u200e+27 82 555 0101",
    });
    expect(parsed).toMatchObject({
      fullName: "Anngnp.exe Lee",
      subject: "Invoice for my order",
      company: "Acme",
      phone: "+27 82 555 0101",
    });
  });

  it("are stripped before the length checks, so they cannot pad a short value", () => {
    expect(contactErrors({ ...valid, subject: "H\u202ei" })).toEqual({
      subject: "Subject must be at least 3 characters",
    });
  });
});

describe("messages are in the visitor's words", () => {
  const inputs: [string, unknown][] = [
    ["null", null],
    ["array", [valid]],
    ["string", "hello"],
    ["empty object", {}],
    ["type missing", { ...valid, type: undefined }],
    ["type wrong", { ...valid, type: "newsletter" }],
    ["type number", { ...valid, type: 7 }],
    ["name number", { ...valid, fullName: 5 }],
    ["email number", { ...valid, email: 5 }],
    ["email invalid", { ...valid, email: "nope" }],
    ["phone object", { ...valid, phone: {} }],
    ["company array", { ...valid, company: [] }],
    ["subject null", { ...valid, subject: null }],
    ["message boolean", { ...valid, message: false }],
    ["website number", { ...valid, website: 1 }],
    ["website long", { ...valid, website: "x".repeat(201) }],
    ["startedAt negative", { ...valid, startedAt: -5 }],
    ["startedAt fraction", { ...valid, startedAt: 0.5 }],
    ["startedAt string", { ...valid, startedAt: "now" }],
    ["startedAt infinite", { ...valid, startedAt: Number.POSITIVE_INFINITY }],
  ];

  it.each(inputs)("%s", (_, input) => {
    const result = contactSchema.safeParse(input);
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) {
      expect(issue.message).not.toMatch(libraryWording);
      expect(issue.message).toMatch(/^[A-Z"]/);
    }
  });

  it("names the body itself when it is not an object", () => {
    const result = contactSchema.safeParse(null);
    expect(result.error?.issues[0]?.message).toMatch(/^The enquiry must be sent as the contact form's fields/);
  });

  it("asks to reload the page for the fields a person never fills in", () => {
    for (const input of [
      { ...valid, startedAt: -1 },
      { ...valid, website: 3 },
    ]) {
      expect(contactSchema.safeParse(input).error?.issues[0]?.message).toMatch(/reload the page/);
    }
  });
});

describe("line breaks, broken characters and markup, as the form shows them", () => {
  it.each([
    ["fullName", "Ann\u2028Lee", "Name contains an invisible line break"],
    ["subject", "Quote\u0085please", "Subject contains an invisible line break"],
    ["phone", "+27 82\u2029555 0101", "Phone contains an invisible line break"],
    ["company", "Acme\u2028Ltd", "Company contains an invisible line break"],
    ["subject", "Quote\r\nBcc: x@example.org", "Subject must be a single line"],
    ["fullName", "Ann \udc00 Lee", "Name contains a broken character"],
    ["message", "We would like \ud83d a quote", "Message contains a broken character"],
    ["fullName", "Ann\u009b Lee", "Name contains characters that are not allowed"],
    ["subject", "<b>Urgent</b> quote", "Subject must not contain HTML tags"],
  ])("%s %j: %s", (field, value, expected) => {
    expect(contactErrors({ ...valid, [field]: value })[field as "fullName"]).toMatch(new RegExp(`^${expected}`));
  });

  it("writes the message's Unicode line breaks as \\n", () => {
    expect(contactSchema.parse({ ...valid, message: "One line\u2028two\u0085three\u2029four" }).message).toBe(
      "One line\ntwo\nthree\nfour",
    );
  });

  it("keeps markup in the message as the visitor typed it", () => {
    const message = 'See <script>alert("x")</script> and <img src=x onerror=alert(1)> on our portal';
    expect(contactSchema.parse({ ...valid, message }).message).toBe(message);
  });
});
