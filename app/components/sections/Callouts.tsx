import type { Callout } from "../../../content/schema.ts";
import { ActionLink } from "../ui/ActionLink.tsx";
import { Card } from "../ui/Card.tsx";
import { CardGrid } from "../ui/CardGrid.tsx";

/** Emphasised contact routes, such as the incident hotline and emergency e-mail. */
export function Callouts({ items }: { items: Callout[] }) {
  return (
    <CardGrid max={2}>
      {items.map((item) => (
        <Card key={item.title} icon={item.icon} title={item.title} text={item.description}>
          <div>
            <ActionLink action={item.action} />
          </div>
        </Card>
      ))}
    </CardGrid>
  );
}
