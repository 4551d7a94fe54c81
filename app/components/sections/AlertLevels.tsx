import type { AlertClass } from "../../../content/schema.ts";
import { cardLabels } from "../../../content/ui-text.ts";
import { Badge } from "../ui/Badge.tsx";
import { Card, CardFact, CardHeader, CardList, CardMeta } from "../ui/Card.tsx";
import { CardGrid } from "../ui/CardGrid.tsx";
import { alertStripe } from "./AlertLevels.css.ts";

/** Alert classes with level, colour, description, examples and response time. */
export function AlertLevels({ items }: { items: AlertClass[] }) {
  return (
    <CardGrid max={3}>
      {items.map((item) => (
        <Card
          key={item.level}
          className={alertStripe({ colour: item.colour })}
          top={
            <CardHeader>
              <Badge as="h3" level={item.level}>
                {item.level}
              </Badge>
              <CardMeta>{cardLabels.alertColour[item.colour]}</CardMeta>
            </CardHeader>
          }
          text={item.description}
        >
          <CardList heading={cardLabels.examples} items={item.examples} />
          <CardFact label={cardLabels.responseTime} value={item.responseTime} />
        </Card>
      ))}
    </CardGrid>
  );
}
