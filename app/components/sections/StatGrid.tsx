import type { Stat } from "../../../content/schema.ts";
import { statCard, statGrid, statLabel, statValue } from "./sections.css.ts";

/** Headline figures (Key Benefits, the About mission). They fit whatever column they sit in. */
export function StatGrid({ items }: { items: Stat[] }) {
  return (
    <ul className={statGrid}>
      {items.map((stat) => (
        <li key={stat.label} className={statCard}>
          <span className={statValue}>{stat.value}</span>
          <span className={statLabel}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
