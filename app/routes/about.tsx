import { about } from "../../content/pages/about.ts";
import { Icon } from "../components/ui/Icon.tsx";
import { pageMeta } from "../lib/meta.ts";
import { PageHero } from "../components/sections/PageHero.tsx";
import { FeatureGrid } from "../components/sections/FeatureGrid.tsx";
import { StatGrid } from "../components/sections/StatGrid.tsx";
import { Carousel } from "../components/carousel/Carousel.tsx";
import { Section } from "../components/ui/Section.tsx";
import { card, cardText } from "../components/ui/Card.css.ts";
import { CheckList } from "../components/ui/CheckList.tsx";
import { VisuallyHidden } from "../components/ui/VisuallyHidden.tsx";
import {
  avatar,
  badge,
  badgeIssuer,
  badgeName,
  certificationHeading,
  certificationList,
  missionLayout,
  person,
  prose,
  quote,
  stars,
} from "./about.css.ts";
import type { Route } from "./+types/about";

export const loader = () => ({ content: about, meta: pageMeta("/about") });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** Autoplay intervals from the specification. */
const certificationDelayMs = 3000;
const testimonialDelayMs = 4000;

export default function About({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <PageHero content={{ ...content.hero, actions: [] }} />
      <Section id="mission" heading={content.mission.heading}>
        <div className={missionLayout}>
          <div className={prose}>
            {content.mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <StatGrid items={content.mission.stats} />
        </div>
      </Section>
      <Section
        id="certifications"
        heading={content.certifications.heading}
        intro={content.certifications.intro}
        tone="muted"
      >
        <Carousel
          label="Certification badges"
          delayMs={certificationDelayMs}
          perView="badges"
          slides={content.certifications.items.map((item) => ({
            key: item.badge,
            name: `${item.name}, ${item.issuer}`,
            content: (
              <figure className={`${card()} ${badge}`}>
                <img src={`/images/certifications/${item.badge}.svg`} alt="" width="96" height="96" />
                <figcaption>
                  <span className={badgeName}>{item.name}</span>
                  <br />
                  <span className={badgeIssuer}>{item.issuer}</span>
                </figcaption>
              </figure>
            ),
          }))}
        />
        <h3 className={certificationHeading}>Certifications held by our team</h3>
        <CheckList
          items={content.certifications.items.map((item) => item.name)}
          layout="flow"
          className={certificationList}
        />
      </Section>
      <Section id="sectors" heading={content.sectors.heading} intro={content.sectors.intro}>
        <FeatureGrid items={content.sectors.items} columns={3} />
      </Section>
      <Section id="values" heading={content.values.heading} intro={content.values.intro} tone="muted">
        <FeatureGrid items={content.values.items} columns={3} />
      </Section>
      <Section id="testimonials" heading={content.testimonials.heading} intro={content.testimonials.intro}>
        <Carousel
          label="Client testimonials"
          delayMs={testimonialDelayMs}
          perView="testimonials"
          slides={content.testimonials.items.map((item) => ({
            key: item.name,
            name: `${item.name}, ${item.role}`,
            content: (
              <figure className={`${card()} ${quote}`}>
                <p className={stars}>
                  {Array.from({ length: item.rating }, (_, index) => (
                    <Icon key={index} name="star" size={18} />
                  ))}
                  <VisuallyHidden>Rated {item.rating} out of 5</VisuallyHidden>
                </p>
                <blockquote className={cardText}>
                  <p>{item.content}</p>
                </blockquote>
                <figcaption className={person}>
                  <img className={avatar} src={item.image} alt="" width="48" height="48" />
                  <span>
                    <strong>{item.name}</strong>
                    <br />
                    <span className={badgeIssuer}>{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            ),
          }))}
        />
      </Section>
      <Section id="privacy" heading={content.privacy.heading} tone="muted">
        <div className={prose}>
          {content.privacy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
    </>
  );
}
