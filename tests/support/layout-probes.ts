import type { Page } from "@playwright/test";

/**
 * The text-spacing overrides of WCAG 1.4.12 as the usual bookmarklet applies them: line height
 * 1.5, paragraph spacing 2em, letter spacing 0.12em and word spacing 0.16em, all `!important`.
 */
const textSpacingCss = [
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }",
  "p { margin-bottom: 2em !important; }",
].join("\n");

/**
 * Turns the text-spacing overrides on or off. They go in as a constructed style sheet: the site's
 * CSP (rightly) blocks an injected <style> element, and a constructed sheet is CSSOM, which it allows.
 */
export async function setTextSpacing(page: Page, on: boolean): Promise<void> {
  await page.evaluate(
    ({ css, on }) => {
      const holder = window as unknown as { __textSpacing?: CSSStyleSheet };
      if (on) {
        holder.__textSpacing ??= new CSSStyleSheet();
        holder.__textSpacing.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, holder.__textSpacing];
      } else {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== holder.__textSpacing);
      }
    },
    { css: textSpacingCss, on },
  );
}

/**
 * Visible controls the chat launcher's box covers in the current view: links, buttons, fields,
 * summaries and anything else in the tab order, other than the launcher itself.
 */
export function controlsUnderLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>("button[aria-label*='chat' i]");
    if (!launcher) return ["no chat launcher"];
    const spot = launcher.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      "a, button, input, textarea, select, summary, [tabindex]:not([tabindex='-1'])",
    );
    return Array.from(controls)
      .filter((control) => !launcher.contains(control) && control.checkVisibility({ visibilityProperty: true }))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          box.left < spot.right &&
          box.right > spot.left &&
          box.top < spot.bottom &&
          box.bottom > spot.top
        );
      })
      .map((control) => `${control.tagName.toLowerCase()} "${(control.textContent ?? "").trim().slice(0, 40)}"`);
  });
}

export interface TextFit {
  /** The document's scroll width and the viewport's width. */
  scrollWidth: number;
  viewportWidth: number;
  /** Text cut off by an ancestor that hides its overflow. */
  clipped: string[];
  /** Text that runs past the right edge of the viewport. */
  pastRightEdge: string[];
}

/**
 * Where the page's visible text does not fit: text cut off by an ancestor with overflow hidden or
 * clip, and text running past the viewport's right edge. Measured per text node, so a long word
 * that spills out of its box counts even when the box itself fits. Deliberate clipping is left
 * out: visually hidden text (a 1 px box), a carousel's slides outside its viewport and the cards
 * of a focusable row that scrolls sideways, beyond its edges.
 */
export function textFit(page: Page): Promise<TextFit> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const clipped: string[] = [];
    const pastRightEdge: string[] = [];
    const tolerance = 1;
    const describe = (node: Text) =>
      `${node.parentElement!.tagName.toLowerCase()} "${(node.textContent ?? "").trim().slice(0, 40)}"`;

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0 || text.height === 0) continue;

      let clippedBy: Element | null = null;
      let clippedOnPurpose = false;
      for (let box: Element | null = parent; box && box !== document.documentElement; box = box.parentElement) {
        const style = getComputedStyle(box);
        // A row that scrolls sideways and takes keyboard focus (CardGrid's scrollLabel) shows the rest
        // of its cards when scrolled: text beyond its edges is reachable, not lost.
        const scrollsX = /auto|scroll/.test(style.overflowX) && (box as HTMLElement).tabIndex >= 0;
        const edgeOfBox = box.getBoundingClientRect();
        if (scrollsX && (text.right > edgeOfBox.right + tolerance || text.left < edgeOfBox.left - tolerance)) {
          clippedOnPurpose = true;
          break;
        }
        const clipsX = /hidden|clip/.test(style.overflowX);
        const clipsY = /hidden|clip/.test(style.overflowY);
        if (!clipsX && !clipsY) continue;
        const edge = box.getBoundingClientRect();
        if (edge.width <= 1 || edge.height <= 1) {
          clippedOnPurpose = true; // visually hidden
          break;
        }
        const slides = box.querySelector("[aria-roledescription='slide']") !== null;
        const outX = clipsX && !slides && (text.left < edge.left - tolerance || text.right > edge.right + tolerance);
        const outY = clipsY && (text.top < edge.top - tolerance || text.bottom > edge.bottom + tolerance);
        if (outX || outY) {
          clippedBy = box;
          break;
        }
        if (slides && (text.right > edge.right + tolerance || text.left < edge.left - tolerance)) {
          clippedOnPurpose = true; // a slide scrolled out of the carousel's view
          break;
        }
      }
      if (clippedOnPurpose) continue;
      if (clippedBy) clipped.push(`${describe(node)} in ${clippedBy.tagName.toLowerCase()}`);
      else if (text.right > viewportWidth + tolerance)
        pastRightEdge.push(`${describe(node)} right=${Math.round(text.right)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewportWidth, clipped, pastRightEdge };
  });
}
