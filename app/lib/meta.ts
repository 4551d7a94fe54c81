import type { MetaDescriptor } from "react-router";
import { company, publicUrl } from "../../content/company.ts";
import { findRoute } from "../../content/routes.ts";

/** Title, description, canonical URL and social cards for a page of the route model. */
export function pageMeta(path: string): MetaDescriptor[] {
  const route = findRoute(path);
  if (!route) throw new Error(`No route model entry for ${path}`);
  // The short brand keeps titles within the ~60 characters search results show.
  const title = `${route.title} | ${company.shortName}`;
  const url = publicUrl(path);
  const image = publicUrl("/og-image.png");
  return [
    { title },
    { name: "description", content: route.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_ZA" },
    { property: "og:title", content: title },
    { property: "og:description", content: route.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: `${company.name} logo` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: route.description },
    { name: "twitter:image", content: image },
  ];
}
