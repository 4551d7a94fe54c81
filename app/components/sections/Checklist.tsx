import type { Step } from "../../../content/schema.ts";
import { Icon } from "../ui/Icon.tsx";
import { checkIcon, checkItem, checkList } from "../ui/layout.css.ts";
import { panel, panelStepText, panelStepTitle, panelSteps, split } from "./sections.css.ts";

/** A checklist of benefits or deliverables, with an optional process panel beside it. */
export function Checklist({ items, panel: process }: { items: string[]; panel?: { heading: string; steps: Step[] } }) {
  const list = (
    <ul className={checkList}>
      {items.map((item) => (
        <li key={item} className={checkItem}>
          <Icon name="check" size={22} className={checkIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
  if (!process) return list;
  return (
    <div className={split}>
      {list}
      <aside className={panel} aria-labelledby={`${slug(process.heading)}-panel`}>
        <h3 id={`${slug(process.heading)}-panel`}>{process.heading}</h3>
        <ol className={panelSteps}>
          {process.steps.map((step) => (
            <li key={step.title}>
              <span className={panelStepTitle}>{step.title}</span>
              <span className={panelStepText}>{step.description}</span>
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
