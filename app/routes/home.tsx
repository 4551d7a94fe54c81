import { home } from "../../content/pages/home.ts";
import { pageMeta } from "../lib/meta.ts";
import { companyJsonLd } from "../lib/structured-data.ts";
import { PageHero } from "../components/sections/PageHero.tsx";
import { FeatureGrid } from "../components/sections/FeatureGrid.tsx";
import { ClosingCta } from "../components/sections/ClosingCta.tsx";
import { Section } from "../components/ui/Section.tsx";
import { Icon } from "../components/ui/Icon.tsx";
import {
  card,
  cardText,
  cardTitle,
  grid,
  iconBadge,
  checkList,
  checkItem,
  checkIcon,
} from "../components/ui/layout.css.ts";
import type { Route } from "./+types/home";

// Content is read at build time and arrives as prerendered HTML, not as JavaScript.
export const loader = () => ({ content: home, meta: [...pageMeta("/"), { "script:ld+json": companyJsonLd }] });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Home({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <PageHero content={content.hero} />
      <Section id="services" heading={content.services.heading} intro={content.services.intro}>
        <ul className={grid({ columns: 2 })}>
          {content.services.items.map((service) => (
            <li key={service.title} className={card}>
              <span className={iconBadge}>
                <Icon name={service.icon} />
              </span>
              <h3 className={cardTitle}>{service.title}</h3>
              <p className={cardText}>{service.description}</p>
              <ul className={checkList}>
                {service.features.map((feature) => (
                  <li key={feature} className={checkItem}>
                    <Icon name="check" size={20} className={checkIcon} />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
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
