import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css.ts";

/**
 * The recommended tier stands out with an accent border and a deeper shadow; an emergency tier
 * with the critical colour's border and a thick top edge, like a critical alert's card.
 */
export const tier = recipe({
  variants: {
    highlighted: {
      true: { borderColor: vars.color.accent, borderWidth: "2px", boxShadow: vars.shadow.raised },
      false: {},
    },
    urgent: {
      true: { borderColor: vars.color.critical, borderWidth: "2px", borderTopWidth: "6px" },
      false: {},
    },
  },
});
