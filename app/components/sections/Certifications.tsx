import type { ReactNode } from "react";
import type { Section } from "../../../content/schema.ts";
import { CheckList } from "../ui/CheckList.tsx";
import { certificationList, listHeading } from "./Certifications.css.ts";

/**
 * The team's certification badges in a carousel, then the same certifications as a plain list.
 * `carousel` is the badges' carousel, an island the route places (app/routes/about.tsx).
 */
export function Certifications({
  section,
  carousel,
}: {
  section: Extract<Section, { kind: "certifications" }>;
  carousel: ReactNode;
}) {
  return (
    <>
      {carousel}
      <h3 className={listHeading}>{section.listHeading}</h3>
      <CheckList items={section.items.map((item) => item.name)} layout="flow" className={certificationList} />
    </>
  );
}
