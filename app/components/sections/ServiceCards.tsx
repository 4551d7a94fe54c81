import { Link } from "react-router";
import type { ServiceCard } from "../../../content/schema.ts";
import { buttonLabels, cardLabels } from "../../../content/ui-text.ts";
import { Icon } from "../ui/Icon.tsx";
import { card, cardLink, cardText, cardTitle, grid, iconBadge, visuallyHidden } from "../ui/layout.css.ts";
import { bulletList, smallHeading } from "./sections.css.ts";

/** Service cards with features, deliverables and a Learn More link. */
export function ServiceCards({ items }: { items: ServiceCard[] }) {
  return (
    <ul className={grid({ columns: 2 })}>
      {items.map((item) => (
        <li key={item.title} className={card}>
          <span className={iconBadge}>
            <Icon name={item.icon} />
          </span>
          <h3 className={cardTitle}>{item.title}</h3>
          <p className={cardText}>{item.description}</p>
          <h4 className={smallHeading}>{cardLabels.features}</h4>
          <ul className={bulletList}>
            {item.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <h4 className={smallHeading}>{cardLabels.deliverables}</h4>
          <ul className={bulletList}>
            {item.deliverables.map((deliverable) => (
              <li key={deliverable}>{deliverable}</li>
            ))}
          </ul>
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
