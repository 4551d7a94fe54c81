import type { FamilyPageData } from "../../lib/family-page.ts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { ContentSection } from "./ContentSection.tsx";
import { PageHero } from "./PageHero.tsx";

/** A family page: hero with breadcrumbs, then its sections on alternating backgrounds. */
export function FamilyPageView({ data }: { data: FamilyPageData }) {
  return (
    <>
      <PageHero content={data.page.hero} above={<Breadcrumbs trail={data.trail} />} />
      {data.page.sections.map((section, index) => (
        <ContentSection key={section.id} section={section} tone={index % 2 === 0 ? "plain" : "muted"} />
      ))}
    </>
  );
}
