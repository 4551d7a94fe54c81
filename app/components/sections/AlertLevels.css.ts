import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css.ts";

/** An alert class's card, striped across its top in the alert's colour. */
export const alertStripe = recipe({
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
