import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

export const checkList = recipe({
  base: { listStyle: "none", padding: 0, margin: 0 },
  variants: {
    layout: {
      /** One item under another. */
      stack: { display: "grid", gap: vars.space["3"] },
      /** A long list set in columns, read across each row. */
      columns: {
        display: "grid",
        gap: vars.space["3"],
        ...responsive({
          tablet: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
          desktop: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
        }),
      },
      /** Short names flowing down each column like text. A grid would ignore `columns`. */
      flow: {
        display: "block",
        columns: "2",
        columnGap: vars.space["8"],
        ...responsive({ tablet: { columns: "3" } }),
      },
    },
  },
  defaultVariants: { layout: "stack" },
});

export const checkItem = recipe({
  base: { display: "flex", gap: vars.space["3"], alignItems: "flex-start" },
  variants: {
    layout: {
      stack: {},
      columns: {},
      flow: { breakInside: "avoid", marginBottom: vars.space["3"] },
    },
  },
  defaultVariants: { layout: "stack" },
});

export const checkIcon = style({ color: vars.color.success, marginTop: "0.15rem" });
