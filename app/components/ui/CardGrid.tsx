import { Children, type ReactNode } from "react";
import { balancedColumns, type GridColumns } from "./card-grid.ts";
import { grid } from "./CardGrid.css.ts";

/**
 * A list of cards laid out by the one column rule (card-grid.ts): `max` is the most columns this
 * kind of card may take on a wide screen. Its children are the list items, usually `Card`s.
 */
export function CardGrid({
  max,
  ordered = false,
  children,
}: {
  max: GridColumns;
  ordered?: boolean;
  children: ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return <List className={grid({ columns: balancedColumns(Children.count(children), max) })}>{children}</List>;
}
