import type { Offering } from "../../../content/schema.ts";
import { Card } from "../ui/Card.tsx";
import { CardGrid } from "../ui/CardGrid.tsx";
import { CheckList } from "../ui/CheckList.tsx";

/** Two columns of service cards, each with a checklist of what the service includes. */
export function OfferingCards({ items }: { items: Offering[] }) {
  return (
    <CardGrid max={2}>
      {items.map((item) => (
        <Card key={item.title} icon={item.icon} title={item.title} text={item.description}>
          <CheckList items={item.features} />
        </Card>
      ))}
    </CardGrid>
  );
}
