import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css.ts";

/** A small rounded label: a risk or alert level, or a tier's label. */
export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space["1"],
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

export type BadgeLevel = NonNullable<NonNullable<RecipeVariants<typeof badge>>["level"]>;
