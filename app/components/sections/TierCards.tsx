import type { Tier } from "../../../content/schema.ts";
import { cardLabels } from "../../../content/ui-text.ts";
import { Icon } from "../ui/Icon.tsx";
import { card, cardTitle, checkIcon, checkItem, checkList, grid } from "../ui/layout.css.ts";
import { badge, meta, metaStrong, tierCard, tierHeader } from "./sections.css.ts";

/** Service tiers (SOC, incident response) with a label badge, red for an emergency, and response time. */
export function TierCards({ items }: { items: Tier[] }) {
  return (
    <ul className={grid({ columns: 3 })}>
      {items.map((item) => (
        <li key={item.tier} className={`${card} ${tierCard({ highlighted: item.highlighted ?? false })}`}>
          <div className={tierHeader}>
            <h3 className={cardTitle}>{item.tier}</h3>
            {item.label ? (
              <span className={badge({ level: item.urgent ? "Critical" : "neutral" })}>{item.label}</span>
            ) : null}
          </div>
          {item.responseTime ? (
            <p className={meta}>
              {cardLabels.responseTime} <span className={metaStrong}>{item.responseTime}</span>
            </p>
          ) : null}
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
