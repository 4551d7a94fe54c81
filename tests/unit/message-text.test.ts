// @vitest-environment happy-dom
/** The chat's message rendering: links only to this site's pages, everything else as text. */
import { cleanup, render } from "@testing-library/react";
import { createElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { MessageText } from "../../app/components/chat/MessageText.tsx";

afterEach(cleanup);

function rendered(text: string) {
  const { container } = render(createElement(MemoryRouter, null, createElement(MessageText, { text })));
  return container;
}

describe("MessageText", () => {
  it("renders a link to a page of the site, with or without a fragment", () => {
    const container = rendered("See [VAPT](/services/vapt) and [our office](/contact#office).");
    const links = [...container.querySelectorAll("a")];
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["VAPT", "/services/vapt"],
      ["our office", "/contact#office"],
    ]);
    expect(container.textContent).toBe("See VAPT and our office.");
  });

  it.each([
    ["a backslash after the slash", "/\\evil.example/b"],
    ["two backslashes after the slash", "/\\\\evil.example/b"],
    ["a protocol-relative address", "//evil.example/b"],
    ["a UNC-like address", "\\\\evil.example/b"],
    ["a slash then an encoded slash pair", "/%2F%2Fevil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["another site", "https://evil.example/about"],
    ["plain http", "http://evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: without parentheses", "javascript:alert`1`"],
    ["mixed-case javascript:", "JaVaScRiPt:void0"],
    ["data:", "data:text/html,hi"],
    ["mixed-case data:", "DaTa:text/html,hi"],
    ["vbscript:", "vbscript:msgbox"],
    ["a path not in the route model", "/nope"],
    ["a route with a trailing slash", "/about/"],
    ["a route with a query", "/about?x=1"],
    ["a relative path", "about"],
    ["a fragment alone", "#top"],
  ])("renders %s as text: %s", (_, target) => {
    const container = rendered(`Go [here](${target}) now.`);
    expect(container.querySelectorAll("a")).toHaveLength(0);
    expect(container.textContent).toContain("here");
  });

  it.each([
    ["a tab inside", "/\t/evil.example"],
    ["a newline inside", "/\n/evil.example"],
    ["a carriage return inside", "/\r/evil.example"],
    ["a leading NUL", "\u0000//evil.example"],
    ["a form feed", "/\f/evil.example"],
    ["a leading zero-width space", "\u200b//evil.example"],
    ["a right-to-left override", "/\u202e/evil.example"],
  ])("never links a target with %s", (_, target) => {
    const container = rendered(`Go [here](${target}) now.`);
    expect(container.querySelectorAll("a")).toHaveLength(0);
  });

  it("renders nested brackets as text, never as a link off the site", () => {
    for (const text of [
      "[[x](/nope)](/\\evil.example/b)",
      "[[x](/nope)](//evil.example/b)",
      "[x[y](/nope)](/\\evil.example)",
      "[[[x](/a)](/b)](/\\evil.example)",
    ]) {
      const container = rendered(text);
      expect(container.querySelectorAll("a"), text).toHaveLength(0);
      expect(container.textContent, text).not.toBe("");
    }
  });

  it("keeps the site link inside nested brackets and nothing else", () => {
    const container = rendered("[[x](/about)](/\\evil.example)");
    const links = [...container.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/about"]);
  });

  it("never renders markup", () => {
    const container = rendered("<img src=x onerror=alert(1)> [<b>x</b>](/about) <script>alert(1)</script>");
    expect(container.querySelector("img, b, script")).toBeNull();
    expect(container.textContent).toContain("<img src=x onerror=alert(1)>");
  });
});
