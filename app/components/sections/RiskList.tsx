import type { RiskItem } from "../../../content/schema.ts";
import { cardLabels } from "../../../content/ui-text.ts";
import { cardGrid } from "../ui/card-grid.ts";
import { card, cardText, cardTitle, visuallyHidden } from "../ui/layout.css.ts";
import { badge, meta, tierHeader } from "./sections.css.ts";

/** OWASP-style list: each item with its code and a Critical/High/Medium risk badge. */
export function RiskList({ items }: { items: RiskItem[] }) {
  return (
    <ol className={cardGrid(items.length, 3)}>
      {items.map((item) => (
        <li key={item.title} className={card} data-risk={item.risk}>
          <div className={tierHeader}>
            {item.code ? <span className={meta}>{item.code}</span> : null}
            <span className={badge({ level: item.risk })}>
              {item.risk}
              <span className={visuallyHidden}>{cardLabels.risk}</span>
            </span>
          </div>
          <h3 className={cardTitle}>{item.title}</h3>
          <p className={cardText}>{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
