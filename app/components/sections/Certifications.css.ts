import { globalStyle, style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

export const badge = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space["2"],
  padding: vars.space["4"],
  textAlign: "center",
  height: "100%",
});

export const badgeName = style({ fontWeight: 700 });

export const badgeIssuer = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const listHeading = style({ marginTop: vars.space["8"], fontSize: vars.fontSize.lg });

// Multi-column text flow: a grid container would ignore `columns` and stack every name in one.
export const certificationList = style({
  display: "block",
  columns: "2",
  columnGap: vars.space["8"],
  marginTop: vars.space["4"],
  ...responsive({ tablet: { columns: "3" } }),
});

globalStyle(`${certificationList} > li`, { breakInside: "avoid", marginBottom: vars.space["3"] });
