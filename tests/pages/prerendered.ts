/**
 * The prerendered site as the `pages` tests see it: each page's HTML from build/client, parsed
 * once by happy-dom with the page's own stylesheet applied at Playwright's viewport (1280 x 800),
 * so role queries skip what the browser hides and `isVisible` can read computed styles. Nothing
 * runs: scripts stay inert and nothing is fetched.
 *
 * Queries follow Playwright's rules, so the assertions moved from the browser specs mean the same:
 * `named("Home")` matches like `{ name: "Home" }` (case-insensitive substring) and
 * `named("Home", { exact: true })` like `{ name: "Home", exact: true }`; `getBy…` throws on more
 * than one match, as Playwright's strict mode does.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Window } from "happy-dom";
import { expect } from "vitest";
import { company } from "../../content/company.ts";
import { notFoundPrerenderPath } from "../../app/not-found-path.ts";
import { iconSheetOrder } from "../../app/components/ui/icon-sheet.ts";
import type { AnyIconName } from "../../app/components/ui/icon-sources.ts";

export { within } from "@testing-library/dom";

/** build/client, where `npm run build` writes the prerendered site. */
export const clientDir = fileURLToPath(new URL("../../build/client", import.meta.url));

/** The playwright.config.ts viewport: media queries resolve as they did in the browser specs. */
const viewport = { width: 1280, height: 800 };

export interface PrerenderedPage {
  /** The site path the page is served at ("/about"; the not-found page under its prerender path). */
  path: string;
  /** The HTML file it was read from, relative to build/client. */
  file: string;
  document: Document;
  body: HTMLElement;
  main: HTMLElement;
}

/** Fails every test that needs the build with the one instruction that fixes it. */
export function assertBuilt(): void {
  if (!existsSync(join(clientDir, "index.html"))) {
    throw new Error(
      "build/client/index.html is missing: run `npm run build` first. The pages tests read the prerendered HTML.",
    );
  }
}

/** The HTML file a site path is prerendered to, relative to build/client. */
export function htmlFileFor(path: string): string {
  if (path === notFoundPrerenderPath) return "404.html";
  return path === "/" ? "index.html" : `${path.replace(/^\//, "")}/index.html`;
}

/** Whether a path names a regular file in build/client (what the Worker serves as an asset). */
export function isClientFile(relativePath: string): boolean {
  const file = join(clientDir, relativePath);
  return file.startsWith(clientDir) && existsSync(file) && statSync(file).isFile();
}

/** A text file of the build, such as sitemap.xml. */
export function readClientFile(relativePath: string): string {
  assertBuilt();
  return readFileSync(join(clientDir, relativePath), "utf8");
}

const cache = new Map<string, PrerenderedPage>();

/** The icon each class of the stylesheet draws, by class name, from its cell of the icons' sheet. */
let iconClasses: Map<string, AnyIconName> | undefined;

/** The icon each class of a built stylesheet shows, by the cell its `mask-position` moves the sheet to. */
export function iconClassesOf(css: string): Map<string, AnyIconName> {
  // The minifier rounds the percentage and shortens it (`0 0%` to `0 0`, `0 50%` to `0`, the
  // vertical centre), so the nearest cell is the icon's.
  const cellOf = (position: string) =>
    Math.round((parseFloat(position.trim().split(/\s+/)[1] ?? "50%") / 100) * (iconSheetOrder.length - 1));
  const classes = new Map<string, AnyIconName>();
  for (const [, className, position] of css.matchAll(
    /\.([\w-]+)\{(?:-webkit-mask-position:[^;}]*;)?mask-position:([^;}]*)\}/g,
  )) {
    const name = iconSheetOrder[cellOf(position!)];
    if (name) classes.set(className!, name);
  }
  return classes;
}

/**
 * The icon an icon element shows (app/components/ui/Icon.tsx): an empty box whose class gives it
 * its cell of the icons' sheet in the site's stylesheet. Undefined for any other element.
 */
export function iconOf(element: Element): AnyIconName | undefined {
  if (!iconClasses) {
    const sheet = readdirSync(join(clientDir, "assets")).find((file) => file.endsWith(".css"));
    iconClasses = iconClassesOf(readClientFile(`assets/${sheet}`));
  }
  for (const className of element.getAttribute("class")?.split(/\s+/) ?? []) {
    const name = iconClasses.get(className);
    if (name) return name;
  }
  return undefined;
}
const stylesheets = new Map<string, string>();

/** The properties that decide whether an element is rendered at all. */
const visibilityProperties = ["display", "visibility", "content-visibility"];

/**
 * A built stylesheet reduced to its display and visibility declarations, in their original order
 * and media queries. Computed display and visibility depend on nothing else, so they come out as
 * the full sheet gives them, while happy-dom matches a fraction of the rules.
 */
