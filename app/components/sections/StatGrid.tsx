import type { Stat } from "../../../content/schema.ts";
import { grid } from "../ui/layout.css.ts";
import { statCard, statLabel, statValue } from "./sections.css.ts";

/** Headline figures (Key Benefits). */
export function StatGrid({ items }: { items: Stat[] }) {
  return (
    <ul className={grid({ columns: items.length === 3 ? 3 : 4 })}>
      {items.map((stat) => (
        <li key={stat.label} className={statCard}>
          <span className={statValue}>{stat.value}</span>
          <span className={statLabel}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
