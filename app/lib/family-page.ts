import type { MetaDescriptor } from "react-router";
import { findFamilyPage } from "../../content/family-pages.ts";
import { findRoute } from "../../content/routes.ts";
import type { Family, FamilyPage } from "../../content/schema.ts";
import type { Crumb } from "../components/sections/Breadcrumbs.tsx";
import { pageMeta } from "./meta.ts";
import { breadcrumbJsonLd, serviceJsonLd } from "./structured-data.ts";

/** Where each family sits in the breadcrumb trail and how schema.org names its services. */
const families: Record<Family, { root: Crumb; category: string }> = {
  cybersecurity: { root: { label: "Services", path: "/services" }, category: "Cybersecurity" },
  hr: { root: { label: "HR Solutions", path: "/hr-solutions" }, category: "HR and payroll software" },
  healthcare: {
    root: { label: "Healthcare Solutions", path: "/healthcare-solutions" },
    category: "Healthcare technology",
  },
};

export interface FamilyPageData {
  page: FamilyPage;
  trail: Crumb[];
  meta: MetaDescriptor[];
}

/** Build-time loader body: the page's content and breadcrumb trail, looked up by URL path. */
export function loadFamilyPage(request: Request): FamilyPageData {
  // Prerendering asks for both /services/vapt and its data file /services/vapt.data.
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  const page = findFamilyPage(path);
  const route = findRoute(path);
  if (!page || !route) throw new Response("Not Found", { status: 404 });
  const { root } = families[page.family];
  const trail: Crumb[] = [{ label: "Home", path: "/" }];
  if (root.path !== path) trail.push(root);
  trail.push({ label: route.navLabel.replace(/ Overview$/, ""), path });
  const meta: MetaDescriptor[] = [
    ...pageMeta(path),
    { "script:ld+json": breadcrumbJsonLd(trail) },
    {
      "script:ld+json": serviceJsonLd({
        name: page.hero.title,
        description: route.description,
        path,
        category: families[page.family].category,
      }),
    },
  ];
  return { page, trail, meta };
}
