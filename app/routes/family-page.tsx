import { loadPage, requestPath } from "../lib/page-data.ts";
import { PageView } from "../components/sections/PageView.tsx";
import type { Route } from "./+types/family-page";

// Runs at build time only: the page's content is prerendered, not shipped as JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  return loadPage(requestPath(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function FamilyPage({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} trail={loaderData.trail} />;
}
