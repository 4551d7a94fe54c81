import { Link } from "react-router";
import type { FeatureCard } from "../../../content/schema.ts";
import { Icon } from "../ui/Icon.tsx";
import { card, cardText, cardTitle, grid, iconBadge } from "../ui/layout.css.ts";
import { tile, tileLink } from "./sections.css.ts";

/** Compact tiles; a tile with href is itself the link (module tiles, HR modules). */
export function TileGrid({ items }: { items: FeatureCard[] }) {
  const columns = items.length === 3 ? 3 : items.length % 4 === 0 || items.length > 6 ? 4 : 3;
  return (
    <ul className={grid({ columns })}>
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
