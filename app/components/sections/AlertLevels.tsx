import type { AlertClass } from "../../../content/schema.ts";
import { cardLabels } from "../../../content/ui-text.ts";
import { card, cardText, grid } from "../ui/layout.css.ts";
import { alertCard, badge, bulletList, meta, metaStrong, smallHeading, tierHeader } from "./sections.css.ts";

/** Alert classes with level, colour, description, examples and response time. */
export function AlertLevels({ items }: { items: AlertClass[] }) {
  return (
    <ul className={grid({ columns: 3 })}>
      {items.map((item) => (
        <li key={item.level} className={`${card} ${alertCard({ colour: item.colour })}`}>
          <div className={tierHeader}>
            <h3 className={badge({ level: item.level })}>{item.level}</h3>
            <span className={meta}>{cardLabels.alertColour[item.colour]}</span>
          </div>
          <p className={cardText}>{item.description}</p>
          <h4 className={smallHeading}>{cardLabels.examples}</h4>
          <ul className={bulletList}>
            {item.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
          <p className={meta}>
            {cardLabels.responseTime} <span className={metaStrong}>{item.responseTime}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
