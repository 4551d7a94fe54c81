import { Link } from "react-router";
import type { FeatureCard } from "../../../content/schema.ts";
import { Icon } from "../ui/Icon.tsx";
import { card, cardLink, cardText, cardTitle, grid, iconBadge, visuallyHidden } from "../ui/layout.css.ts";

/** Cards with an icon, title and description; a card with href ends in a "Learn more" link. */
export function FeatureGrid({ items, columns }: { items: FeatureCard[]; columns?: 2 | 3 | 4 }) {
  const cols = columns ?? (items.length % 4 === 0 && items.length > 4 ? 4 : items.length === 4 ? 2 : 3);
  return (
    <ul className={grid({ columns: cols })}>
      {items.map((item, index) => (
        <li key={`${item.title}-${index}`} className={card}>
          <span className={iconBadge}>
            <Icon name={item.icon} />
          </span>
          <h3 className={cardTitle}>{item.title}</h3>
          <p className={cardText}>{item.description}</p>
          {item.href ? (
            <Link className={cardLink} to={item.href}>
              Learn more<span className={visuallyHidden}> about {item.title}</span>
              <Icon name="arrow-right" size={16} />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
