import type { Step } from "../../../content/schema.ts";
import { balancedColumns } from "../ui/card-grid.ts";
import { flow, flowStep, stepBody, stepNode, stepText, stepTitle } from "./StepList.css.ts";

/**
 * An ordered process drawn as a flow: numbered nodes joined by a line, across the page on wide
 * screens and down it as a timeline on phones. It stays an ordered list of titles and
 * descriptions; the nodes and the line are decoration, hidden from assistive technology (the
 * list already says the order). Steps that are not numbered show an empty node.
 */
export function StepList({ items, numbered }: { items: Step[]; numbered: boolean }) {
  const columns = balancedColumns(items.length, 5);
  return (
    <ol className={flow({ columns })}>
      {items.map((step, index) => (
        <li key={step.title} className={flowStep({ columns })}>
          <span className={stepNode} aria-hidden="true">
            {numbered ? String(index + 1).padStart(2, "0") : null}
          </span>
          <div className={stepBody}>
            <h3 className={stepTitle}>{step.title}</h3>
            <p className={stepText}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
