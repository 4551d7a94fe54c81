/**
 * The chat panel's states, rendered in a DOM and driven as a visitor would: Typing... while a
 * reply is pending, the contact form 600 ms after a reply that calls for it (on fake timers, and
 * never after one that does not), Cancel, an incomplete or failed contact request, and a sent one
 * with its thanks. The two API calls are answered by a stand-in `fetch`; the browser specs ask the
 * real Worker (tests/e2e/chat.spec.ts).
 */
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatPanel } from "../../app/components/chat/ChatPanel.tsx";
import { untouchedShell } from "../../app/lib/header/model.ts";
import { chatText } from "../../content/ui-text.ts";

interface Call {
  path: string;
  body: Record<string, unknown>;
}

/**
 * The site's API as the panel meets it: the assistant answers `reply` when `answer()` is called,
 * the enquiry endpoint answers `enquiry`. Records every call.
 */
function theApi(reply: string, enquiry: () => Response = () => Response.json({ success: true })) {
  const calls: Call[] = [];
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: unknown, init?: RequestInit) => {
      const path = new URL(String(url), location.href).pathname;
      calls.push({ path, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      if (path === "/api/send-email") return enquiry();
      await answered;
      return Response.json({ reply });
    }),
  );
  return { calls, answer };
}

const messageBox = () => screen.getByRole("textbox", { name: "Your message" }) as HTMLInputElement;
const sendButton = () => screen.getByRole("button", { name: "Send" }) as HTMLButtonElement;
const contactForm = () => screen.queryByRole("form", { name: chatText.contactForm.heading });
const log = () => screen.getByRole("log", { name: "Conversation" });
const bubbles = () => [...log().querySelectorAll("[data-sender]")].map((bubble) => bubble.textContent);

let user: ReturnType<typeof userEvent.setup>;

/** Sends `text` and waits for the assistant's reply to show. */
async function ask(text: string, api: ReturnType<typeof theApi>) {
  await user.type(messageBox(), text);
  await user.click(sendButton());
  api.answer();
  await waitFor(() => expect(within(log()).queryByText("Typing...")).toBeNull());
}

/** Asks a question whose reply offers the contact form, and lets the 600 ms pass. */
async function openContactForm(api: ReturnType<typeof theApi>) {
  await ask("What would a VAPT cost us?", api);
  act(() => vi.advanceTimersByTime(600));
  expect(contactForm()).not.toBeNull();
}

beforeEach(() => {
  sessionStorage.clear();
  // setTimeout runs on a fake clock (React keeps its own scheduling). Testing Library advances the
  // clock it finds through the `jest` global while it waits, as it does under Jest; without it, its
  // waits would sit on a timeout that never fires.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<ChatPanel open shell={untouchedShell} />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the chat panel", () => {
  it("greets, shows Typing... while the reply is pending with Send disabled, then the reply; sends the conversation so far as context", async () => {
    const api = theApi("We are based in Pretoria and work across South Africa.");
    expect(bubbles()).toEqual([expect.stringContaining("Hello!")]);
    expect(sendButton().disabled).toBe(true);

    await user.type(messageBox(), "Where are you based?");
    await user.click(sendButton());
    expect(within(log()).getByText("Typing...")).toBeTruthy();
    expect(messageBox().value).toBe("");
    await user.type(messageBox(), "And");
    expect(sendButton().disabled).toBe(true);

    api.answer();
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles().slice(1)).toEqual([
      "You: Where are you based?",
      "Assistant: We are based in Pretoria and work across South Africa.",
    ]);
    expect(within(log()).queryByText("Typing...")).toBeNull();
    expect(sendButton().disabled).toBe(false);
    expect(api.calls).toEqual([
      {
        path: "/api/ai-chat",
        body: {
          message: "Where are you based?",
          context: expect.stringMatching(/^Assistant: Hello!/),
          turns: [{ role: "assistant", text: expect.stringMatching(/^Hello!/), links: [] }],
          // The conversation's reference, for its record (app/shared/chat-record.ts).
          session: expect.stringMatching(/^[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}$/),
        },
      },
    ]);
  });

  it("offers the contact form 600 ms after a reply about pricing, in place of the message box, and never after an unrelated reply", async () => {
    const api = theApi("Our team will send you a quote after a short call.");
    await ask("What would a VAPT cost us?", api);
    act(() => vi.advanceTimersByTime(599));
    expect(contactForm()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(contactForm()).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Your message" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
    expect((screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement).type).toBe("email");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(contactForm()).toBeNull();
    expect(document.activeElement).toBe(messageBox());

    await user.click(screen.getByRole("button", { name: "Restart" }));
    const unrelated = theApi("We are based in Pretoria.");
    await ask("Where are you based?", unrelated);
    act(() => vi.advanceTimersByTime(3000));
    expect(contactForm()).toBeNull();
  });

  it("asks for every field, says why a request failed or was not confirmed, then sends the details with the conversation and thanks the visitor", async () => {
    let enquiryAnswer = Response.json({ success: false, error: "Please enter a valid email address" }, { status: 400 });
    const api = theApi("Our team will send you a quote after a short call.", () => enquiryAnswer);
    await openContactForm(api);
    const form = contactForm()!;
    const box = (name: string) => within(form).getByRole("textbox", { name }) as HTMLInputElement;

    await user.type(box("Name"), "Thabo Mokoena");
    await user.click(within(form).getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert").textContent).toContain("Please fill in all fields");
    expect(api.calls.filter((call) => call.path === "/api/send-email")).toEqual([]);

    await user.type(box("Email"), "thabo@example");
    await user.type(box("Phone"), "+27 82 555 0110");
    await user.click(within(form).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Please enter a valid email address"));
    expect(box("Name").value).toBe("Thabo Mokoena");

    // An answer without success gets the fallback sentence.
    enquiryAnswer = Response.json({});
    await user.type(box("Email"), ".org");
    await user.click(within(form).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Failed to send email"));

    enquiryAnswer = Response.json({ success: true });
    await user.click(within(form).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(contactForm()).toBeNull());
    expect(screen.getByRole("status").textContent).toContain(
      "Contact details sent! Our team will get back to you shortly.",
    );
    expect(bubbles().at(-1)).toBe("Assistant: Thank you! Our team has your details and will get back to you shortly.");
    expect(document.activeElement).toBe(messageBox());

    const sent = api.calls.filter((call) => call.path === "/api/send-email").at(-1)!.body;
    expect(sent).toMatchObject({
      type: "contact",
      fullName: "Thabo Mokoena",
      email: "thabo@example.org",
      phone: "+27 82 555 0110",
      subject: "Chatbot Inquiry - Contact Request",
      startedAt: expect.any(Number),
    });
    expect(sent.message).toContain("Name: Thabo Mokoena");
    expect(sent.message).toContain("Visitor: What would a VAPT cost us?");
  });
});
