import type { ListGroup } from "../../../content/schema.ts";
import { Icon } from "../ui/Icon.tsx";
import { card, cardTitle, checkIcon, checkItem, checkList, grid, iconBadge } from "../ui/layout.css.ts";
import { tierHeader } from "./sections.css.ts";

/** Titled lists side by side (platforms, languages, disciplines and modalities, specialties). */
export function ListGroups({ groups }: { groups: ListGroup[] }) {
  const columns =
    groups.length === 1 ? 2 : groups.length === 2 || groups.length === 4 ? 2 : groups.length === 8 ? 4 : 3;
  const [only] = groups;
  if (groups.length === 1 && only) {
    return (
      <div className={card}>
        <h3 className={cardTitle}>{only.title}</h3>
        <ul className={`${checkList} ${grid({ columns: 3 })}`}>
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
    <ul className={grid({ columns })}>
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
