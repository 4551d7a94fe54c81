import { Link } from "react-router";
import type { FeatureCard } from "../../../content/schema.ts";
import { buttonLabels, cardLabels } from "../../../content/ui-text.ts";
import { Icon } from "../ui/Icon.tsx";
import { cardGrid, type GridColumns } from "../ui/card-grid.ts";
import { card, cardLink, cardText, cardTitle, iconBadge, visuallyHidden } from "../ui/layout.css.ts";

/**
 * Cards with an icon, title and description; a card with href ends in a "Learn More" link.
 * `columns` is the most the cards may use on a wide screen; the grid balances its rows.
 */
export function FeatureGrid({ items, columns }: { items: FeatureCard[]; columns?: GridColumns }) {
  const max = columns ?? (items.length % 4 === 0 && items.length > 4 ? 4 : items.length === 4 ? 2 : 3);
  return (
    <ul className={cardGrid(items.length, max)}>
      {items.map((item, index) => (
        <li key={`${item.title}-${index}`} className={card}>
          <span className={iconBadge}>
            <Icon name={item.icon} />
          </span>
          <h3 className={cardTitle}>{item.title}</h3>
          <p className={cardText}>{item.description}</p>
          {item.href ? (
            <Link className={cardLink} to={item.href}>
              {buttonLabels.learnMore}
              <span className={visuallyHidden}>{cardLabels.learnMoreAbout(item.title)}</span>
              <Icon name="arrow-right" size={16} />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
