import type { ComponentType } from "react";
import type { Section as SectionContent } from "../../../content/schema.ts";
import { Section } from "../ui/Section.tsx";
import { AlertLevels } from "./AlertLevels.tsx";
import { Callouts } from "./Callouts.tsx";
import { Checklist } from "./Checklist.tsx";
import { ClosingCta } from "./ClosingCta.tsx";
import { Faq } from "./Faq.tsx";
import { FeatureGrid } from "./FeatureGrid.tsx";
import { IntegrationList } from "./IntegrationList.tsx";
import { ListGroups } from "./ListGroups.tsx";
import { OfferingCards } from "./OfferingCards.tsx";
import { Prose } from "./Prose.tsx";
import { RiskList } from "./RiskList.tsx";
import { ServiceCards } from "./ServiceCards.tsx";
import { StatGrid } from "./StatGrid.tsx";
import { StepList } from "./StepList.tsx";
import { Stories } from "./Stories.tsx";
import { TierCards } from "./TierCards.tsx";
import { TileGrid } from "./TileGrid.tsx";

/**
 * Section kinds with an interactive part (the contact form, the carousels, the map's frame): an
 * island, which only the route that shows one places (sections never import the island machinery).
 */
export type OwnSectionKind = "contact" | "certifications" | "testimonials" | "map";

type OwnSection = Extract<SectionContent, { kind: OwnSectionKind }>;

export type OwnSectionComponents = {
  [K in OwnSectionKind]?: ComponentType<{ section: Extract<SectionContent, { kind: K }> }>;
};

function isOwn(section: SectionContent): section is OwnSection {
  return (
    section.kind === "contact" ||
    section.kind === "certifications" ||
    section.kind === "testimonials" ||
    section.kind === "map"
  );
}

/** Renders one typed content section with the component for its kind. */
export function ContentSection({
  section,
  tone,
  own,
}: {
  section: SectionContent;
  tone: "plain" | "muted";
  own?: OwnSectionComponents;
}) {
  if (section.kind === "cta") {
    return (
      <ClosingCta
        id={section.id}
        heading={section.heading}
        description={section.description}
        actions={section.actions}
        emailLine={section.emailLine}
      />
    );
  }
  const heading = section.kind === "contact" ? undefined : section.heading;
  const intro = section.kind === "contact" ? undefined : section.intro;
  return (
    <Section id={section.id} heading={heading} intro={intro} tone={tone}>
      {isOwn(section) ? <OwnBody section={section} own={own} /> : <SectionBody section={section} />}
    </Section>
  );
}

function OwnBody({ section, own = {} }: { section: OwnSection; own?: OwnSectionComponents }) {
  // Each kind is looked up with its own type, which a union-typed index would lose.
  switch (section.kind) {
    case "contact":
      return render(own.contact, section);
    case "certifications":
      return render(own.certifications, section);
    case "testimonials":
      return render(own.testimonials, section);
    case "map":
      return render(own.map, section);
  }
}

function render<S extends OwnSection>(Component: ComponentType<{ section: S }> | undefined, section: S) {
  if (!Component) throw new Error(`No component given for the ${section.kind} section #${section.id}`);
  return <Component section={section} />;
}

function SectionBody({ section }: { section: Exclude<SectionContent, OwnSection | { kind: "cta" }> }) {
  switch (section.kind) {
    case "features":
      return <FeatureGrid items={section.items} columns={section.columns} />;
    case "tiles":
      return <TileGrid items={section.items} />;
    case "services":
      return <ServiceCards items={section.items} />;
    case "offerings":
      return <OfferingCards items={section.items} />;
    case "steps":
      return <StepList items={section.items} numbered={section.numbered} />;
    case "checklist":
      return <Checklist items={section.items} panel={section.panel} />;
    case "tiers":
      return <TierCards items={section.items} />;
    case "alerts":
      return <AlertLevels items={section.items} />;
    case "risks":
      return <RiskList items={section.items} />;
    case "lists":
      return <ListGroups groups={section.groups} />;
    case "stats":
      return <StatGrid items={section.items} />;
    case "integrations":
      return <IntegrationList items={section.items} />;
    case "callouts":
      return <Callouts items={section.items} />;
    case "prose":
      return <Prose section={section} />;
    case "faq":
      return <Faq items={section.items} />;
    case "stories":
      return <Stories items={section.items} label={section.heading} />;
  }
}
