import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css.ts";

export const storyParts = style({ display: "grid", gap: vars.space["4"], margin: 0 });

/** One part of the story; the outcome, what a reader came for, is set off by the accent rule. */
export const storyPart = recipe({
  base: { display: "grid", gap: vars.space["1"] },
  variants: {
    outcome: {
      true: { borderInlineStart: `3px solid ${vars.color.accent}`, paddingInlineStart: vars.space["3"] },
      false: {},
    },
  },
});

export const storyTerm = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.accent,
});

export const storyText = style({ margin: 0, color: vars.color.textMuted });
