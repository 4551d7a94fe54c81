/**
 * The contact page's form as a screen reader speaks it (tests/components/spoken.ts): each field's
 * label and whether it is required; on a send with mistakes, focus on the first field in error,
 * which says it is invalid and what is wrong; after a successful send, the confirmation focused and
 * read whole. The API is a stand-in `fetch`, as in tests/components/contact-form.test.tsx.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "../../app/components/contact/ContactForm.tsx";
import { expectSpoken, focusOn, heard, listen, virtual } from "./spoken.ts";

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const sendButton = () => screen.getByRole("button", { name: /^Send/ });

// The form loads its checks when the visitor first reaches for it; by the time they press Send the
// checks are in. Loaded here once, so a press is judged at once, as for that visitor, and the
// screen reader is not still on Send (saying it again) when focus moves to the first error.
beforeAll(() => import("../../app/components/contact/submit-enquiry.ts"));

beforeEach(async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ success: true })),
  );
  render(<ContactForm privacyNotice="We keep your details under POPIA." />);
  await listen(document.body);
});

afterEach(async () => {
  await virtual.stop();
  cleanup();
  vi.unstubAllGlobals();
});

/** Tab from field to field, as a keyboard visitor does, saying what each one is. */
async function tabThrough(names: string[]) {
  for (const name of names) await focusOn(field(name));
  return heard();
}

describe("the contact form, spoken", () => {
  it("names each field and says which are required", async () => {
    expectSpoken(
      "ContactForm fields",
      await tabThrough(["Name", "Email", "Phone (optional)", "Company (optional)", "Subject", "Message"]),
      [
        "textbox, Name, required",
        "textbox, Email, required",
        "textbox, Phone (optional)",
        "textbox, Company (optional)",
        "textbox, Subject, required",
        "textbox, Message, required",
      ],
    );
  });

  it("on a send with mistakes, focuses the first field in error and says what is wrong with each", async () => {
    await focusOn(sendButton());
    await heard();
    await virtual.press("Enter");
    await waitFor(() => expect(document.activeElement).toBe(field("Name")));
    expectSpoken("ContactForm sent empty", await heard(), [
      "textbox, Name, Name must be at least 2 characters, invalid, required",
    ]);
    expectSpoken("ContactForm errors, field by field", await tabThrough(["Email", "Subject", "Message"]), [
      "textbox, Email, Please enter a valid email address, invalid, required",
      "textbox, Subject, Subject must be at least 3 characters, invalid, required",
      "textbox, Message, Message must be at least 10 characters, invalid, required",
    ]);
  });

  it("after a successful send, focuses the confirmation and reads it whole", async () => {
    const values = {
      Name: "Thabo Mokoena",
      Email: "thabo@example.org",
      Subject: "VAPT for our customer portal",
      Message: "We need a penetration test of our customer portal and its API.",
    };
    for (const [name, value] of Object.entries(values)) {
      await focusOn(field(name));
      await virtual.type(value);
    }
    await focusOn(sendButton());
    await heard();
    await virtual.press("Enter");
    await screen.findByRole("group", { name: "Message sent successfully!" });
    expectSpoken("ContactForm sent", await heard(), [
      "group, Message sent successfully!, We'll get back to you within 24 hours.",
    ]);
  });
});
