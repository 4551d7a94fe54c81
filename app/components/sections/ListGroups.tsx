import type { ListGroup } from "../../../content/schema.ts";
import { Icon } from "../ui/Icon.tsx";
import { cardGrid } from "../ui/card-grid.ts";
import { card, cardTitle, checkColumns, checkIcon, checkItem, checkList, iconBadge } from "../ui/layout.css.ts";
import { tierHeader } from "./sections.css.ts";

/** Titled lists side by side (platforms, languages, disciplines and modalities, specialties). */
export function ListGroups({ groups }: { groups: ListGroup[] }) {
  // Four lists read best as two pairs; eight as two rows of four.
  const max = groups.length === 4 ? 2 : groups.length >= 8 ? 4 : 3;
  const [only] = groups;
  if (groups.length === 1 && only) {
    return (
      <div className={card}>
        <h3 className={cardTitle}>{only.title}</h3>
        <ul className={`${checkList} ${checkColumns}`}>
          {only.items.map((item) => (
            <li key={item} className={checkItem}>
              <Icon name="check" size={20} className={checkIcon} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul className={cardGrid(groups.length, max)}>
      {groups.map((group) => (
        <li key={group.title} className={card}>
          <div className={tierHeader}>
            <h3 className={cardTitle}>{group.title}</h3>
            {group.icon ? (
              <span className={iconBadge}>
                <Icon name={group.icon} />
              </span>
            ) : null}
          </div>
          <ul className={checkList}>
            {group.items.map((item) => (
              <li key={item} className={checkItem}>
                <Icon name="check" size={20} className={checkIcon} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
