import { issuers } from "../../../content/credentials.ts";
import type { Section } from "../../../content/schema.ts";
import { Carousel } from "./Carousel.tsx";
import { card } from "../ui/Card.css.ts";
import { CredentialMark } from "../ui/CredentialMark.tsx";
import { badge, badgeCaption, badgeIssuer, badgeMeaning, badgeName } from "./CertificationCarousel.css.ts";

/** Autoplay interval from the specification. */
const delayMs = 3000;

/**
 * The team's certifications in a carousel, each as its issuer's mark with what it means for a
 * client: an island (app/islands), hydrated near the screen.
 */
export function CertificationCarousel({ section }: { section: Extract<Section, { kind: "certifications" }> }) {
  return (
    <Carousel
      label={section.carouselLabel}
      delayMs={delayMs}
      perView="badges"
      slides={section.items.map((item) => ({
        key: item.name,
        name: `${item.name}, ${issuers[item.issuer]}`,
        content: (
          <figure className={`${card()} ${badge}`}>
            <CredentialMark issuer={item.issuer} size="plate">
              {item.code}
            </CredentialMark>
            <figcaption className={badgeCaption}>
              <span>
                <span className={badgeName}>{item.name}</span>
                <br />
                <span className={badgeIssuer}>{issuers[item.issuer]}</span>
              </span>
              <p className={badgeMeaning}>{item.meaning}</p>
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
