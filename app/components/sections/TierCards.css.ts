import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css.ts";

/** The recommended tier stands out with an accent border and a deeper shadow. */
export const tier = recipe({
  variants: {
    highlighted: {
      true: { borderColor: vars.color.accent, borderWidth: "2px", boxShadow: vars.shadow.raised },
      false: {},
    },
  },
});
