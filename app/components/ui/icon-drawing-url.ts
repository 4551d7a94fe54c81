import { iconDrawings } from "./icon-drawings.ts";
import { filledIcons, type AnyIconName } from "./icon-sources.ts";

/**
 * An icon's drawing as an SVG document in a data URL, for the stylesheet to paint it with
 * (Icon.css.ts): lucide's line style on a 24 x 24 grid, in one colour (a mask uses its shape).
 */
export function iconDrawingUrl(name: AnyIconName): string {
  const fill = filledIcons.has(name) ? "currentColor" : "none";
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${fill}' stroke='currentColor' ` +
    `stroke-width='1.75' stroke-linecap='round' stroke-linejoin='round'>${iconDrawings[name]}</svg>`;
  // Only what a data URL in a CSS string cannot hold as it is.
  return `url("data:image/svg+xml,${svg.replace(/[%#<>"]/g, encodeURIComponent)}")`;
}
