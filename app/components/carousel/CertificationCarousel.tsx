import type { Section } from "../../../content/schema.ts";
import { Carousel } from "./Carousel.tsx";
import { card } from "../ui/Card.css.ts";
import { badge, badgeIssuer, badgeName } from "./CertificationCarousel.css.ts";

/** Autoplay interval from the specification. */
const delayMs = 3000;

/** The team's certification badges in a carousel: an island (app/islands), hydrated near the screen. */
export function CertificationCarousel({ section }: { section: Extract<Section, { kind: "certifications" }> }) {
  return (
    <Carousel
      label={section.carouselLabel}
      delayMs={delayMs}
      perView="badges"
      slides={section.items.map((item) => ({
        key: item.badge,
        name: `${item.name}, ${item.issuer}`,
        content: (
          <figure className={`${card()} ${badge}`}>
            <img src={`/images/certifications/${item.badge}.svg`} alt="" width="96" height="96" loading="lazy" />
            <figcaption>
              <span className={badgeName}>{item.name}</span>
              <br />
              <span className={badgeIssuer}>{item.issuer}</span>
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
