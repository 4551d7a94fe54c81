import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css.ts";

export const bubble = recipe({
  base: {
    maxWidth: "85%",
    padding: `${vars.space["2"]} ${vars.space["3"]}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
  },
  variants: {
    sender: {
      user: { alignSelf: "flex-end", background: vars.color.accent, color: vars.color.textInverse },
      bot: { alignSelf: "flex-start", background: vars.color.surface, color: vars.color.text },
    },
  },
});

export const typing = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, alignSelf: "flex-start" });
