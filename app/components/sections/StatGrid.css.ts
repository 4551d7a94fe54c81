import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

/**
 * Figures need a minimum width to stay inside their cards (a three-character figure at the display size), so the
 * grid fits as many columns as the space it is given allows, not as many as the screen would.
 */
export const statGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["5"],
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
});

export const statCard = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space["6"],
  textAlign: "center",
});
