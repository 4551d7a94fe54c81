import { grid } from "./layout.css.ts";

/** Column counts the card grid (layout.css.ts `grid`) can lay out at desktop widths. */
export type GridColumns = 1 | 2 | 3 | 4 | 5;

/**
 * How many desktop columns `count` cards should use, at most `max`. A count that fills every row
 * wins (10 tiles as 5 + 5, not 4 + 4 + 2); otherwise the one whose last row is fullest (7 steps as
 * 4 + 3, not 3 + 3 + 1). Fewer than two rows' worth never takes more columns than cards. The grid
 * centres whatever remains in a last row, so nothing is left hanging on one side.
 */
export function balancedColumns(count: number, max: GridColumns): GridColumns {
  if (count <= max) return Math.max(1, count) as GridColumns;
  // Below max - 1 columns the cards get long and the page tall: never go narrower than that.
  const candidates = [max, max - 1].filter((columns) => columns >= 2) as GridColumns[];
  const exact = candidates.find((columns) => count % columns === 0);
  if (exact) return exact;
  const lastRowFill = (columns: number) => (count % columns) / columns;
  return candidates.reduce((best, columns) => (lastRowFill(columns) > lastRowFill(best) ? columns : best));
}

/** The class of a card grid for `count` cards, at most `max` columns wide. */
export function cardGrid(count: number, max: GridColumns): string {
  return grid({ columns: balancedColumns(count, max) });
}
