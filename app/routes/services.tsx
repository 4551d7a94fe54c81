import { servicesOverview } from "../../content/pages/services.ts";
import { pageMeta } from "../lib/meta.ts";
import { PageHero } from "../components/sections/PageHero.tsx";
import { ServiceCards } from "../components/sections/ServiceCards.tsx";
import { FeatureGrid } from "../components/sections/FeatureGrid.tsx";
import { StepList } from "../components/sections/StepList.tsx";
import { ClosingCta } from "../components/sections/ClosingCta.tsx";
import { Section } from "../components/ui/Section.tsx";
import type { Route } from "./+types/services";

export const loader = () => ({ content: servicesOverview, meta: pageMeta("/services") });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Services({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <PageHero content={content.hero} />
      <Section id="core-services" heading={content.core.heading} intro={content.core.intro}>
        <ServiceCards items={content.core.items} />
      </Section>
      <Section
        id="specialised-services"
        heading={content.specialised.heading}
        intro={content.specialised.intro}
        tone="muted"
      >
        <FeatureGrid items={content.specialised.items} columns={3} />
      </Section>
      <Section id="process" heading={content.process.heading} intro={content.process.intro}>
        <StepList items={content.process.items} numbered />
      </Section>
      <ClosingCta
        id="get-started"
        heading={content.cta.heading}
        description={content.cta.description}
        actions={content.cta.actions}
      />
    </>
  );
}
