import { company, publicUrl } from "../../content/company.ts";
import type { Crumb } from "./crumb.ts";

/** The company as schema.org describes it: a professional service in Pretoria serving South Africa. */
export const organizationJsonLd = {
  "@type": "ProfessionalService",
  name: company.name,
  url: publicUrl("/"),
  logo: publicUrl("/icon-512.png"),
  email: company.email,
  // The displayed number keeps its lines together with non-breaking spaces; data wants plain ones.
  telephone: company.phone.replace(/\u00a0/g, " "),
  address: {
    "@type": "PostalAddress",
    streetAddress: `${company.address.building}, ${company.address.street}`,
    addressLocality: company.city,
    postalCode: company.address.postalCode,
    addressCountry: "ZA",
  },
  areaServed: { "@type": "Country", name: company.country },
} as const;

/** The home page's structured data: the company itself. */
export const companyJsonLd = { "@context": "https://schema.org", ...organizationJsonLd } as const;

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
