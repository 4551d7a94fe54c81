import { style } from "@vanilla-extract/css";

/**
 * Parts of a control shown for one state of its `aria-expanded`: the icon and label a control
 * changes with its state (the menu toggle's menu and close icons, the chat launcher's "Open" and
 * "Close"). Both are in the page; the header's controller only sets `aria-expanded`
 * (app/lib/header/model.ts), so nothing else needs changing, before or after any script.
 */
export const shownWhenCollapsed = style({ selectors: { '[aria-expanded="true"] > &': { display: "none" } } });

export const shownWhenExpanded = style({ selectors: { ':not([aria-expanded="true"]) > &': { display: "none" } } });
