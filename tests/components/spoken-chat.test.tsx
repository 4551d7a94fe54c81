/**
 * The chat panel as a screen reader speaks it (tests/components/spoken.ts): each reply announced
 * once and whole when it is complete, never a piece of the streamed reply; the fallback and
 * rate-limit notices; the contact form's heading, its field errors and the confirmation. The API
 * is a stand-in `fetch` that streams a reply piece by piece as the test says (the Worker's own
 * replies are the browser specs'). The launcher, the dialog's name and focus back on the launcher
 * need the stylesheet and are heard in the browser (tests/e2e/spoken.spec.ts).
 */
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatPanel } from "../../app/components/chat/ChatPanel.tsx";
import { untouchedShell } from "../../app/lib/header/model.ts";
import { keywordReply } from "../../app/shared/chat/keyword-responder.ts";
import { expectSpoken, focusOn, heard, listen, virtual } from "./spoken.ts";

/** The assistant's stream, one `token` event per `send`, then `finish` with the whole reply. */
function streamingAssistant() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const event = (type: string, data: unknown) => encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      const body = new ReadableStream<Uint8Array>({ start: (control) => void (controller = control) });
      return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
    }),
  );
  return {
    send: async (text: string) => act(async () => controller.enqueue(event("token", { text }))),
    finish: async (reply: string) =>
      act(async () => {
        controller.enqueue(event("done", { reply, links: [], scope: "covered" }));
        controller.close();
      }),
  };
}

/** The API answering every call with `response`. */
function answering(response: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => response()),
  );
}

const panel = () => screen.getByRole("dialog", { name: "Chat with our assistant" });
const messageBox = () => screen.getByRole("textbox", { name: "Your message" }) as HTMLInputElement;

/** Types `text` in the message box and sends it, as a visitor does. */
async function ask(text: string) {
  await focusOn(messageBox());
  await virtual.type(text);
  await virtual.press("Enter");
}

beforeEach(async () => {
  sessionStorage.clear();
  render(<ChatPanel open shell={untouchedShell} />);
  await listen(panel());
});

afterEach(async () => {
  await virtual.stop();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the chat panel, spoken", () => {
  it("announces the reply once, whole, when it is complete: never a piece of it while it streams", async () => {
    const assistant = streamingAssistant();
    await ask("Where are you based?");
    await heard();
    await assistant.send("We are based ");
    await assistant.send("in Pretoria ");
    expectSpoken("ChatPanel while the reply streams", await heard(), []);
    await assistant.send("and work across South Africa.");
    await assistant.finish("We are based in Pretoria and work across South Africa.");
    expectSpoken("ChatPanel when the reply is complete", await heard(), [
      "polite: Assistant: We are based in Pretoria and work across South Africa.",
    ]);
  });

  it("announces the fallback notice and the keyword reply when the assistant cannot be reached", async () => {
    answering(() => Response.json({ success: false, error: "AI is unavailable right now." }, { status: 503 }));
    await ask("What are your hours?");
    await waitFor(() => expect(screen.queryByText("Using fallback answer")).not.toBeNull());
    expectSpoken(
      "ChatPanel when the assistant fails",
      (await heard()).filter((phrase) => phrase.includes(": ")),
      [
        `polite: Assistant: ${keywordReply("What are your hours?")}`,
        "polite: Using fallback answer AI is unavailable right now.",
      ],
    );
  });

  it("announces the rate limit in the server's words", async () => {
    const limit = "Too many messages. Please try again in 1 minute.";
    answering(() => Response.json({ success: false, error: limit }, { status: 429 }));
    await ask("Hello");
    await waitFor(() => expect(screen.queryByText(limit)).not.toBeNull());
    expectSpoken(
      "ChatPanel at the rate limit",
      (await heard()).filter((phrase) => phrase.startsWith("polite: Using")),
      [`polite: Using fallback answer ${limit}`],
    );
  });

  it("names the contact form by its heading, says which fields are required and missing, and confirms the request", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    await listen(panel(), (ms) => vi.advanceTimersByTime(ms));
    const assistant = streamingAssistant();
    await ask("What would a VAPT cost us?");
    await assistant.finish("Our team will send you a quote after a short call.");
    await heard();
    act(() => vi.advanceTimersByTime(600));
    await act(async () => {});
    expectSpoken("ChatContactForm as it appears", await heard(), ["textbox, Name, required"]);
    await virtual.previous();
    await virtual.previous();
    expectSpoken("ChatContactForm heading", await heard(), [
      "Name",
      "heading, Leave your details and a consultant will call you back, level 3",
    ]);

    await focusOn(screen.getByRole("textbox", { name: "Name" }));
    await virtual.type("Thabo Mokoena");
    await focusOn(screen.getByRole("button", { name: "Send" }));
    await heard();
    await virtual.press("Enter");
    expectSpoken("ChatContactForm sent incomplete", await heard(), [
      "textbox, Email, invalid, required",
      "assertive: Please fill in all fields",
    ]);

    answering(() => Response.json({ success: true }));
    await virtual.type("thabo@example.org");
    await focusOn(screen.getByRole("textbox", { name: "Phone" }));
    await virtual.type("+27 82 555 0110");
    await focusOn(screen.getByRole("button", { name: "Send" }));
    await heard();
    await virtual.press("Enter");
    await waitFor(() => expect(screen.queryByText("Contact details sent!")).not.toBeNull());
    expectSpoken(
      "ChatContactForm sent",
      (await heard()).filter((phrase) => phrase.includes(": ")),
      ["polite: Contact details sent! Our team will get back to you shortly."],
    );
  });
});
