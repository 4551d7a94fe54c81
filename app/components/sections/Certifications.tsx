import type { Section } from "../../../content/schema.ts";
import { Island } from "../../islands/Island.tsx";
import { CheckList } from "../ui/CheckList.tsx";
import { CertificationBadges } from "./CertificationBadges.tsx";
import { certificationList, listHeading } from "./Certifications.css.ts";

/** The team's certification badges in a carousel, then the same certifications as a plain list. */
export function Certifications({ section }: { section: Extract<Section, { kind: "certifications" }> }) {
  return (
    <>
      <Island name="certifications" component={CertificationBadges} props={{ section }} />
      <h3 className={listHeading}>{section.listHeading}</h3>
      <CheckList items={section.items.map((item) => item.name)} layout="flow" className={certificationList} />
    </>
  );
}
