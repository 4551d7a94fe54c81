import { describe, expect, it } from "vitest";
import { familyPages } from "../../content/family-pages.ts";
import { familyPageSchema, type FamilyPage } from "../../content/schema.ts";
import { menuTitles, navigationMenus, routesInMenu, siteRoutes } from "../../content/routes.ts";
import { footerLinks } from "../../content/footer.ts";
import { home } from "../../content/pages/home.ts";
import { about } from "../../content/pages/about.ts";
import { servicesOverview } from "../../content/pages/services.ts";
import { contactPage } from "../../content/pages/contact.ts";
import { iconSources } from "../../app/components/ui/icon-sources.ts";
import { iconNames } from "../../content/icons.ts";

const knownPaths = new Set(siteRoutes.map((route) => route.path));

/** Every string property named href anywhere inside a value. */
function hrefsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsIn);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "href" && typeof inner === "string" ? [inner] : hrefsIn(inner),
    );
  }
  return [];
}

describe("route model", () => {
  it("lists every route of the specification once", () => {
    expect(siteRoutes).toHaveLength(38);
    expect(knownPaths.size).toBe(siteRoutes.length);
  });

  it("gives every menu the number of links the specification names", () => {
    expect(routesInMenu("cybersecurity")).toHaveLength(16);
    expect(routesInMenu("hr")).toHaveLength(7);
    expect(routesInMenu("healthcare")).toHaveLength(11);
    expect(routesInMenu("primary").map((route) => route.navLabel)).toEqual(["Home", "About", "Contact"]);
    expect(Object.values(menuTitles)).toEqual(["Cybersecurity", "HR Solutions", "Healthcare Solutions"]);
  });

  it("gives every page a unique title and a description that fits a search result", () => {
    const titles = siteRoutes.map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const route of siteRoutes) {
      expect(route.description.length, route.path).toBeGreaterThan(70);
      expect(route.description.length, route.path).toBeLessThanOrEqual(160);
    }
  });

  it("exposes only paths and labels to the header", () => {
    const menus = navigationMenus();
    expect(menus.dropdowns.map((menu) => menu.links.length)).toEqual([16, 7, 11]);
    for (const link of menus.dropdowns.flatMap((menu) => menu.links)) {
      expect(Object.keys(link).sort()).toEqual(["label", "path"]);
    }
  });
});

describe("family pages", () => {
  it("match the route model one to one", () => {
    const familyRoutes = siteRoutes.filter((route) => ["cybersecurity", "hr", "healthcare"].includes(route.kind));
    expect(familyPages.map((page) => page.path).sort()).toEqual(familyRoutes.map((route) => route.path).sort());
  });

  it.each(familyPages.map((page) => [page.path, page] as [string, FamilyPage]))(
    "%s satisfies the schema",
    (_, page) => {
      expect(() => familyPageSchema.parse(page)).not.toThrow();
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );
});

describe("links in content", () => {
  const sources = { familyPages, home, about, servicesOverview, contactPage, footerLinks };

  it("point only at pages that exist, or at tel: and mailto: addresses", () => {
    const internal = [...hrefsIn(sources), ...footerLinks.cybersecurity.map((link) => link.path)];
    for (const href of internal) {
      if (href.startsWith("tel:") || href.startsWith("mailto:")) continue;
      expect(knownPaths.has(href), href).toBe(true);
    }
  });
});

describe("core page content", () => {
  it("carries the specification's counts and names", () => {
    expect(home.hero.stats.map((stat) => stat.value)).toEqual(["99.9%", "24/7"]);
    expect(home.services.items).toHaveLength(4);
    expect(about.mission.stats.map((stat) => stat.value)).toEqual(["50+", "500+"]);
    expect(about.certifications.items.map((item) => item.name)).toEqual([
      "Oracle AI Certified",
      "Oracle Cloud Architect",
      "Oracle Database Certified",
      "AWS Solutions Architect",
      "Microsoft Azure Certified",
      "Google Cloud Professional",
      "CISSP",
      "CISM",
      "PMP",
    ]);
    expect(about.sectors.items.map((item) => item.title)).toEqual([
      "Healthcare",
      "Education",
      "Financial Services",
      "Mining",
      "Manufacturing",
    ]);
    expect(about.values.items.map((item) => item.title)).toEqual([
      "Security First",
      "Client Partnership",
      "Excellence",
    ]);
    expect(about.testimonials.items).toHaveLength(4);
    expect(servicesOverview.core.items.map((item) => item.href)).toEqual([
      "/services/vapt",
      "/services/web-app-security",
      "/services/identity-access-management",
      "/services/security-operations-center",
    ]);
    expect(servicesOverview.specialised.items).toHaveLength(12);
    expect(servicesOverview.process.items.map((step) => step.title)).toEqual([
      "Discovery",
      "Assessment",
      "Analysis",
      "Reporting",
    ]);
    expect(contactPage.expectations.items).toHaveLength(4);
    expect(contactPage.faq.items).toHaveLength(4);
  });
});

describe("icons", () => {
  it("draws every icon name content may use", () => {
    for (const name of iconNames) expect(iconSources[name], name).toBeTruthy();
  });
});
