import { loadPage } from "../lib/page-data.ts";
import { PageView } from "../components/sections/PageView.tsx";
import type { Route } from "./+types/services";

export const loader = () => loadPage("/services");

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Services({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} trail={loaderData.trail} />;
}
