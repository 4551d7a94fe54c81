import type { Callout } from "../../../content/schema.ts";
import { ActionLink } from "../ui/ActionLink.tsx";
import { Icon } from "../ui/Icon.tsx";
import { card, cardText, cardTitle, grid, iconBadge } from "../ui/layout.css.ts";

/** Emphasised contact routes, such as the incident hotline and emergency e-mail. */
export function Callouts({ items }: { items: Callout[] }) {
  return (
    <ul className={grid({ columns: 2 })}>
      {items.map((item) => (
        <li key={item.title} className={card}>
          <span className={iconBadge}>
            <Icon name={item.icon} />
          </span>
          <h3 className={cardTitle}>{item.title}</h3>
          <p className={cardText}>{item.description}</p>
          <div>
            <ActionLink action={item.action} />
          </div>
        </li>
      ))}
    </ul>
  );
}
