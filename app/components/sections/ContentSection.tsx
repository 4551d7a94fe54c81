import type { Section as SectionContent } from "../../../content/schema.ts";
import { Section } from "../ui/Section.tsx";
import { AlertLevels } from "./AlertLevels.tsx";
import { Callouts } from "./Callouts.tsx";
import { Checklist } from "./Checklist.tsx";
import { ClosingCta } from "./ClosingCta.tsx";
import { FeatureGrid } from "./FeatureGrid.tsx";
import { IntegrationList } from "./IntegrationList.tsx";
import { ListGroups } from "./ListGroups.tsx";
import { RiskList } from "./RiskList.tsx";
import { ServiceCards } from "./ServiceCards.tsx";
import { StatGrid } from "./StatGrid.tsx";
import { StepList } from "./StepList.tsx";
import { TierCards } from "./TierCards.tsx";
import { TileGrid } from "./TileGrid.tsx";

/** Renders one typed content section with the component for its kind. */
export function ContentSection({ section, tone }: { section: SectionContent; tone: "plain" | "muted" }) {
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
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
      <SectionBody section={section} />
    </Section>
  );
}

function SectionBody({ section }: { section: Exclude<SectionContent, { kind: "cta" }> }) {
  switch (section.kind) {
    case "features":
      return <FeatureGrid items={section.items} />;
    case "tiles":
      return <TileGrid items={section.items} />;
    case "services":
      return <ServiceCards items={section.items} />;
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
  }
}
