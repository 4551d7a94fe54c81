/**
 * The header's model: how events move its state, and the attributes a state shows. The controller
 * (app/lib/header/controller.ts) and the prerendered components apply these, so a state looks the
 * same before any script and after.
 */
import { describe, expect, it } from "vitest";
import {
  canSend,
  headerView,
  initialHeaderState,
  reduceHeader,
  type HeaderEvent,
  type HeaderState,
} from "../../app/lib/header/model.ts";

const run = (...events: HeaderEvent[]): HeaderState => events.reduce(reduceHeader, initialHeaderState);
const message = (text: string) => ({ type: "message-sent" as const, message: { id: "m1", text, timestamp: 1 } });

describe("the header's state", () => {
  it("has one dropdown open at most, which a chosen link closes with the small-screen menu", () => {
    expect(run({ type: "dropdown-toggled", panel: "a" }).dropdown).toBe("a");
    expect(run({ type: "dropdown-toggled", panel: "a" }, { type: "dropdown-toggled", panel: "b" }).dropdown).toBe("b");
    expect(run({ type: "dropdown-toggled", panel: "a" }, { type: "dropdown-toggled", panel: "a" }).dropdown).toBeNull();
    const chosen = run({ type: "menu-toggled" }, { type: "dropdown-opened", panel: "a" }, { type: "link-chosen" });
    expect([chosen.menuOpen, chosen.dropdown]).toEqual([false, null]);
  });

  it("sends a message from the chat's shell only when it is not blank and none awaits its answer", () => {
    expect(run(message("   ")).chat.shell?.queued).toBeNull();
    const sent = run({ type: "draft-changed", text: "  Hi  " }, message("  Hi  "));
    expect(sent.chat.shell).toEqual({ draft: "", queued: { id: "m1", text: "Hi", timestamp: 1 }, restarted: false });
    const second = reduceHeader(reduceHeader(sent, { type: "draft-changed", text: "Again" }), message("Again"));
    expect(second.chat.shell?.queued?.text).toBe("Hi");
    expect(second.chat.shell?.draft).toBe("Again");
    expect(canSend(second.chat.shell!)).toBe(false);
  });

  it("takes back a message sent on Restart, and leaves the chat's content to the island once it has taken over", () => {
    const restarted = run({ type: "draft-changed", text: "Hi" }, message("Hi"), { type: "chat-restarted" });
    expect(restarted.chat.shell).toEqual({ draft: "", queued: null, restarted: true });
    const adopted = reduceHeader(restarted, { type: "chat-adopted" });
    expect(adopted.chat.shell).toBeNull();
    expect(reduceHeader(adopted, { type: "draft-changed", text: "x" })).toBe(adopted);
    expect(reduceHeader(adopted, { type: "chat-opened" }).chat.open).toBe(true);
  });
});

describe("the header's view", () => {
  it("shows each state by the attributes the page is prerendered with", () => {
    const state = run({ type: "menu-toggled" }, { type: "dropdown-opened", panel: "hr" }, { type: "chat-opened" });
    expect(headerView.menuToggle(state)).toEqual({ "aria-expanded": "true" });
    expect(headerView.navigation(state)).toEqual({ "data-open": "true" });
    expect(headerView.dropdownTrigger(state, "hr")).toEqual({ "aria-expanded": "true" });
    expect(headerView.dropdownTrigger(state, "cybersecurity")).toEqual({ "aria-expanded": "false" });
    expect(headerView.dropdownPanel(state, "hr")).toEqual({ hidden: false });
    expect(headerView.dropdownPanel(state, "cybersecurity")).toEqual({ hidden: true });
    expect(headerView.chatLauncher(state)).toEqual({ "aria-expanded": "true" });
    expect(headerView.chatPanel(state)).toEqual({ hidden: false });
    expect(headerView.chatSend(state)).toEqual({ disabled: true });
    expect(headerView.chatSend(run({ type: "draft-changed", text: "Hi" }))).toEqual({ disabled: false });
  });
});
