import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const breadcrumbs = style({ fontSize: vars.fontSize.sm });

export const crumbList = style({
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  padding: 0,
  color: vars.color.textInverseMuted,
});

// Each crumb after the first opens with the separator.
export const crumb = style({
  selectors: { "& + &::before": { content: '"/"', marginRight: vars.space["2"] } },
});

export const crumbLink = style({ color: vars.color.textInverse });
