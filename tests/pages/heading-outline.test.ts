/**
 * Each page's headings form an outline a screen-reader user can move through by level: one main
 * heading first, and no level skipped on the way down (an h2 followed by an h4 leaves the visitor
 * wondering what they missed). Read from the prerendered HTML, headings hidden from assistive
 * technology left out.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { siteRoutes } from "../../content/routes.ts";
import { assertBuilt, loadPage } from "./prerendered.ts";

beforeAll(assertBuilt);

/** The page's headings as a screen reader lists them: level and text, in document order. */
function outline(document: Document): { level: number; text: string }[] {
  return [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role='heading']")]
    .filter((heading) => !heading.closest("[hidden], [aria-hidden='true'], template"))
    .map((heading) => ({
      level: Number(heading.getAttribute("aria-level") ?? heading.tagName.slice(1)),
      text: (heading.textContent ?? "").replace(/\s+/g, " ").trim(),
    }));
}

describe("the heading outline", () => {
  it.each(siteRoutes.map((route) => route.path))("%s starts at its one h1 and skips no level", (path) => {
    const headings = outline(loadPage(path).document);
    expect(
      headings.filter((heading) => heading.level === 1).map((heading) => heading.text),
      `${path}: one h1`,
    ).toHaveLength(1);
    const skips = headings.flatMap((heading, index) => {
      const previous = index === 0 ? { level: 0, text: "the top of the page" } : headings[index - 1]!;
      return heading.level > previous.level + 1
        ? [`h${heading.level} "${heading.text}" after h${previous.level} "${previous.text}"`]
        : [];
    });
    expect(skips, `${path}: skipped heading levels`).toEqual([]);
  });
});
