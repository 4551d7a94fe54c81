import { globalStyle, style } from "@vanilla-extract/css";
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

export const statValue = style({ display: "block", fontSize: vars.fontSize["3xl"], fontWeight: 800, lineHeight: 1.1 });

export const statLabel = style({ display: "block", fontSize: vars.fontSize.sm });

globalStyle(`${hero} ${statLabel}`, { color: vars.color.textInverseMuted });

/**
 * Figures need a minimum width to stay inside their cards ("500+" at the display size), so the
 * grid fits as many columns as the space it is given allows, not as many as the screen would.
 */
export const statGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["5"],
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
});

export const statCard = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space["6"],
  textAlign: "center",
});

globalStyle(`${statCard} ${statValue}`, { color: vars.color.accent });
globalStyle(`${statCard} ${statLabel}`, { color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const breadcrumbs = style({ fontSize: vars.fontSize.sm });

export const breadcrumbList = style({
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  padding: 0,
  color: vars.color.textInverseMuted,
});

globalStyle(`${breadcrumbList} li + li::before`, { content: '"/"', marginRight: vars.space["2"] });
globalStyle(`${breadcrumbList} a`, { color: vars.color.textInverse });

export const stepNumber = style({
  fontFamily: vars.font.mono,
  fontWeight: 700,
  fontSize: vars.fontSize.xl,
  color: vars.color.accent,
});

export const split = style({
  display: "grid",
  gap: vars.space["8"],
  alignItems: "start",
  ...responsive({ desktop: { gridTemplateColumns: "1.2fr 1fr" } }),
});

export const panel = style([
  inverseSurface,
  {
    borderRadius: vars.radius.lg,
    padding: vars.space["8"],
    display: "grid",
    gap: vars.space["4"],
  },
]);

export const panelSteps = style({ listStyle: "none", padding: 0, display: "grid", gap: vars.space["4"] });

export const panelStepTitle = style({ fontWeight: 700, display: "block" });

export const panelStepText = style({ color: vars.color.textInverseMuted });

export const badge = recipe({
  base: {
    display: "inline-block",
    width: "fit-content",
    padding: `2px ${vars.space["2"]}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: 700,
    letterSpacing: "0.02em",
  },
  variants: {
    level: {
      Critical: { background: vars.color.criticalSoft, color: vars.color.critical },
      High: { background: vars.color.highSoft, color: vars.color.high },
      Medium: { background: vars.color.mediumSoft, color: vars.color.medium },
      Low: { background: vars.color.infoSoft, color: vars.color.info },
      neutral: { background: vars.color.accentSoft, color: vars.color.accent },
    },
  },
});

export const alertCard = recipe({
  base: { borderTopWidth: "6px", borderTopStyle: "solid" },
  variants: {
    colour: {
      red: { borderTopColor: vars.color.critical },
      orange: { borderTopColor: vars.color.high },
      yellow: { borderTopColor: vars.color.caution },
      blue: { borderTopColor: vars.color.info },
    },
  },
});

export const tierCard = recipe({
  base: {},
  variants: {
    highlighted: {
      true: { borderColor: vars.color.accent, borderWidth: "2px", boxShadow: vars.shadow.raised },
      false: {},
    },
  },
});

export const tierHeader = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space["2"],
});

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const metaStrong = style({ fontWeight: 700, color: vars.color.text });

export const smallHeading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.textMuted,
});

export const bulletList = style({
  paddingLeft: vars.space["5"],
  display: "grid",
  gap: vars.space["1"],
  color: vars.color.textMuted,
});

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

export const cta = style({ display: "grid", gap: vars.space["5"], justifyItems: "center", textAlign: "center" });

export const ctaText = style({
  maxWidth: vars.width.prose,
  color: vars.color.textInverseMuted,
  fontSize: vars.fontSize.lg,
});

globalStyle(`${cta} a:not([class])`, { color: vars.color.accentOnInverse });

export const tile = style({ alignItems: "flex-start" });

export const tileLink = style({
  // The link is the card: it fills its grid cell so every tile in a row is the same height.
  height: "100%",
  textDecoration: "none",
  color: "inherit",
  selectors: { "&:hover": { borderColor: vars.color.accent } },
});
