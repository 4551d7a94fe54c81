import { style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

/** The disciplines side by side from a tablet, each ruled off at its top in the accent. */
export const disciplineList = style({
  display: "grid",
  gap: vars.space["6"],
  marginTop: vars.space["8"],
  ...responsive({ tablet: { gridTemplateColumns: "2fr 1fr 1fr" } }),
});

export const discipline = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space["3"],
  paddingTop: vars.space["4"],
  borderTop: `3px solid ${vars.color.accent}`,
});

export const disciplineTitle = style({ fontSize: vars.fontSize.lg });

/** The certifications' names: in two columns where the group is wide enough. */
export const disciplineNames = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["1"],
  fontWeight: 600,
  ...responsive({ tablet: { gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))" } }),
});

export const disciplineMeaning = style({ color: vars.color.textMuted });
