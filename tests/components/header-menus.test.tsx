/**
 * The header's menus driven from the keyboard as a visitor does (Testing Library's user-event):
 * Enter and Space on a dropdown's trigger, Tab and Shift+Tab leaving or re-entering an open
 * dropdown, and Escape closing what is open one layer at a time, focus returning to what opened
 * it. The prerendered header with its controller, as tests/components/header-controller.test.tsx
 * has it; the browser specs drive the same at real widths (tests/e2e/header.spec.ts, first-paint.spec.ts).
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { menuTitles, navigationMenus } from "../../content/routes.ts";
import { SiteHeader } from "../../app/components/layout/SiteHeader.tsx";
import { startHeaderController } from "../../app/lib/header/controller.ts";

let page: AbortController;
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  page = new AbortController();
  document.body.innerHTML = `${renderToString(
    <SiteHeader menus={navigationMenus()} currentPath="/" chat={null} />,
  )}<main><a href="#top">After the header</a></main>`;
  startHeaderController(document, page.signal);
  user = userEvent.setup();
});

afterEach(() => page.abort());

const trigger = (title: string) => screen.getByRole("button", { name: title, hidden: true });
const panelOf = (title: string) => document.getElementById(trigger(title).getAttribute("aria-controls")!)!;
const linksOf = (title: string) => within(panelOf(title)).getAllByRole("link", { hidden: true });
const isOpen = (title: string) => trigger(title).getAttribute("aria-expanded") === "true" && !panelOf(title).hidden;
const toggle = () => screen.getByRole("button", { name: "Menu", hidden: true });

describe("the header's menus from the keyboard", () => {
  it.each([
    ["Enter", "{Enter}"],
    ["Space", " "],
  ])("%s on a trigger opens its dropdown and closes it again", async (_, keys) => {
    const cybersecurity = trigger(menuTitles.cybersecurity);
    cybersecurity.focus();
    await user.keyboard(keys);
    expect(isOpen(menuTitles.cybersecurity)).toBe(true);
    // Focus stays on the trigger: only ArrowDown moves into the panel.
    expect(document.activeElement).toBe(cybersecurity);
    await user.keyboard(keys);
    expect(isOpen(menuTitles.cybersecurity)).toBe(false);
  });

  it("closes an open dropdown when Tab leaves it, and keeps it open when Shift+Tab goes back to its trigger", async () => {
    const hr = trigger(menuTitles.hr);
    hr.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(linksOf(menuTitles.hr)[0]);

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(hr);
    expect(isOpen(menuTitles.hr)).toBe(true);

    await user.keyboard("{ArrowDown}");
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(linksOf(menuTitles.hr).at(-1));
    await user.tab();
    expect(panelOf(menuTitles.hr).contains(document.activeElement)).toBe(false);
    expect(isOpen(menuTitles.hr)).toBe(false);
  });

  it("opens at most one dropdown: opening another from the keyboard closes the first", async () => {
    trigger(menuTitles.cybersecurity).focus();
    await user.keyboard("{Enter}");
    trigger(menuTitles.healthcare).focus();
    await user.keyboard("{Enter}");
    expect(isOpen(menuTitles.healthcare)).toBe(true);
    expect(isOpen(menuTitles.cybersecurity)).toBe(false);
  });

  it("in the small-screen menu, Escape closes the open dropdown onto its trigger, then the menu onto its toggle", async () => {
    toggle().focus();
    await user.keyboard("{Enter}");
    expect(toggle().getAttribute("aria-expanded")).toBe("true");

    const healthcare = trigger(menuTitles.healthcare);
    healthcare.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(linksOf(menuTitles.healthcare)[0]);

    await user.keyboard("{Escape}");
    expect(isOpen(menuTitles.healthcare)).toBe(false);
    expect(document.activeElement).toBe(healthcare);
    expect(toggle().getAttribute("aria-expanded")).toBe("true");

    await user.keyboard("{Escape}");
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());
  });
});
