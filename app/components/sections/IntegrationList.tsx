import type { Integration } from "../../../content/schema.ts";
import { integrationItem, integrationList } from "./IntegrationList.css.ts";

/** Named integrations as a logo-style wall. */
export function IntegrationList({ items }: { items: Integration[] }) {
  return (
    <ul className={integrationList}>
      {items.map((item) => (
        <li key={item.name} className={integrationItem}>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
