/** Which link targets the chat may render as links: pages of this site only. */
import { describe, expect, it } from "vitest";
import { siteRoutes } from "../../content/routes.ts";
import {
  isSiteLink,
  keepSiteLinksOnly,
  markdownLinks,
  siteLinkHref,
  siteLinksIn,
} from "../../app/shared/site-links.ts";

describe("isSiteLink", () => {
  it("allows every path of the route model", () => {
    for (const { path } of siteRoutes) expect(isSiteLink(path), path).toBe(true);
  });

  it("allows a route path with a fragment", () => {
    expect(isSiteLink("/contact#office")).toBe(true);
    expect(isSiteLink("/#services")).toBe(true);
    expect(siteLinkHref("/services/vapt#how-we-test")).toBe("/services/vapt#how-we-test");
  });

  it.each([
    ["a backslash after the slash", "/\\evil.example/b"],
    ["two backslashes after the slash", "/\\\\evil.example"],
    ["a protocol-relative address", "//evil.example/b"],
    ["three slashes", "///evil.example"],
    ["a UNC-like address", "\\\\evil.example/b"],
    ["a backslash then a slash", "\\/evil.example"],
    ["an encoded slash pair", "/%2F%2Fevil.example"],
    ["lower-case encoded slashes", "/%2f%2fevil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["an encoded route path", "/%61bout"],
    ["an absolute address elsewhere", "https://evil.example/about"],
    ["plain http elsewhere", "http://evil.example"],
    ["a scheme-relative https", "https:evil.example"],
    ["credentials before the host", "https://user@evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["mixed-case javascript:", "JaVaScRiPt:alert(1)"],
    ["javascript: with a path-like body", "javascript:/about"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["mixed-case data:", "DaTa:text/html;base64,PHNjcmlwdD4="],
    ["vbscript:", "VBScript:msgbox"],
    ["mailto:", "mailto:someone@evil.example"],
    ["a path not in the route model", "/nope"],
    ["a route's parent that is not a page", "/cybersecurity-nope"],
    ["a route in the wrong case", "/About"],
    ["a route with a trailing slash", "/about/"],
    ["a route with a query", "/about?next=//evil.example"],
    ["a route with an empty query", "/about?"],
    ["a route with dot segments", "/services/../about"],
    ["an encoded dot segment", "/services/%2e%2e/about"],
    ["a relative path", "about"],
    ["a dot-relative path", "./about"],
    ["a fragment alone", "#top"],
    ["an empty target", ""],
    ["a fragment with a space", "/about#a b"],
    ["a fragment with markup", "/about#<b>"],
  ])("refuses %s: %s", (_, target) => {
    expect(isSiteLink(target)).toBe(false);
    expect(siteLinkHref(target)).toBeNull();
  });

  it.each([
    ["a leading space", " /about"],
    ["a trailing space", "/about "],
    ["a leading tab before slashes", "\t//evil.example"],
    ["a tab between the slashes", "/\t/evil.example"],
    ["a newline between the slashes", "/\n/evil.example"],
    ["a carriage return between the slashes", "/\r/evil.example"],
    ["a tab inside a route path", "/ab\tout"],
    ["a newline in javascript:", "java\nscript:alert(1)"],
    ["a leading NUL", "\u0000//evil.example"],
    ["a leading control character", "\u0001/about"],
    ["a form feed", "/\f/evil.example"],
    ["a non-breaking space", "/\u00a0/evil.example"],
    ["a zero-width space", "\u200b//evil.example"],
    ["a byte-order mark", "\ufeff/about"],
    ["a right-to-left override", "/\u202e/evil.example"],
    ["a left-to-right isolate", "/about\u2066"],
    ["a line separator", "/\u2028/evil.example"],
    ["a full-width solidus", "/\uff0fevil.example"],
  ])("refuses a whitespace or control-character trick: %s", (_, target) => {
    expect(isSiteLink(target)).toBe(false);
  });

  it("decides by the origin it is given: the same target resolves off that origin too", () => {
    const origin = "https://www.example.co.za";
    expect(isSiteLink("/about", { origin })).toBe(true);
    expect(isSiteLink("/\\evil.example", { origin })).toBe(false);
    expect(isSiteLink("https://www.example.co.za/about", { origin })).toBe(false);
  });

  it("narrows the route model to the paths it is given, never widens it", () => {
    const paths = new Set(["/about", "/not-a-page"]);
    expect(isSiteLink("/about", { paths })).toBe(true);
    expect(isSiteLink("/contact", { paths })).toBe(false);
    expect(isSiteLink("/not-a-page", { paths })).toBe(false);
  });

  it("refuses values that are not text", () => {
    expect(isSiteLink(undefined as unknown as string)).toBe(false);
    expect(isSiteLink(42 as unknown as string)).toBe(false);
  });
});

describe("markdownLinks", () => {
  it("splits text into text and links, with the allowed verdict of each link", () => {
    expect(markdownLinks("See [VAPT](/services/vapt) or [that](https://evil.example).")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", label: "VAPT", target: "/services/vapt", href: "/services/vapt" },
      { kind: "text", text: " or " },
      { kind: "link", label: "that", target: "https://evil.example", href: null },
      { kind: "text", text: "." },
    ]);
  });

  it("never takes brackets into a label, so nested links come apart", () => {
    const parts = markdownLinks("[[x](/nope)](/\\evil.example/b)");
    expect(parts).toEqual([
      { kind: "text", text: "[" },
      { kind: "link", label: "x", target: "/nope", href: null },
      { kind: "text", text: "](/\\evil.example/b)" },
    ]);
  });

  it("leaves text without links as one part, and empty text as none", () => {
    expect(markdownLinks("plain [not a link] (either)")).toEqual([
      { kind: "text", text: "plain [not a link] (either)" },
    ]);
    expect(markdownLinks("")).toEqual([]);
  });

  it("does not link across lines or with whitespace in the target", () => {
    expect(markdownLinks("[a\nb](/about)").every((part) => part.kind === "text")).toBe(true);
    expect(markdownLinks("[a](/ab out)").every((part) => part.kind === "text")).toBe(true);
  });
});

describe("keepSiteLinksOnly", () => {
  it("keeps site links and replaces every other link by its label", () => {
    expect(
      keepSiteLinksOnly("Read [VAPT](/services/vapt), not [this](https://evil.example) or [that](/\\evil.example)."),
    ).toBe("Read [VAPT](/services/vapt), not this or that.");
  });

  it.each([
    ["[[x](/nope)](/\\evil.example/b)", "x"],
    ["[[x](/nope)](//evil.example)", "x"],
    ["[[[x](/a)](/b)](/\\evil.example)", "x"],
    ["[a[x](/nope)b](javascript:alert)", "axb"],
    ["[[x](/about)](/\\evil.example)", "[[x](/about)](/\\evil.example)"],
  ])("takes nested brackets apart until no foreign link is left: %s", (text, expected) => {
    const kept = keepSiteLinksOnly(text);
    expect(kept).toBe(expected);
    expect(markdownLinks(kept).filter((part) => part.kind === "link" && part.href === null)).toEqual([]);
  });

  it("is idempotent and leaves text without links alone", () => {
    const text = "We are in [Pretoria](/contact#office). <b>bold</b> [x] (y)";
    expect(keepSiteLinksOnly(text)).toBe(text);
    expect(keepSiteLinksOnly(keepSiteLinksOnly(text))).toBe(text);
  });
});

describe("siteLinksIn", () => {
  it("gives a message's site links in order, leaving out other links", () => {
    const text = "See [VAPT](/services/vapt#methodology), [evil](https://evil.example) and [Contact](/contact).";
    expect(siteLinksIn(text)).toEqual(["/services/vapt#methodology", "/contact"]);
  });
});
