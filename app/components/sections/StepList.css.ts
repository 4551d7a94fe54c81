import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const stepNumber = style({
  fontFamily: vars.font.mono,
  fontWeight: 700,
  fontSize: vars.fontSize.xl,
  color: vars.color.accent,
});
