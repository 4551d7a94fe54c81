import { loadFamilyPage } from "../lib/family-page.ts";
import { FamilyPageView } from "../components/sections/FamilyPageView.tsx";
import type { Route } from "./+types/family-page";

// Runs at build time only: the page's content is prerendered, not shipped as JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  return loadFamilyPage(request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function FamilyPage({ loaderData }: Route.ComponentProps) {
  return <FamilyPageView data={loaderData} />;
}
