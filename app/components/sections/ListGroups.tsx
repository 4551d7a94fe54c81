import type { ListGroup } from "../../../content/schema.ts";
import { Card } from "../ui/Card.tsx";
import { CardGrid } from "../ui/CardGrid.tsx";
import { CheckList } from "../ui/CheckList.tsx";
import { IconBadge } from "../ui/IconBadge.tsx";

/**
 * Titled lists side by side, four to a row at most (platforms, languages, disciplines and
 * modalities); a single list takes the whole width in columns (specialties).
 */
export function ListGroups({ groups }: { groups: ListGroup[] }) {
  const [only] = groups;
  if (groups.length === 1 && only) {
    return (
      <Card as="div" title={only.title}>
        <CheckList items={only.items} layout="columns" />
      </Card>
    );
  }
  return (
    <CardGrid max={4}>
      {groups.map((group) => (
        <Card key={group.title} title={group.title} titleAside={group.icon ? <IconBadge name={group.icon} /> : null}>
          <CheckList items={group.items} />
        </Card>
      ))}
    </CardGrid>
  );
}
