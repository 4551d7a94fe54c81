import { style } from "@vanilla-extract/css";
import { responsive } from "../../styles/responsive.ts";
import { inverseSurface } from "../../styles/surfaces.css.ts";
import { vars } from "../../styles/theme.css.ts";

export const hero = style([
  inverseSurface,
  {
    background: `linear-gradient(160deg, ${vars.color.surfaceInverse} 0%, ${vars.color.surfaceInverseRaised} 100%)`,
    paddingBlock: vars.space["12"],
    ...responsive({ desktop: { paddingBlock: vars.space["16"] } }),
  },
]);

// minmax(0, 1fr): one long word must not widen the column (and the whole hero) past the screen.
export const heroInner = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space["5"],
  maxWidth: "48rem",
});

export const heroEyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.accentOnInverse,
});

export const heroTitle = style({ fontSize: vars.fontSize["4xl"], fontWeight: 800 });

export const heroLead = style({ fontSize: vars.fontSize.lg, color: vars.color.textInverseMuted });

export const backLink = style({
  color: vars.color.accentOnInverse,
  fontWeight: 600,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  width: "fit-content",
});

export const statRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["8"],
  marginTop: vars.space["4"],
  listStyle: "none",
  padding: 0,
});
