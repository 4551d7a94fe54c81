import type { ComponentType } from "react";
import type { IslandName, IslandProps } from "./island-props.ts";
import { SiteHeader } from "../components/layout/SiteHeader.tsx";

type IslandLoaders = { [Name in IslandName]: () => Promise<ComponentType<IslandProps[Name]>> };

/**
 * Where the browser finds each island's component. The header is on every page and hydrates first,
 * so it ships with the islands script; the others load only on the pages that have them.
 */
export const islandLoaders: IslandLoaders = {
  header: () => Promise.resolve(SiteHeader),
  certifications: () =>
    import("../components/sections/CertificationBadges.tsx").then((module) => module.CertificationBadges),
  testimonials: () =>
    import("../components/sections/TestimonialCarousel.tsx").then((module) => module.TestimonialCarousel),
  contactForm: () => import("../components/contact/ContactForm.tsx").then((module) => module.ContactForm),
  officeMap: () => import("../components/sections/OfficeMapFrame.tsx").then((module) => module.OfficeMapFrame),
  notFoundReport: () => import("../components/sections/NotFoundReport.tsx").then((module) => module.NotFoundReport),
};
