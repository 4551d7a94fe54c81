import { svgDataUrl } from "../../lib/svg-data-url.ts";
import { iconDrawings } from "./icon-drawings.ts";
import { filledIcons, type AnyIconName } from "./icon-sources.ts";

/** Every icon, in the order the sheet stacks them from the top. */
export const iconSheetOrder = Object.keys(iconDrawings) as AnyIconName[];

/**
 * Every icon's drawing stacked in one SVG document, a 24-pixel cell each, in a data URL for the
 * stylesheet to paint the icons with (Icon.css.ts): lucide's line style, in one colour (a mask
 * uses its shape). One document for all of them, because the browser builds a whole SVG document
 * for each image it draws, and one per icon cost a page 100 to 200 ms of style and layout on a
 * throttled phone (decision 0014).
 */
export function iconSheetUrl(): string {
  const cells = iconSheetOrder.map((name, index) => {
    const fill = filledIcons.has(name) ? "currentColor" : "none";
    return `<g fill='${fill}' transform='translate(0 ${index * 24})'>${iconDrawings[name]}</g>`;
  });
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 ${iconSheetOrder.length * 24}' stroke='currentColor' ` +
    `stroke-width='1.75' stroke-linecap='round' stroke-linejoin='round'>${cells.join("")}</svg>`;
  return `url("${svgDataUrl(svg)}")`;
}

/** How tall the sheet is against one icon's box, for `mask-size`. */
export const iconSheetSize = `100% ${iconSheetOrder.length * 100}%`;

/**
 * Where an icon's cell sits, for `mask-position`: a percentage lines that share of the sheet up
 * with the same share of the box, so cell i of n shows at i / (n - 1), whatever the icon's size.
 */
export function iconSheetPosition(name: AnyIconName): string {
  const index = iconSheetOrder.indexOf(name);
  return `0 ${Number(((index / (iconSheetOrder.length - 1)) * 100).toFixed(5))}%`;
}
