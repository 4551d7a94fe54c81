import { style, styleVariants } from "@vanilla-extract/css";
import { iconDrawings } from "./icon-drawings.ts";
import { iconSheetPosition, iconSheetSize, iconSheetUrl } from "./icon-sheet.ts";
import type { AnyIconName } from "./icon-sources.ts";

/**
 * An icon is an empty box the size of the icon, painted in the text colour through the icons'
 * sheet as a mask, moved to its own cell. The sheet lives in this, the site's one stylesheet, which
 * every page loads before its first paint and the browser caches: no page carries the drawings of
 * its icons, and no icon is a request of its own (decision 0014).
 */
export const icon = style({
  // It keeps its size in a crowded flex row: the text beside it wraps or shrinks instead.
  flexShrink: 0,
  backgroundColor: "currentColor",
  maskImage: iconSheetUrl(),
  maskRepeat: "no-repeat",
  maskSize: iconSheetSize,
  // Painted when printed, and in forced colours in the text colour the system chose.
  printColorAdjust: "exact",
  forcedColorAdjust: "none",
});

/** Each icon's cell of the sheet. */
export const iconDrawing = styleVariants(iconDrawings, (_shapes, name) => ({
  maskPosition: iconSheetPosition(name as AnyIconName),
}));
