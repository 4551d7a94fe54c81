import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const badge = style({
  display: "grid",
  justifyItems: "center",
  alignContent: "start",
  gap: vars.space["3"],
  padding: vars.space["4"],
  textAlign: "center",
  height: "100%",
});

/** The credential's name and issuer, then what it means: a caption may hold the whole text. */
export const badgeCaption = style({ display: "grid", justifyItems: "center", gap: vars.space["3"] });

export const badgeName = style({ fontWeight: 700 });

export const badgeIssuer = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const badgeMeaning = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: "left" });
