/** Column counts the card grid (CardGrid.css.ts) can lay out at desktop widths. */
export type GridColumns = 1 | 2 | 3 | 4 | 5;

/**
 * The one rule for how many desktop columns `count` cards use, at most `max` (each kind of card
 * says how many of it fit a row: five compact tiles, four feature cards, two service cards).
 *
 * - One row when there are fewer cards than a full row at the most, or three at most. A full row
 *   at the most columns is for grids whose rows repeat: four feature cards sit as two pairs, five
 *   tiles as 3 + 2, while four tiles share one row.
 * - Otherwise a count that fills every row at the most columns or one fewer wins (10 tiles as
 *   5 + 5, nine cards as 3 + 3 + 3).
 * - Otherwise as few rows as the columns allow, with the cards spread evenly over them (seven
 *   steps as 4 + 3, ten cards at most four wide as 4 + 4 + 2).
 *
 * The grid centres whatever remains in a last row, so nothing is left hanging on one side.
 */
export function balancedColumns(count: number, max: GridColumns): GridColumns {
  if (count <= max && (count < max || count <= 3)) return Math.max(1, count) as GridColumns;
  const exact = [max, max - 1].find((columns) => columns >= 2 && columns < count && count % columns === 0);
  if (exact) return exact as GridColumns;
  const widest = count > max ? max : max - 1;
  const rows = Math.ceil(count / widest);
  return Math.ceil(count / rows) as GridColumns;
}
