import { style } from "@vanilla-extract/css";
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
