import { style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

export const integrationList = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space["3"],
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  ...responsive({ desktop: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } }),
});

export const integrationItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space["4"],
  textAlign: "center",
  fontWeight: 600,
  background: vars.color.surfaceRaised,
});
