import type { Section } from "../../../content/schema.ts";
import { Carousel } from "./Carousel.tsx";
import { Icon } from "../ui/Icon.tsx";
import { cardLabels } from "../../../content/ui-text.ts";
import { card, cardText } from "../ui/Card.css.ts";
import { VisuallyHidden } from "../ui/VisuallyHidden.tsx";
import { avatar, person, quote, role, stars } from "./TestimonialCarousel.css.ts";

/** Autoplay interval from the specification. */
const delayMs = 4000;

/** Client quotes with their star rating, in a carousel: an island (app/islands), hydrated near the screen. */
export function TestimonialCarousel({ section }: { section: Extract<Section, { kind: "testimonials" }> }) {
  return (
    <Carousel
      label={section.carouselLabel}
      delayMs={delayMs}
      perView="testimonials"
      slides={section.items.map((item) => ({
        key: item.name,
        name: `${item.name}, ${item.role}`,
        content: (
          <figure className={`${card()} ${quote}`}>
            <p className={stars}>
              {Array.from({ length: item.rating }, (_, index) => (
                <Icon key={index} name="star" size={18} />
              ))}
              <VisuallyHidden>{cardLabels.rated(item.rating)}</VisuallyHidden>
            </p>
            <blockquote className={cardText}>
              <p>{item.content}</p>
            </blockquote>
            <figcaption className={person}>
              <img className={avatar} src={item.image} alt="" width="48" height="48" loading="lazy" />
              <span>
                <strong>{item.name}</strong>
                <br />
                <span className={role}>{item.role}</span>
              </span>
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
