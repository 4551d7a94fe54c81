import type { Offering } from "../../../content/schema.ts";
import { Icon } from "../ui/Icon.tsx";
import { card, cardText, cardTitle, checkIcon, checkItem, checkList, grid, iconBadge } from "../ui/layout.css.ts";

/** Two columns of service cards, each with a checklist of what the service includes. */
export function OfferingCards({ items }: { items: Offering[] }) {
  return (
    <ul className={grid({ columns: 2 })}>
      {items.map((item) => (
        <li key={item.title} className={card}>
          <span className={iconBadge}>
            <Icon name={item.icon} />
          </span>
          <h3 className={cardTitle}>{item.title}</h3>
          <p className={cardText}>{item.description}</p>
          <ul className={checkList}>
            {item.features.map((feature) => (
              <li key={feature} className={checkItem}>
                <Icon name="check" size={20} className={checkIcon} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
