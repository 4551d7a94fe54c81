import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const mapLink = style({ marginTop: vars.space["3"], fontWeight: 600 });

export const mapAnchor = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  paddingBlock: vars.space["2"],
});
