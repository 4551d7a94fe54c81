import type { ServiceCard } from "../../../content/schema.ts";
import { cardLabels } from "../../../content/ui-text.ts";
import { Card, CardList } from "../ui/Card.tsx";
import { CardGrid } from "../ui/CardGrid.tsx";

/** Service cards with features, deliverables and a Learn More link. */
export function ServiceCards({ items }: { items: ServiceCard[] }) {
  return (
    <CardGrid max={2}>
      {items.map((item) => (
        <Card key={item.title} icon={item.icon} title={item.title} text={item.description} moreHref={item.href}>
          <CardList heading={cardLabels.features} items={item.features} />
          <CardList heading={cardLabels.deliverables} items={item.deliverables} />
        </Card>
      ))}
    </CardGrid>
  );
}