function visibilityRules(href: string, window: typeof globalThis): string {
  const cached = stylesheets.get(href);
  if (cached !== undefined) return cached;
  const sheet = new window.CSSStyleSheet();
  sheet.replaceSync(readClientFile(href.replace(/^\//, "")));
  const reduce = (rules: CSSRuleList): string =>
    Array.from(rules, (rule) => {
      if (rule instanceof window.CSSStyleRule) {
        const declarations = visibilityProperties
          .filter((property) => rule.style.getPropertyValue(property))
          .map((property) => {
            const priority = rule.style.getPropertyPriority(property);
            return `${property}:${rule.style.getPropertyValue(property)}${priority ? ` !${priority}` : ""}`;
          });
        return declarations.length ? `${rule.selectorText}{${declarations.join(";")}}` : "";
      }
      if (rule instanceof window.CSSMediaRule) {
        const inner = reduce(rule.cssRules);
        return inner ? `@media ${rule.media.mediaText}{${inner}}` : "";
      }
      // A font face's font-display says when its text shows, not whether an element does.
      if (rule instanceof window.CSSFontFaceRule) return "";
      if (visibilityProperties.some((property) => rule.cssText.includes(`${property}:`))) {
        throw new Error(`${href}: a ${rule.constructor.name} sets display or visibility; teach visibilityRules it`);
      }
      return "";
    }).join("");
  const reduced = reduce(sheet.cssRules);
  stylesheets.set(href, reduced);
  return reduced;
}

/** The prerendered page of a route of the route model, parsed on first use and shared after. */
export function loadPage(path: string): PrerenderedPage {
  const cached = cache.get(path);
  if (cached) return cached;
  const page = parsePage(path);
  cache.set(path, page);
  return page;
}

/**
 * A copy of the page of its own, for a test that changes it (as a script would) before reading it:
 * happy-dom keeps computed styles it has worked out, so a shared page read before the change can
 * answer from before it.
 */
export function parsePage(path: string): PrerenderedPage {
  assertBuilt();
  const file = htmlFileFor(path);
  if (!isClientFile(file)) throw new Error(`build/client/${file} is missing: run \`npm run build\` first`);
  const window = new Window({ url: new URL(path, company.siteUrl).href, ...viewport });
  const document = window.document as unknown as Document;
  document.write(readFileSync(join(clientDir, file), "utf8"));
  // The stylesheets the page links, inlined (happy-dom fetches nothing) and cut to what decides
  // visibility, which keeps computed styles exact for it and cheap enough for every page.
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const style = document.createElement("style");
    style.textContent = visibilityRules(link.getAttribute("href") ?? "", window as unknown as typeof globalThis);
    document.head.append(style);
  }
  const main = document.querySelector<HTMLElement>("main");
  if (!main) throw new Error(`build/client/${file} has no <main>`);
  return { path, file, document, body: document.body, main };
}

/** The not-found page, build/client/404.html, which is served for every unknown path. */
export function loadNotFoundPage(): PrerenderedPage {
  return loadPage(notFoundPrerenderPath);
}

/** Collapses whitespace (non-breaking spaces included) as Playwright does before comparing text. */
export function normalize(text: string): string {
  return text
    .replace(/\u200b/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** An element's text as Playwright's toHaveText and toContainText read it (textContent). */
export function textOf(element: Element): string {
  return normalize(element.textContent ?? "");
}

/** The texts of a list of elements, for comparing with an array as toHaveText([...]) does. */
export function textsOf(elements: Iterable<Element>): string[] {
  return Array.from(elements, textOf);
}

/**
 * A matcher with Playwright's semantics for `getByRole(role, { name, exact })` and
 * `getByText(text, { exact })`: whitespace-normalised, and without `exact` a case-insensitive
 * substring.
 */
export function named(expected: string, options: { exact?: boolean } = {}): (name: string) => boolean {
  const wanted = normalize(expected);
  if (options.exact) return (name) => normalize(name) === wanted;
  return (name) => normalize(name).toLowerCase().includes(wanted.toLowerCase());
}

/** All elements a selector matches inside a root, as Playwright's `locator(selector)` finds them. */
export function all(root: ParentNode, selector: string): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(selector));
}

/** The one element a selector matches: Playwright's strict mode for single-element assertions. */
export function one(root: ParentNode, selector: string): HTMLElement {
  const matches = all(root, selector);
  expect(matches, selector).toHaveLength(1);
  return matches[0]!;
}

/** Every `a[href]` inside an element, in document order, as written in the HTML. */
export function hrefsIn(element: ParentNode): string[] {
  return Array.from(element.querySelectorAll("a[href]"), (link) => link.getAttribute("href") ?? "");
}

/** The page's JSON-LD blocks. */
export function jsonLd(page: PrerenderedPage): { "@type": string; [key: string]: unknown }[] {
  return Array.from(page.document.querySelectorAll('script[type="application/ld+json"]'), (block) =>
    JSON.parse(block.textContent ?? ""),
  );
}

/**
 * The static equivalent of Playwright's toBeVisible: the element is in the document, not inside a
 * `hidden` element, a <template> or a closed <details> (its summary aside), not display:none up the
 * tree nor visibility:hidden under the page's stylesheet, and it has something to show (text, or a
 * replaced element such as an image or frame). Layout itself (size, overlap, scrolling) needs the
 * browser.
 */
export function isVisible(element: Element): boolean {
  if (!element.isConnected) return false;
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute("hidden") || node.localName === "template") return false;
    if (node.localName === "details" && node !== element && !node.hasAttribute("open")) {
      const summary = node.querySelector(":scope > summary");
      if (!summary || !(summary === element || summary.contains(element))) return false;
    }
    if (view.getComputedStyle(node).display === "none") return false;
  }
  const visibility = view.getComputedStyle(element).visibility;
  if (visibility === "hidden" || visibility === "collapse") return false;
  const replaced = ["img", "svg", "iframe", "video", "canvas", "input", "select", "textarea"];
  return normalize(element.textContent ?? "") !== "" || replaced.includes(element.localName);
}

/** Asserts `isVisible`, naming the element in the failure. */
export function expectVisible(element: Element | undefined, what: string): void {
  expect(element, `${what} exists`).toBeDefined();
  expect(isVisible(element!), `${what} visible`).toBe(true);
}
