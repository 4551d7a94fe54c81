import { createVar, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { responsive } from "../../styles/responsive.ts";
import { vars } from "../../styles/theme.css.ts";

/** Desktop column count of a grid; tablets take two at most, phones one. */
const columns = createVar();
/** Space between cards: tighter on phones, where they stack in one column. */
const gap = createVar();

/**
 * The card grid. A wrapping flex row rather than CSS grid, so a last row that is not full is
 * centred instead of leaving empty cells on the right; rows stay equal in height.
 */
const gridBase = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap,
  listStyle: "none",
  padding: 0,
  margin: 0,
  vars: { [columns]: "1", [gap]: vars.space["4"] },
  ...responsive({ tablet: { vars: { [gap]: vars.space["5"] } } }),
});

const columnsAt = (desktop: number) =>
  responsive({
    tablet: { vars: { [columns]: String(Math.min(desktop, 2)) } },
    desktop: { vars: { [columns]: String(desktop) } },
  });

export const grid = recipe({
  base: [gridBase],
  variants: {
    columns: { 1: {}, 2: columnsAt(2), 3: columnsAt(3), 4: columnsAt(4), 5: columnsAt(5) },
    /**
     * On phones, one row that scrolls sideways and snaps to each card, the edge of the next in
     * view (a card is 1/1.15 of the row), for long cards that would otherwise stack into a very
     * long page; from tablets up, the grid as usual.
     */
    scroll: {
      true: {
        flexWrap: "nowrap",
        justifyContent: "flex-start",
        overflowX: "auto",
        scrollSnapType: "x mandatory",
        paddingBlockEnd: vars.space["3"],
        vars: { [columns]: "1.15" },
        ...responsive({
          tablet: { flexWrap: "wrap", justifyContent: "center", overflowX: "visible", paddingBlockEnd: 0 },
        }),
      },
      false: {},
    },
  },
});

/**
 * A grid item's share of its row. The item carries it (Card does) rather than the grid reaching
 * into its children; outside a grid it does nothing.
 */
export const gridItem = style({
  selectors: {
    [`${gridBase} > &`]: {
      flex: `0 0 calc((100% - (${columns} - 1) * ${gap}) / ${columns})`,
      minWidth: 0,
      scrollSnapAlign: "start",
    },
    // In a row that scrolls, the last card's start may lie beyond the farthest scroll; its end
    // does not, so the keyboard's step to the next card can reach it.
    [`${gridBase} > &:last-child`]: { scrollSnapAlign: "end" },
  },
});
