import { style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

/** A light band under the dark hero, ruled off from the first section. */
export const strip = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space["6"],
});

/** Two facts a row on a phone, four on a desktop: a glance, not another list to scroll. */
export const itemList = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `${vars.space["5"]} ${vars.space["6"]}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
  ...responsive({ desktop: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } }),
});

/** The icon above its fact on a phone, so the words get the column's full width; beside it from a tablet. */
export const trustItem = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["1"],
  ...responsive({ tablet: { flexDirection: "row", alignItems: "flex-start", gap: vars.space["3"] } }),
});

export const itemIcon = style({
  color: vars.color.accent,
  flexShrink: 0,
  ...responsive({ tablet: { marginTop: "0.2rem" } }),
});

export const itemValue = style({
  display: "block",
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  lineHeight: 1.2,
  color: vars.color.text,
});

export const itemLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 1.4 });

export const marks = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["3"],
  marginTop: vars.space["5"],
  paddingTop: vars.space["4"],
  borderTop: `1px solid ${vars.color.border}`,
});

export const marksLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const markList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  listStyle: "none",
  margin: 0,
  padding: 0,
});

/** Where the credentials are explained: pushed to the row's end on a wide screen. */
export const marksLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  ...responsive({ desktop: { marginLeft: "auto" } }),
});
