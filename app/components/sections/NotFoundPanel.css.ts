import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const notFound = style({
  minHeight: "60vh",
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: vars.space["4"],
  padding: vars.space["12"],
  textAlign: "center",
});

export const code = style({
  fontSize: "5rem",
  fontWeight: 800,
  lineHeight: 1,
  color: vars.color.accent,
});

export const heading = style({ fontSize: vars.fontSize["2xl"] });

export const lead = style({ color: vars.color.textMuted });

export const suggestions = style({ display: "grid", gap: vars.space["2"], marginTop: vars.space["4"] });

export const suggestionsHeading = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted, fontWeight: 600 });

export const suggestionList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: `${vars.space["2"]} ${vars.space["5"]}`,
  fontWeight: 600,
});

export const suggestionLink = style({ display: "inline-block", paddingBlock: vars.space["2"] });

export const emergency = style({ marginTop: vars.space["4"] });
