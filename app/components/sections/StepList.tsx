import type { Step } from "../../../content/schema.ts";
import { cardGrid } from "../ui/card-grid.ts";
import { card, cardText, cardTitle } from "../ui/layout.css.ts";
import { stepNumber } from "./sections.css.ts";

/** An ordered process; numbered steps show "01", "02", ... before each title. */
export function StepList({ items, numbered }: { items: Step[]; numbered: boolean }) {
  return (
    <ol className={cardGrid(items.length, 4)}>
      {items.map((step, index) => (
        <li key={step.title} className={card}>
          {numbered ? (
            <span className={stepNumber} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
          ) : null}
          <h3 className={cardTitle}>{step.title}</h3>
          <p className={cardText}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
