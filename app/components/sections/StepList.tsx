import type { Step } from "../../../content/schema.ts";
import { Card } from "../ui/Card.tsx";
import { CardGrid } from "../ui/CardGrid.tsx";
import { stepNumber } from "./StepList.css.ts";

/** An ordered process; numbered steps show "01", "02", ... before each title. */
export function StepList({ items, numbered }: { items: Step[]; numbered: boolean }) {
  return (
    <CardGrid max={5} ordered>
      {items.map((step, index) => (
        <Card
          key={step.title}
          top={
            numbered ? (
              <span className={stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
            ) : null
          }
          title={step.title}
          text={step.description}
        />
      ))}
    </CardGrid>
  );
}
