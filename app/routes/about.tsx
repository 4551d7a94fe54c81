import { loadPage } from "../lib/page-data.ts";
import { PageView } from "../components/sections/PageView.tsx";
import { Certifications } from "../components/sections/Certifications.tsx";
import { Testimonials } from "../components/sections/Testimonials.tsx";
import type { Route } from "./+types/about";

export const loader = () => loadPage("/about");

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// The carousels are islands: their code loads with this page only.
const own = { certifications: Certifications, testimonials: Testimonials };

export default function About({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} own={own} />;
}
