import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
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

/**
 * With a drawing, two columns from the desktop width: the text takes the room it needs for a
 * two-line title and the drawing the rest. minmax(0, …): one long word must not widen a column
 * (and the whole hero) past the screen.
 */
export const heroLayout = recipe({
  base: { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space["10"], alignItems: "center" },
  variants: {
    withArt: {
      true: responsive({ desktop: { gridTemplateColumns: "minmax(0, 1fr) minmax(12rem, 18rem)" } }),
      false: {},
    },
  },
});

export const heroInner = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space["5"] });

export const heroEyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.accentOnInverse,
});

/**
 * The title may use the hero's full width, so it sits on two lines at 1280 px; beside a drawing it
 * tops out a step smaller for the same two lines in the narrower column.
 */
export const heroTitle = recipe({
  base: { fontSize: vars.fontSize["4xl"], fontWeight: 800 },
  variants: { withArt: { true: responsive({ desktop: { fontSize: "2.75rem" } }), false: {} } },
});

/** The lead keeps a reading measure, however wide the title runs. */
export const heroLead = style({ fontSize: vars.fontSize.lg, color: vars.color.textInverseMuted, maxWidth: "48rem" });

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
