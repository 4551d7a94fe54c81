import type { Tier } from "../../../content/schema.ts";
import { cardLabels } from "../../../content/ui-text.ts";
import { Badge } from "../ui/Badge.tsx";
import { Card, CardFact } from "../ui/Card.tsx";
import { CardGrid } from "../ui/CardGrid.tsx";
import { CheckList } from "../ui/CheckList.tsx";
import { tier } from "./TierCards.css.ts";

/**
 * Service tiers (SOC, incident response) with a label badge and response time; an emergency tier
 * is framed and labelled in the critical colour, its badge with the warning icon.
 */
export function TierCards({ items }: { items: Tier[] }) {
  return (
    <CardGrid max={3}>
      {items.map((item) => (
        <Card
          key={item.tier}
          className={tier({ highlighted: item.highlighted ?? false, urgent: item.urgent ?? false })}
          title={item.tier}
          titleAside={item.label ? <Badge level={item.urgent ? "Critical" : "neutral"}>{item.label}</Badge> : null}
        >
          {item.responseTime ? <CardFact label={cardLabels.responseTime} value={item.responseTime} /> : null}
          <CheckList items={item.features} />
        </Card>
      ))}
    </CardGrid>
  );
}
