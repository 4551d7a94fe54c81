import type { FeatureCard } from "../../../content/schema.ts";
import { Card } from "../ui/Card.tsx";
import { CardGrid } from "../ui/CardGrid.tsx";
import type { GridColumns } from "../ui/card-grid.ts";

/**
 * Cards with an icon, title and description; a card with href ends in a "Learn More" link.
 * Four fit a row on a wide screen; `columns` lowers that for a page that wants fewer.
 */
export function FeatureGrid({ items, columns = 4 }: { items: FeatureCard[]; columns?: GridColumns }) {
  return (
    <CardGrid max={columns}>
      {items.map((item, index) => (
        <Card
          key={`${item.title}-${index}`}
          icon={item.icon}
          title={item.title}
          text={item.description}
          moreHref={item.href}
        />
      ))}
    </CardGrid>
  );
}
