import { loadPage } from "../lib/page-data.ts";
import { PageView } from "../components/sections/PageView.tsx";
import type { Route } from "./+types/home";

// Content is read at build time and arrives as prerendered HTML, not as JavaScript.
export const loader = () => loadPage("/");

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} />;
}
