import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const iconBadge = style({
  display: "inline-grid",
  placeItems: "center",
  width: "3rem",
  height: "3rem",
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  flexShrink: 0,
});
