import { company, formatAddress, publicUrl } from "../../content/company.ts";
import type { Crumb } from "../components/sections/Breadcrumbs.tsx";

export const organizationJsonLd = {
  "@type": "ProfessionalService",
  name: company.name,
  url: company.siteUrl,
  email: company.email,
  telephone: company.phone,
  address: {
    "@type": "PostalAddress",
    streetAddress: formatAddress(),
    addressLocality: company.city,
    postalCode: company.address.postalCode,
    addressCountry: "ZA",
  },
} as const;

export function breadcrumbJsonLd(trail: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: publicUrl(crumb.path),
    })),
  };
}

export function serviceJsonLd(options: { name: string; description: string; path: string; category: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: options.name,
    description: options.description,
    serviceType: options.category,
    url: publicUrl(options.path),
    areaServed: { "@type": "Country", name: company.country },
    provider: organizationJsonLd,
  };
}
