import type { MetaDescriptor } from "react-router";
import { families } from "../../content/families.ts";
import { findPage } from "../../content/pages.ts";
import type { Page } from "../../content/schema.ts";
import type { Crumb } from "./crumb.ts";
import { pageMeta } from "./meta.ts";
import { breadcrumbJsonLd, companyJsonLd, serviceJsonLd } from "./structured-data.ts";

export interface PageData {
  page: Page;
  /** The breadcrumb trail of a family page and of the services overview. */
  trail?: Crumb[];
  meta: MetaDescriptor[];
}

const home: Crumb = { label: "Home", path: "/" };

/**
 * Build-time loader body: a page's content and meta tags, looked up by path; a family page also
 * gets its breadcrumb trail and its schema.org Service, the services overview its trail.
 */
export function loadPage(path: string): PageData {
  const page = findPage(path);
  if (!page) throw new Response("Not Found", { status: 404 });
  // The home page says who the company is, as schema.org data.
  if (page.kind === "home") return { page, meta: [...pageMeta(path), { "script:ld+json": companyJsonLd }] };
  if (page.kind === "about" || page.kind === "contact") return { page, meta: pageMeta(path) };
  // The services overview is the cybersecurity family's root: its trail is the family's first two steps.
  if (page.kind === "services") {
    const trail: Crumb[] = [home, families.cybersecurity.root];
    return { page, trail, meta: [...pageMeta(path), { "script:ld+json": breadcrumbJsonLd(trail) }] };
  }
  const family = families[page.kind];
  const trail: Crumb[] = [home];
  if (family.root.path !== path) trail.push(family.root);
  trail.push({ label: page.navLabel.replace(/ Overview$/, ""), path });
  const meta: MetaDescriptor[] = [
    ...pageMeta(path),
    { "script:ld+json": breadcrumbJsonLd(trail) },
    {
      "script:ld+json": serviceJsonLd({
        name: page.hero.title,
        description: page.description,
        path,
        category: family.category,
      }),
    },
  ];
  return { page, trail, meta };
}

/** The page path a request is for: prerendering asks for both /services/vapt and /services/vapt.data. */
export function requestPath(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
}
