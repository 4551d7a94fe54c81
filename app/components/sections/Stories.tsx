import type { Story } from "../../../content/schema.ts";
import { cardLabels } from "../../../content/ui-text.ts";
import { Badge } from "../ui/Badge.tsx";
import { Card, CardHeader } from "../ui/Card.tsx";
import { CardGrid } from "../ui/CardGrid.tsx";
import { IconBadge } from "../ui/IconBadge.tsx";
import { storyPart, storyParts, storyTerm, storyText } from "./Stories.css.ts";

const parts = ["challenge", "approach", "outcome"] as const;

/**
 * Engagement stories: the sector, a headline, then the challenge, what we did and the outcome. On
 * phones they sit side by side in a row that scrolls, since three stacked stories would be the
 * longest stretch of the page; `label` names that row.
 */
export function Stories({ items, label }: { items: Story[]; label: string }) {
  return (
    <CardGrid max={3} scrollLabel={label}>
      {items.map((story) => (
        <Card
          key={story.title}
          top={
            <CardHeader>
              <IconBadge name={story.icon} />
              <Badge level="neutral">{story.sector}</Badge>
            </CardHeader>
          }
          title={story.title}
        >
          <dl className={storyParts}>
            {parts.map((part) => (
              <div key={part} className={storyPart({ outcome: part === "outcome" })}>
                <dt className={storyTerm}>{cardLabels.story[part]}</dt>
                <dd className={storyText}>{story[part]}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </CardGrid>
  );
}
