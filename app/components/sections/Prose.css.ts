import { style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

/** Paragraphs at body size within the reading measure, or at the lead size across the width. */
export const prose = recipe({
  base: { display: "grid", gap: vars.space["4"], color: vars.color.textMuted },
  variants: {
    large: {
      true: { fontSize: vars.fontSize.lg },
      false: { maxWidth: vars.width.prose },
    },
  },
  defaultVariants: { large: false },
});

export type ProseVariants = RecipeVariants<typeof prose>;

/** The text beside its figures on wide screens, above them on narrow ones. */
export const withStats = style({
  display: "grid",
  gap: vars.space["8"],
  alignItems: "center",
  ...responsive({ desktop: { gridTemplateColumns: "1.6fr 1fr" } }),
});
