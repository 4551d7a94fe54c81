import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { responsive } from "../../styles/responsive.ts";
import { inverseSurface } from "../../styles/surfaces.css.ts";
import { vars } from "../../styles/theme.css.ts";

/** A band of the page, across its whole width, on a plain, muted or dark background. */
export const section = recipe({
  base: {
    // Tighter on phones, where the bands stack with everything else in one column.
    paddingBlock: vars.space["10"],
    ...responsive({ tablet: { paddingBlock: vars.space["12"] }, desktop: { paddingBlock: vars.space["16"] } }),
  },
  variants: {
    tone: {
      plain: { background: vars.color.background },
      muted: { background: vars.color.surface },
      inverse: [inverseSurface],
    },
  },
  defaultVariants: { tone: "plain" },
});

export const sectionHeader = style({
  maxWidth: vars.width.prose,
  marginBottom: vars.space["6"],
  ...responsive({ tablet: { marginBottom: vars.space["8"] } }),
  display: "grid",
  gap: vars.space["3"],
});

export const sectionHeading = style({
  fontSize: vars.fontSize["2xl"],
  ...responsive({ desktop: { fontSize: vars.fontSize["3xl"] } }),
});

export const sectionIntro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

/** The link a band may end with, to where the site says more. */
export const sectionMore = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  marginTop: vars.space["6"],
  fontWeight: 600,
});
