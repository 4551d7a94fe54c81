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
  scrollLabel,
  children,
}: {
  max: GridColumns;
  ordered?: boolean;
  /**
   * Lays the cards out as one row that scrolls sideways on phones, named so for assistive
   * technology. The row takes keyboard focus, so cards with nothing focusable in them can still
   * be scrolled into view with the arrow keys.
   */
  scrollLabel?: string;
  children: ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  const columns = balancedColumns(Children.count(children), max);
  const scroll = scrollLabel !== undefined;
  return (
    <List className={grid({ columns, scroll })} {...(scroll ? { tabIndex: 0, "aria-label": scrollLabel } : {})}>
      {children}
    </List>
  );
}
