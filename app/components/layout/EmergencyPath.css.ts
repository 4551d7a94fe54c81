import { createVar, style } from "@vanilla-extract/css";
import { container } from "../../styles/container.css.ts";
import { responsive } from "../../styles/responsive.ts";
import { inverseSurface } from "../../styles/surfaces.css.ts";
import { vars } from "../../styles/theme.css.ts";
import { emergencyStripHeight } from "./header-bar.ts";

/** The colours of the two links: on navy in the strip, on white in the menu. */
const urgentColour = createVar();
const textColour = createVar();

export const emergencyList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex" });

/** Above the bar from the desktop breakpoint: a navy strip of its own, its height fixed. */
export const emergencyStrip = style([
  inverseSurface,
  {
    display: "none",
    flexShrink: 0,
    ...responsive({ desktop: { display: "block", height: emergencyStripHeight } }),
  },
]);

/** The strip's links at the right of the bar's column. */
export const inStrip = style([
  container,
  {
    height: "100%",
    alignItems: "center",
    justifyContent: "flex-end",
    columnGap: vars.space["4"],
    vars: { [urgentColour]: vars.color.criticalOnInverse, [textColour]: vars.color.textInverse },
  },
]);

/** At the top of the small-screen menu, below the desktop breakpoint (where the strip takes over). */
export const inMenu = style({
  flexDirection: "column",
  paddingBlock: vars.space["2"],
  marginBottom: vars.space["2"],
  borderBottom: `1px solid ${vars.color.border}`,
  vars: { [urgentColour]: vars.color.critical, [textColour]: vars.color.text },
  ...responsive({ desktop: { display: "none" } }),
});

const emergencyItem = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: "2.75rem",
  paddingInline: vars.space["3"],
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textUnderlineOffset: "0.2em",
  ...responsive({ desktop: { minHeight: "2rem", paddingInline: vars.space["2"] } }),
});

export const emergencyLink = style([emergencyItem, { color: urgentColour, textDecoration: "underline" }]);

export const emergencyHotline = style([emergencyItem, { color: textColour, textDecoration: "none" }]);

export const emergencyNumber = style({ textDecoration: "underline", fontVariantNumeric: "tabular-nums" });
