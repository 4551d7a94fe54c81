import { loadPage } from "../lib/page-data.ts";
import { PageView } from "../components/sections/PageView.tsx";
import { Certifications } from "../components/sections/Certifications.tsx";
import type { OwnSectionComponents } from "../components/sections/ContentSection.tsx";
import { Island } from "../islands/Island.tsx";
import type { Route } from "./+types/about";

export const loader = () => loadPage("/about");

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// The carousels are islands: their code loads with this page only, as they near the screen.
const own: OwnSectionComponents = {
  certifications: ({ section }) => (
    <Certifications section={section} carousel={<Island name="CertificationCarousel" props={{ section }} />} />
  ),
  testimonials: ({ section }) => <Island name="TestimonialCarousel" props={{ section }} />,
};

export default function About({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} own={own} />;
}
