import { loadPage } from "../lib/page-data.ts";
import { PageView } from "../components/sections/PageView.tsx";
import { ContactDetails } from "../components/sections/ContactDetails.tsx";
import type { Route } from "./+types/contact";

export const loader = () => loadPage("/contact");

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// The contact form's code loads with this page only.
const own = { contact: ContactDetails };

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} own={own} />;
}
