/**
 * The contact page's form, rendered in a DOM and driven as a visitor would: the validation
 * messages under their fields, the sending state, the server's answers (an error in its own
 * words, an answer without success, the rate limit) and the sent notice. The API call is the
 * only stand-in (`fetch`); the browser spec sends one enquiry through the real Worker to the mail
 * recorder (tests/e2e/contact-form.spec.ts).
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "../../app/components/contact/ContactForm.tsx";

const visitor = {
  Name: "Thabo Mokoena",
  Email: "thabo@example.org",
  "Phone (optional)": "+27 82 555 0110",
  "Company (optional)": "Example Logistics",
  Subject: "VAPT for our customer portal",
  Message: "We need a penetration test of our customer portal and its API.",
};

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const sendButton = () => screen.getByRole("button", { name: /^Send/ }) as HTMLButtonElement;
const describedBy = (control: HTMLElement) =>
  document.getElementById(control.getAttribute("aria-describedby") ?? "")?.textContent;

/** Answers the form's call with `answer` once `release()` is called; records each body sent. */
function holdTheApi(answer: () => Response) {
  const sent: Record<string, unknown>[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: unknown, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      await released;
      return answer();
    }),
  );
  return { sent, release };
}

function answerAtOnce(answer: () => Response) {
  const api = holdTheApi(answer);
  api.release();
  return api;
}

let user: ReturnType<typeof userEvent.setup>;

async function fillIn(values: Partial<typeof visitor> = visitor) {
  for (const [name, value] of Object.entries(values)) await user.type(field(name), value);
}

beforeEach(() => {
  user = userEvent.setup();
  render(<ContactForm privacyNotice="We keep your details under POPIA." />);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the contact form", () => {
  it("shows each validation message under its field, tied to it, and focuses the first; a corrected field loses its message", async () => {
    const api = answerAtOnce(() => Response.json({ success: true }));
    await user.click(sendButton());

    const expected: [string, string][] = [
      ["Name", "Name must be at least 2 characters"],
      ["Email", "Please enter a valid email address"],
      ["Subject", "Subject must be at least 3 characters"],
      ["Message", "Message must be at least 10 characters"],
    ];
    await waitFor(() => expect(field("Name").getAttribute("aria-invalid")).toBe("true"));
    for (const [label, message] of expected) {
      expect(field(label).getAttribute("aria-invalid")).toBe("true");
      expect(describedBy(field(label))).toBe(message);
    }
    expect(document.activeElement).toBe(field("Name"));
    for (const optional of ["Phone (optional)", "Company (optional)"]) {
      expect(field(optional).hasAttribute("aria-invalid")).toBe(false);
    }
    expect(api.sent).toEqual([]);

    await user.type(field("Email"), "thabo@example.org");
    await waitFor(() => expect(field("Email").hasAttribute("aria-invalid")).toBe(false));
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
  });

  it("says Sending... and takes no second press while it sends, then says it was sent, focused, and clears the form", async () => {
    const api = holdTheApi(() => Response.json({ success: true }));
    await fillIn();
    await user.click(sendButton());

    await waitFor(() => expect(sendButton().textContent).toBe("Sending..."));
    expect(sendButton().getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(sendButton());
    await user.click(sendButton());
    api.release();

    const sent = await screen.findByRole("group", { name: "Message sent successfully!" });
    expect(sent.textContent).toContain("We'll get back to you within 24 hours.");
    expect(document.activeElement).toBe(sent);
    for (const name of Object.keys(visitor)) expect(field(name).value).toBe("");
    expect(sendButton().textContent).toBe("Send Message");
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]).toMatchObject({
      type: "contact",
      fullName: visitor.Name,
      email: visitor.Email,
      phone: visitor["Phone (optional)"],
      company: visitor["Company (optional)"],
      subject: visitor.Subject,
      message: visitor.Message,
      website: "",
      startedAt: expect.any(Number),
    });
  });

  it.each([
    ["the server's own sentence", 503, { success: false, error: "We could not save your message just now." }],
    ["the rate limit's sentence", 429, { success: false, error: "Please try again in 9 minutes." }],
    ["a fallback for an answer without success", 200, {}],
  ])("keeps every value and shows %s when sending fails; the notice can be dismissed", async (_, status, body) => {
    answerAtOnce(() => Response.json(body, { status }));
    await fillIn();
    await user.click(sendButton());

    const failed = await screen.findByRole("group", { name: "Error sending message" });
    expect(failed.textContent).toContain("error" in body ? body.error : "Failed to send message");
    for (const [name, value] of Object.entries(visitor)) expect(field(name).value).toBe(value);
    expect(sendButton().hasAttribute("aria-disabled")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Dismiss notice" }));
    expect(screen.queryByRole("group", { name: "Error sending message" })).toBeNull();
    expect(document.activeElement).toBe(field("Name"));
  });

  it("keeps the field only bots fill in away from people: hidden from assistive technology and out of the tab order", () => {
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText("We keep your details under POPIA.")).toBeTruthy();
  });
});
