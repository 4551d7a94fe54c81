import { home } from "../../content/pages/home.ts";
import { pageMeta } from "../lib/meta.ts";
import { PageHero } from "../components/sections/PageHero.tsx";
import { FeatureGrid } from "../components/sections/FeatureGrid.tsx";
import { ClosingCta } from "../components/sections/ClosingCta.tsx";
import { Section } from "../components/ui/Section.tsx";
import { Card } from "../components/ui/Card.tsx";
import { CardGrid } from "../components/ui/CardGrid.tsx";
import { CheckList } from "../components/ui/CheckList.tsx";
import type { Route } from "./+types/home";

// Content is read at build time and arrives as prerendered HTML, not as JavaScript.
export const loader = () => ({ content: home, meta: pageMeta("/") });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Home({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <PageHero content={content.hero} />
      <Section id="services" heading={content.services.heading} intro={content.services.intro}>
        <CardGrid max={2}>
          {content.services.items.map((service) => (
            <Card key={service.title} icon={service.icon} title={service.title} text={service.description}>
              <CheckList items={service.features} />
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="why-choose-us" heading={content.whyChoose.heading} intro={content.whyChoose.intro} tone="muted">
        <FeatureGrid items={content.whyChoose.items} />
      </Section>
      <ClosingCta
        id="free-consultation"
        heading={content.consultation.heading}
        description={content.consultation.description}
        actions={content.consultation.actions}
      />
    </>
  );
}
