import type { Section } from "../../../content/schema.ts";
import { Island } from "../../islands/Island.tsx";
import { TestimonialCarousel } from "./TestimonialCarousel.tsx";

/** Client quotes with their star rating, in a carousel. */
export function Testimonials({ section }: { section: Extract<Section, { kind: "testimonials" }> }) {
  return <Island name="testimonials" component={TestimonialCarousel} props={{ section }} />;
}
