import type { Action } from "../../../content/schema.ts";
import { ActionLink } from "./ActionLink.tsx";
import { actionRow } from "./ActionRow.css.ts";

/** The large calls to action of a dark band (a hero, the closing call to action), side by side. */
export function ActionRow({ actions }: { actions: readonly Action[] }) {
  return (
    <div className={actionRow}>
      {actions.map((action) => (
        <ActionLink key={action.label} action={action} tone="dark" size="lg" />
      ))}
    </div>
  );
}
