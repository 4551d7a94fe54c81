import { style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css.ts";

/**
 * An issuer's typographic mark: each issuer has its own colour, shape and letterforms from the
 * theme (never its logo), so a row of credentials reads as seven bodies, not one repeated badge.
 * `plate` is the large square of the certifications carousel, `chip` the small one of a trust strip;
 * a mark with no issuer (a standard, a law) is the plain chip.
 */
export const mark = recipe({
  base: {
    display: "inline-grid",
    alignContent: "center",
    justifyItems: "center",
    gap: "2px",
    border: "2px solid transparent",
    fontWeight: 800,
    lineHeight: 1.1,
    textAlign: "center",
  },
  variants: {
    size: {
      plate: { width: "7rem", height: "7rem", padding: vars.space["2"], fontSize: vars.fontSize.xl },
      chip: { padding: `2px ${vars.space["3"]}`, fontSize: vars.fontSize.sm, minHeight: "1.75rem" },
    },
    issuer: {
      none: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        borderWidth: "1px",
        borderRadius: vars.radius.full,
        fontWeight: 600,
        color: vars.color.text,
      },
      // Solid navy block, square cut: the database and cloud vendor.
      oracle: { background: vars.color.accentStrong, color: vars.color.textInverse, borderRadius: vars.radius.sm },
      // Orange outline on white, softly rounded.
      aws: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.high,
        color: vars.color.high,
        borderRadius: vars.radius.md,
      },
      // Pale blue with a heavy top rule, square.
      microsoft: {
        background: vars.color.infoSoft,
        color: vars.color.infoStrong,
        borderTopColor: vars.color.info,
        borderTopWidth: "5px",
        borderRadius: 0,
      },
      // Pale green, fully round.
      google: { background: vars.color.successSoft, color: vars.color.successStrong, borderRadius: vars.radius.full },
      // Teal block in the monospaced face.
      isc2: {
        background: vars.color.accent,
        color: vars.color.textInverse,
        fontFamily: vars.font.mono,
        borderRadius: vars.radius.md,
      },
      // Pale amber with a heavy left rule, spaced capitals.
      isaca: {
        background: vars.color.mediumSoft,
        color: vars.color.medium,
        borderLeftColor: vars.color.medium,
        borderLeftWidth: "5px",
        borderRadius: vars.radius.sm,
        letterSpacing: "0.12em",
      },
      // A double navy rule around white.
      pmi: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.text,
        borderStyle: "double",
        borderWidth: "4px",
        color: vars.color.text,
        borderRadius: 0,
      },
    },
  },
  compoundVariants: [
    // A round plate is a circle, a round chip a pill.
    { variants: { size: "plate", issuer: "google" }, style: { borderRadius: "50%" } },
  ],
  defaultVariants: { issuer: "none" },
});

export type MarkVariants = NonNullable<RecipeVariants<typeof mark>>;

/** The issuer's name above the code on a plate: small capitals in the mark's colour. */
export const markIssuer = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});
