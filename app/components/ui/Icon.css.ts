import { createVar, style, styleVariants } from "@vanilla-extract/css";
import { iconDrawings } from "./icon-drawings.ts";
import { iconDrawingUrl } from "./icon-drawing-url.ts";
import type { AnyIconName } from "./icon-sources.ts";

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

export const iconDrawing = styleVariants(iconDrawings, (_shapes, name) => ({
  vars: { [drawing]: iconDrawingUrl(name as AnyIconName) },
}));
