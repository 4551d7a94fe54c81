/**
 * The chat island taking over its prerendered shell. The page is the prerendered launcher and
 * chat island; the header's controller works the shell as it does before the chat's code arrives
 * (open, typing, a message sent, Restart), then the island hydrates it: the same nodes, the same
 * draft, focus and caret, the message sent asked once through the chat's API call and answered,
 * and nothing React would warn about (a hydration mismatch is a console error).
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatLauncher } from "../../app/components/chat/ChatLauncher.tsx";
import { Island } from "../../app/islands/Island.tsx";
import { hydrateIsland } from "../../app/islands/runtime.tsx";
import { startHeaderController, type HeaderController } from "../../app/lib/header/controller.ts";
import { initialHeaderState } from "../../app/lib/header/model.ts";

/** Answers the assistant's calls with `reply` once `answer()` is called; records each question. */
function holdTheAssistant(reply: string) {
  const asked: { message: string; context: string }[] = [];
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const fetchMock = vi.fn(async (_url: unknown, init?: RequestInit) => {
    asked.push(JSON.parse(String(init?.body)) as { message: string; context: string });
    await answered;
    return Response.json({ reply });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { asked, answer };
}

function dialog() {
  return screen.getByRole("dialog", { name: "Chat with our assistant", hidden: true });
}

function messageBox() {
  return within(dialog()).getByRole("textbox", { name: "Your message", hidden: true }) as HTMLInputElement;
}

function sendButton() {
  return within(dialog()).getByRole("button", { name: "Send", hidden: true }) as HTMLButtonElement;
}

function senders() {
  return [...dialog().querySelectorAll("[data-sender]")].map((bubble) => bubble.textContent);
}

/** Hydrates the chat island as the page script does, and resolves once its first render is in. */
async function hydrateChat(header: HeaderController) {
  const root = document.querySelector<HTMLElement>('[data-island="ChatIsland"]')!;
  await hydrateIsland(root, { header, intentAt: null });
}

let header: HeaderController;
let page: AbortController;
let errors: ReturnType<typeof vi.spyOn>;

/** A fresh page: the prerendered launcher and chat island, with the header's controller on them. */
function openPage() {
  page?.abort();
  page = new AbortController();
  document.body.innerHTML = renderToString(
    <>
      <ChatLauncher state={initialHeaderState} />
      <Island name="ChatIsland" props={{}} />
    </>,
  );
  header = startHeaderController(document, page.signal);
}

beforeEach(() => {
  // React runs as in the browser, on its own scheduler: the runtime awaits the island's first commit.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  sessionStorage.clear();
  openPage();
  errors = vi.spyOn(console, "error");
});

afterEach(() => {
  // The header's controller listens on the document, which the next test file shares.
  page.abort();
  expect(errors).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the chat island", () => {
  it("hydrates the shell as the visitor left it: the same nodes, draft, focus and caret; sends the message sent there, once", async () => {
    const { asked, answer } = holdTheAssistant("We are based in Pretoria.");
    fireEvent.click(screen.getByRole("button", { name: /open chat assistant/i }));
    expect(dialog().hidden).toBe(false);
    expect(document.activeElement).toBe(messageBox());
    expect(sendButton().disabled).toBe(true);

    fireEvent.input(messageBox(), { target: { value: "Where are you?" } });
    expect(sendButton().disabled).toBe(false);
    fireEvent.submit(messageBox().form!);
    expect(senders()).toEqual([expect.stringContaining("Hello!"), "You: Where are you?"]);
    expect(within(dialog()).getByText("Typing...")).toBeTruthy();
    expect(messageBox().value).toBe("");
    fireEvent.input(messageBox(), { target: { value: "And your hours?" } });
    messageBox().setSelectionRange(4, 4);
    const [panel, input] = [dialog(), messageBox()];

    await hydrateChat(header);
    expect(dialog()).toBe(panel);
    expect(messageBox()).toBe(input);
    expect(document.activeElement).toBe(input);
    expect([input.value, input.selectionStart]).toEqual(["And your hours?", 4]);
    expect(senders()).toEqual([expect.stringContaining("Hello!"), "You: Where are you?"]);
    expect(within(dialog()).getByText("Typing...")).toBeTruthy();
    expect(sendButton().disabled).toBe(true);

    answer();
    await waitFor(() => expect(senders()).toHaveLength(3));
    expect(senders()[2]).toBe("Assistant: We are based in Pretoria.");
    expect(within(dialog()).queryByText("Typing...")).toBeNull();
    expect(asked.map((call) => call.message)).toEqual(["Where are you?"]);
    expect(asked[0]!.context).toMatch(/^Assistant: Hello!/);
    expect(sendButton().disabled).toBe(false);
  });

  it("keeps the shell's Restart: the message sent is taken back, and a conversation kept from an earlier page starts afresh", async () => {
    sessionStorage.setItem(
      "chat-conversation",
      JSON.stringify([
        { id: "1", text: "Hello!", sender: "bot", timestamp: 1 },
        { id: "2", text: "Do you test apps?", sender: "user", timestamp: 2 },
        { id: "3", text: "We do.", sender: "bot", timestamp: 3 },
      ]),
    );
    const { asked } = holdTheAssistant("unused");
    fireEvent.click(screen.getByRole("button", { name: /open chat assistant/i }));
    fireEvent.input(messageBox(), { target: { value: "Hi" } });
    fireEvent.submit(messageBox().form!);
    expect(senders()).toHaveLength(2);
    fireEvent.click(within(dialog()).getByRole("button", { name: "Restart", hidden: true }));
    expect(senders()).toHaveLength(1);
    expect(within(dialog()).queryByText("Typing...")).toBeNull();

    await hydrateChat(header);
    expect(senders()).toEqual([expect.stringContaining("Hello!")]);
    expect(asked).toEqual([]);
  });

  it("shows a conversation kept from an earlier page once it takes over, and reopens a panel left open there without taking focus", async () => {
    sessionStorage.setItem("chat-open", "true");
    sessionStorage.setItem(
      "chat-conversation",
      JSON.stringify([
        { id: "1", text: "Hello!", sender: "bot", timestamp: 1 },
        { id: "2", text: "Do you test apps?", sender: "user", timestamp: 2 },
      ]),
    );
    openPage();
    expect(header.chatBefore).toBe("open");
    await hydrateChat(header);
    expect(dialog().hidden).toBe(false);
    expect(senders()).toEqual(["Assistant: Hello!", "You: Do you test apps?"]);
    expect(document.activeElement).toBe(document.body);
    expect(document.querySelector("[aria-controls=chat-panel]")?.getAttribute("aria-expanded")).toBe("true");
  });
});
