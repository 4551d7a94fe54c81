import type { FeatureCard } from "../../../content/schema.ts";
import { Card } from "../ui/Card.tsx";
import { CardGrid } from "../ui/CardGrid.tsx";

/**
 * Compact tiles, five to a row at most; a tile with href ends in a "Learn More" link there, as
 * every card does (module tiles, HR modules), so a link always looks like one.
 */
export function TileGrid({ items }: { items: FeatureCard[] }) {
  return (
    <CardGrid max={5}>
      {items.map((item) => (
        <Card
          key={item.title}
          align="start"
          icon={item.icon}
          title={item.title}
          text={item.description}
          moreHref={item.href}
        />
      ))}
    </CardGrid>
  );
}
