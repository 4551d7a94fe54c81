import type { Step } from "../../../content/schema.ts";
import { CheckList } from "../ui/CheckList.tsx";
import { panel, panelStepText, panelStepTitle, panelSteps, split } from "./Checklist.css.ts";

/** A checklist of benefits or deliverables, with an optional process panel beside it. */
export function Checklist({ items, panel: process }: { items: string[]; panel?: { heading: string; steps: Step[] } }) {
  const list = <CheckList items={items} iconSize={22} />;
  if (!process) return list;
  const headingId = `${slug(process.heading)}-panel`;
  return (
    <div className={split}>
      {list}
      <aside className={panel} aria-labelledby={headingId}>
        <h3 id={headingId}>{process.heading}</h3>
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
