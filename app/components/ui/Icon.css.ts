import { createVar, style, styleVariants } from "@vanilla-extract/css";
import { iconDrawings } from "./icon-drawings.ts";
import { filledIcons, type AnyIconName } from "./icon-sources.ts";

/**
 * An icon is an empty box the size of the icon, painted in the text colour through its drawing as
 * a mask. The drawings live in this, the site's one stylesheet, which every page loads before its
 * first paint and the browser caches: no page carries the drawings of its icons, and no icon is a
 * request of its own (decision 0014).
 */
/** The icon's drawing, which each variant sets: one mask rule for every icon. */
const drawing = createVar();

export const icon = style({
  // It keeps its size in a crowded flex row: the text beside it wraps or shrinks instead.
  flexShrink: 0,
  backgroundColor: "currentColor",
  maskImage: drawing,
  maskRepeat: "no-repeat",
  maskPosition: "center",
  maskSize: "100% 100%",
  // Painted when printed, and in forced colours in the text colour the system chose.
  printColorAdjust: "exact",
  forcedColorAdjust: "none",
});

/** The drawing as an SVG document in a data URL: lucide's line style on a 24 x 24 grid. */
function drawingUrl(name: AnyIconName, shapes: string): string {
  const fill = filledIcons.has(name) ? "currentColor" : "none";
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${fill}' stroke='currentColor' ` +
    `stroke-width='1.75' stroke-linecap='round' stroke-linejoin='round'>${shapes}</svg>`;
  // Only what a data URL in a CSS string cannot hold as it is.
  return `url("data:image/svg+xml,${svg.replace(/[%#<>"]/g, encodeURIComponent)}")`;
}

export const iconDrawing = styleVariants(iconDrawings, (shapes, name) => ({
  vars: { [drawing]: drawingUrl(name as AnyIconName, shapes) },
}));
