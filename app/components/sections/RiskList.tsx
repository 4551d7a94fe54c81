import type { RiskItem } from "../../../content/schema.ts";
import { cardLabels } from "../../../content/ui-text.ts";
import { Badge } from "../ui/Badge.tsx";
import { Card, CardHeader, CardMeta } from "../ui/Card.tsx";
import { CardGrid } from "../ui/CardGrid.tsx";
import { VisuallyHidden } from "../ui/VisuallyHidden.tsx";

/** OWASP-style list: each item with its code and a Critical/High/Medium risk badge. */
export function RiskList({ items }: { items: RiskItem[] }) {
  return (
    <CardGrid max={3} ordered>
      {items.map((item) => (
        <Card
          key={item.title}
          data-risk={item.risk}
          top={
            <CardHeader>
              {item.code ? <CardMeta>{item.code}</CardMeta> : null}
              <Badge level={item.risk}>
                {item.risk}
                <VisuallyHidden>{cardLabels.risk}</VisuallyHidden>
              </Badge>
            </CardHeader>
          }
          title={item.title}
          text={item.description}
        />
      ))}
    </CardGrid>
  );
}
