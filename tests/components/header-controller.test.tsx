/**
 * The header's controller on the prerendered header (happy-dom): what the page shows follows the
 * model's state, and the dropdowns' keyboard model. The browser specs drive the same on the real
 * pages, before and after any script (tests/e2e/first-paint.spec.ts, header.spec.ts).
 */
import { fireEvent, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { menuTitles, navigationMenus } from "../../content/routes.ts";
import { SiteHeader } from "../../app/components/layout/SiteHeader.tsx";
import { startHeaderController } from "../../app/lib/header/controller.ts";

let page: AbortController;

beforeEach(() => {
  page = new AbortController();
  document.body.innerHTML = `${renderToString(
    <SiteHeader menus={navigationMenus()} currentPath="/services" chat={null} />,
  )}<main><a href="#top">Elsewhere</a></main>`;
  startHeaderController(document, page.signal);
});

afterEach(() => page.abort());

const trigger = (title: string) => screen.getByRole("button", { name: title, hidden: true });
const panelOf = (title: string) => document.getElementById(trigger(title).getAttribute("aria-controls")!)!;
const linksOf = (title: string) => within(panelOf(title)).getAllByRole("link", { hidden: true });
const key = (target: Element, name: string) => fireEvent.keyDown(target, { key: name });

describe("the header's controller", () => {
  it("opens one dropdown at a time, and the small-screen menu, by the model's attributes", () => {
    const toggle = screen.getByRole("button", { name: "Menu", hidden: true });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById("site-navigation")?.getAttribute("data-open")).toBe("true");

    fireEvent.click(trigger(menuTitles.cybersecurity));
    expect(trigger(menuTitles.cybersecurity).getAttribute("aria-expanded")).toBe("true");
    expect(panelOf(menuTitles.cybersecurity).hidden).toBe(false);
    fireEvent.click(trigger(menuTitles.hr));
    expect(panelOf(menuTitles.cybersecurity).hidden).toBe(true);
    expect(panelOf(menuTitles.hr).hidden).toBe(false);

    // A link chosen closes the dropdown and the menu.
    fireEvent.click(linksOf(menuTitles.hr)[0]!);
    expect(panelOf(menuTitles.hr).hidden).toBe(true);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("has the menu keyboard model: ArrowDown opens on the first link, arrows wrap, Home and End, Escape back to the trigger", () => {
    const healthcare = trigger(menuTitles.healthcare);
    const links = linksOf(menuTitles.healthcare);
    healthcare.focus();
    key(healthcare, "ArrowDown");
    expect(panelOf(menuTitles.healthcare).hidden).toBe(false);
    expect(document.activeElement).toBe(links[0]);
    key(links[0]!, "ArrowUp");
    expect(document.activeElement).toBe(links.at(-1));
    key(links.at(-1)!, "ArrowDown");
    expect(document.activeElement).toBe(links[0]);
    key(links[0]!, "End");
    expect(document.activeElement).toBe(links.at(-1));
    key(links.at(-1)!, "Home");
    expect(document.activeElement).toBe(links[0]);
    key(links[0]!, "Escape");
    expect(panelOf(menuTitles.healthcare).hidden).toBe(true);
    expect(document.activeElement).toBe(healthcare);
  });

  it("keeps a key pressed straight after the ArrowDown that opens a dropdown, as a fast typist or a busy machine delivers them", () => {
    const healthcare = trigger(menuTitles.healthcare);
    healthcare.focus();
    // Both keys in one task, each to whatever has focus then: nothing runs between them.
    const press = (name: string) =>
      document.activeElement!.dispatchEvent(
        new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }),
      );
    vi.useFakeTimers();
    try {
      press("ArrowDown");
      press("End");
      // Anything the controller left for later (a timer, a frame) runs now, and must not undo End.
      vi.runAllTimers();
      expect(document.activeElement).toBe(linksOf(menuTitles.healthcare).at(-1));
    } finally {
      vi.useRealTimers();
    }
  });

  it("closes the open dropdown on a press outside it, but leaves it to another trigger's click to switch", () => {
    fireEvent.click(trigger(menuTitles.cybersecurity));
    fireEvent.pointerDown(trigger(menuTitles.hr));
    expect(panelOf(menuTitles.cybersecurity).hidden).toBe(false);
    fireEvent.pointerDown(screen.getByRole("link", { name: "Elsewhere", hidden: true }));
    expect(panelOf(menuTitles.cybersecurity).hidden).toBe(true);
  });
});
