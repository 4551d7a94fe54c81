import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";

/** The centred content column every band of the page (hero, sections, footer) sets its content in. */
export const container = style({
  width: "100%",
  maxWidth: vars.width.content,
  marginInline: "auto",
  paddingInline: vars.space["5"],
});
