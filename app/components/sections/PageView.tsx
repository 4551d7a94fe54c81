import type { Page } from "../../../content/schema.ts";
import type { Crumb } from "../../lib/crumb.ts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { ContentSection, type OwnSectionComponents } from "./ContentSection.tsx";
import { PageHero } from "./PageHero.tsx";
import { TrustStrip } from "./TrustStrip.tsx";

/**
 * A page of the route model: its hero (with the breadcrumb trail, when it has one) and trust
 * strip, if it has them, then its
 * sections on alternating backgrounds. `own` gives the components of the interactive section
 * kinds the page uses (see ContentSection).
 */
export function PageView({ page, trail, own }: { page: Page; trail?: Crumb[]; own?: OwnSectionComponents }) {
  return (
    <>
      <PageHero content={page.hero} above={trail ? <Breadcrumbs trail={trail} /> : undefined} />
      {page.hero.trust ? <TrustStrip content={page.hero.trust} /> : null}
      {page.sections.map((section, index) => (
        <ContentSection key={section.id} section={section} tone={index % 2 === 0 ? "plain" : "muted"} own={own} />
      ))}
    </>
  );
}
