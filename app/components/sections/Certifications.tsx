import type { ReactNode } from "react";
import { disciplines, type Discipline } from "../../../content/credentials.ts";
import type { Section } from "../../../content/schema.ts";
import {
  discipline,
  disciplineList,
  disciplineMeaning,
  disciplineNames,
  disciplineTitle,
} from "./Certifications.css.ts";

type CertificationsSection = Extract<Section, { kind: "certifications" }>;

/**
 * The team's certifications: the carousel of marks, then the same certifications listed by
 * discipline (cloud and data platforms, security leadership, project delivery), each group with
 * what it means for a client. `carousel` is the marks' carousel, an island the route places
 * (app/routes/about.tsx).
 */
export function Certifications({ section, carousel }: { section: CertificationsSection; carousel: ReactNode }) {
  const groups = Object.entries(disciplines)
    .map(([key, about]) => ({
      ...about,
      names: section.items.filter((item) => item.discipline === (key as Discipline)).map((item) => item.name),
    }))
    .filter((group) => group.names.length > 0);
  return (
    <>
      {carousel}
      <div className={disciplineList}>
        {groups.map((group) => (
          <div key={group.title} className={discipline}>
            <h3 className={disciplineTitle}>{group.title}</h3>
            <ul className={disciplineNames}>
              {group.names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            <p className={disciplineMeaning}>{group.meaning}</p>
          </div>
        ))}
      </div>
    </>
  );
}
