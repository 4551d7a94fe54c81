/**
 * The vote under a reply, in the chat panel: shown only for a reply that carries an id (not for a
 * greeting or a refusal), two toggle buttons reached from the keyboard, the vote sent at once and
 * confirmed in a polite status line; pressing the pressed one takes it back; a refused vote puts
 * the buttons back and says why. The API is a stand-in `fetch`; tests/e2e/chat-record.spec.ts votes
 * against the real Worker.
 */
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatPanel } from "../../app/components/chat/ChatPanel.tsx";
import { untouchedShell } from "../../app/lib/header/model.ts";
import { chatText } from "../../content/ui-text.ts";

const turn = `${"a".repeat(22)}.${"b".repeat(22)}`;

function theApi(answers: Record<string, unknown>[], vote: () => Response = () => Response.json({ success: true })) {
  const votes: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: unknown, init?: RequestInit) => {
      const path = new URL(String(url), location.href).pathname;
      const body = JSON.parse(String(init?.body)) as unknown;
      if (path === "/api/chat-feedback") {
        votes.push(body);
        return vote();
      }
      return Response.json(answers.shift());
    }),
  );
  return { votes };
}

const log = () => screen.getByRole("log", { name: "Conversation" });
const voteGroups = () => within(log()).queryAllByRole("group", { name: chatText.vote.group });
const pressed = (name: string) => within(log()).getByRole("button", { name }).getAttribute("aria-pressed");

let user: ReturnType<typeof userEvent.setup>;

async function ask(text: string) {
  await user.type(screen.getByRole("textbox", { name: "Your message" }), text);
  await user.click(screen.getByRole("button", { name: "Send" }));
  await waitFor(() => expect(within(log()).queryByText("Typing...")).toBeNull());
}

beforeEach(() => {
  sessionStorage.clear();
  user = userEvent.setup();
  render(<ChatPanel open shell={untouchedShell} />);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the vote under a reply", () => {
  it("is offered for a reply with an id only, reached by Tab, and confirms each vote politely", async () => {
    const api = theApi([
      { reply: "Hello! How can I help?", links: [], scope: "greeting" },
      { reply: "VAPT finds and proves weaknesses.", links: ["/services/vapt"], scope: "company", turn },
    ]);
    await ask("hello");
    expect(voteGroups()).toHaveLength(0);
    await ask("What is VAPT?");
    expect(voteGroups()).toHaveLength(1);
    expect(pressed("Helpful")).toBe("false");
    expect(pressed("Not helpful")).toBe("false");

    // From the message box, Shift+Tab goes back into the log: Not helpful is the last control in it.
    screen.getByRole("textbox", { name: "Your message" }).focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(log()).getByRole("button", { name: "Not helpful" }));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(within(log()).getByRole("status").textContent).toBe(chatText.vote.thanks));
    expect(pressed("Not helpful")).toBe("true");
    expect(pressed("Helpful")).toBe("false");

    await user.click(within(log()).getByRole("button", { name: "Helpful" }));
    await waitFor(() => expect(pressed("Helpful")).toBe("true"));
    expect(pressed("Not helpful")).toBe("false");
    await user.click(within(log()).getByRole("button", { name: "Helpful" }));
    await waitFor(() => expect(within(log()).getByRole("status").textContent).toBe(chatText.vote.withdrawn));
    expect(pressed("Helpful")).toBe("false");
    expect(api.votes).toEqual([
      { turn, vote: "not-helpful" },
      { turn, vote: "helpful" },
      { turn, vote: "none" },
    ]);
  });

  it("puts the buttons back and says why when the vote is refused", async () => {
    theApi([{ reply: "VAPT finds and proves weaknesses.", links: [], scope: "company", turn }], () =>
      Response.json({ success: false, error: "This reply can no longer be rated." }, { status: 404 }),
    );
    await ask("What is VAPT?");
    await user.click(within(log()).getByRole("button", { name: "Helpful" }));
    await waitFor(() =>
      expect(within(log()).getByRole("status").textContent).toBe("This reply can no longer be rated."),
    );
    expect(pressed("Helpful")).toBe("false");
  });
});
