import type { FeatureCard } from "../../../content/schema.ts";
import { Card } from "../ui/Card.tsx";
import { CardGrid } from "../ui/CardGrid.tsx";

/** Compact tiles, five to a row at most; a tile with href is itself the link (module tiles, HR modules). */
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
          href={item.href}
        />
      ))}
    </CardGrid>
  );
}
