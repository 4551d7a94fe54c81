import { style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { inverseSurface } from "../../styles/surfaces.css.ts";
import { vars } from "../../styles/theme.css.ts";

export const footer = style([
  inverseSurface,
  {
    color: vars.color.textInverseMuted,
    paddingBlock: vars.space["12"],
    // Room for the chat launcher where it is fixed at the bottom right, so it never covers the last
    // footer line; on narrower screens it sits in the header.
    ...responsive({ wide: { paddingBottom: "6rem" } }),
  },
]);

export const columns = style({
  display: "grid",
  gap: vars.space["8"],
  ...responsive({
    tablet: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    desktop: { gridTemplateColumns: "1.4fr 1fr 1fr 1.2fr" },
  }),
});

export const brandLine = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  color: vars.color.textInverse,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  marginBottom: vars.space["3"],
});

export const heading = style({
  color: vars.color.textInverse,
  fontSize: vars.fontSize.md,
  marginBottom: vars.space["3"],
});

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space["2"] });

export const link = style({
  color: vars.color.textInverseMuted,
  textDecoration: "none",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: "1.75rem",
  selectors: { "&:hover": { color: vars.color.textInverse, textDecoration: "underline" } },
});

export const social = style([link, { marginTop: vars.space["4"], color: vars.color.accentOnInverse }]);

export const bottom = style({
  marginTop: vars.space["10"],
  paddingTop: vars.space["6"],
  borderTop: `1px solid ${vars.color.surfaceInverseRaised}`,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["4"],
  justifyContent: "space-between",
  fontSize: vars.fontSize.sm,
});

export const legal = style({ display: "flex", gap: vars.space["5"] });
