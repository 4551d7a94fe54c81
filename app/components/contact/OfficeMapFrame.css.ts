import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const mapFrame = style({
  display: "block",
  width: "100%",
  aspectRatio: "16 / 9",
  height: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
