import { Link } from "react-router";
import type { FeatureCard } from "../../../content/schema.ts";
import { Icon } from "../ui/Icon.tsx";
import { cardGrid } from "../ui/card-grid.ts";
import { card, cardText, cardTitle, iconBadge } from "../ui/layout.css.ts";
import { tile, tileLink } from "./sections.css.ts";

/** Compact tiles; a tile with href is itself the link (module tiles, HR modules). */
export function TileGrid({ items }: { items: FeatureCard[] }) {
  // Tiles are compact: ten of them fit five to a row.
  return (
    <ul className={cardGrid(items.length, items.length >= 10 ? 5 : 4)}>
      {items.map((item) => {
        const body = (
          <>
            <span className={iconBadge}>
              <Icon name={item.icon} />
            </span>
            <h3 className={cardTitle}>{item.title}</h3>
            <p className={cardText}>{item.description}</p>
          </>
        );
        return (
          <li key={item.title} className={item.href ? undefined : `${card} ${tile}`}>
            {item.href ? (
              <Link to={item.href} className={`${card} ${tile} ${tileLink}`}>
                {body}
              </Link>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
