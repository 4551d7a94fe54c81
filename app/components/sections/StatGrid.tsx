import type { Stat as StatContent } from "../../../content/schema.ts";
import { Stat } from "../ui/Stat.tsx";
import { statCard, statGrid } from "./StatGrid.css.ts";

/** Headline figures (Key Benefits, the About mission). They fit whatever column they sit in. */
export function StatGrid({ items }: { items: StatContent[] }) {
  return (
    <ul className={statGrid}>
      {items.map((stat) => (
        <li key={stat.label} className={statCard}>
          <Stat stat={stat} tone="card" />
        </li>
      ))}
    </ul>
  );
}
