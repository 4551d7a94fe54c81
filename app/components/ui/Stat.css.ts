import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css.ts";

/** A headline figure: in the hero's light text, or in the accent inside a stat card. */
export const statValue = recipe({
  base: { display: "block", fontSize: vars.fontSize["3xl"], fontWeight: 800, lineHeight: 1.1 },
  variants: { tone: { inverse: {}, card: { color: vars.color.accent } } },
});

export const statLabel = recipe({
  base: { display: "block" },
  variants: {
    tone: {
      inverse: { fontSize: vars.fontSize.sm, color: vars.color.textInverseMuted },
      card: { fontSize: vars.fontSize.md, color: vars.color.textMuted },
    },
  },
});
