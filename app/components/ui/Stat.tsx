import type { Stat as StatContent } from "../../../content/schema.ts";
import { statLabel, statValue } from "./Stat.css.ts";

/** A headline figure and what it counts, on the dark hero or in a card. */
export function Stat({ stat, tone }: { stat: StatContent; tone: "inverse" | "card" }) {
  return (
    <>
      <span className={statValue({ tone })}>{stat.value}</span>
      <span className={statLabel({ tone })}>{stat.label}</span>
    </>
  );
}
