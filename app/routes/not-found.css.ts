import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css.ts";

export const notFound = style({
  minHeight: "60vh",
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: vars.space["4"],
  padding: vars.space["12"],
  textAlign: "center",
});

globalStyle(`${notFound} > p:first-child`, {
  fontSize: "5rem",
  fontWeight: 800,
  lineHeight: 1,
  color: vars.color.accent,
});

globalStyle(`${notFound} > h1`, { fontSize: vars.fontSize["2xl"] });
globalStyle(`${notFound} > p`, { color: vars.color.textMuted });
