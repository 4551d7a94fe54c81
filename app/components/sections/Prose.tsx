import type { Section } from "../../../content/schema.ts";
import { StatGrid } from "./StatGrid.tsx";
import { prose, withStats } from "./Prose.css.ts";

/** Paragraphs of plain text (mission, privacy, terms), with the section's figures beside them if any. */
export function Prose({ section }: { section: Extract<Section, { kind: "prose" }> }) {
  const text = (
    <div className={prose({ large: section.large ?? false })}>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
  if (!section.stats) return text;
  return (
    <div className={withStats}>
      {text}
      <StatGrid items={section.stats} />
    </div>
  );
}
