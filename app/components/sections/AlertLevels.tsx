import type { AlertClass } from "../../../content/schema.ts";
import { card, cardText, grid } from "../ui/layout.css.ts";
import { alertCard, badge, bulletList, meta, metaStrong, smallHeading, tierHeader } from "./sections.css.ts";

const colourNames: Record<AlertClass["colour"], string> = {
  red: "Red",
  orange: "Orange",
  yellow: "Yellow",
  blue: "Blue",
};

/** Alert classes with level, colour, description, examples and response time. */
export function AlertLevels({ items }: { items: AlertClass[] }) {
  return (
    <ul className={grid({ columns: 3 })}>
      {items.map((item) => (
        <li key={item.level} className={`${card} ${alertCard({ colour: item.colour })}`}>
          <div className={tierHeader}>
            <h3 className={badge({ level: item.level })}>{item.level}</h3>
            <span className={meta}>{colourNames[item.colour]} alert</span>
          </div>
          <p className={cardText}>{item.description}</p>
          <h4 className={smallHeading}>Examples</h4>
          <ul className={bulletList}>
            {item.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
          <p className={meta}>
            Response time: <span className={metaStrong}>{item.responseTime}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
