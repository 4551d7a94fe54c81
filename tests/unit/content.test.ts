import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findPage, notFoundPage, pages, pageSection, routeOf } from "../../content/pages.ts";
import notFoundFile from "../../content/pages/not-found.ts";
import { pageSchema } from "../../content/parse-page.ts";
import { notFoundPageSchema, type PageInput } from "../../content/schema.ts";
import { menuTitles, navigationMenus, panelLinks, routesInMenu, siteRoutes } from "../../content/routes.ts";
import { footerLinks } from "../../content/footer.ts";
import { resolveFactTokens } from "../../content/fact-tokens.ts";
import { company } from "../../content/company.ts";
import { iconSources } from "../../app/components/ui/icon-sources.ts";
import { iconNames } from "../../content/icons.ts";
import { findPageFiles, generatedDir, pageFilesModule, routesModule } from "../../pipeline/page-index.ts";

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

describe("page index", () => {
  it("imports every page file on disk, and the route table is what those pages give", () => {
    const stale = "content/generated/ is out of date: run `npm run typegen` (or `node pipeline/build-page-index.ts`)";
    expect(readFileSync(`${generatedDir}page-files.ts`, "utf8"), stale).toBe(pageFilesModule(findPageFiles()));
    expect(readFileSync(`${generatedDir}routes.ts`, "utf8"), stale).toBe(routesModule(pages.map(routeOf)));
  });
});

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

  it("exposes only paths, labels and lines to the header, every page of a dropdown once under its headings", () => {
    const menus = navigationMenus();
    expect(menus.dropdowns.map((menu) => panelLinks(menu).length)).toEqual([16, 7, 11]);
    for (const menu of menus.dropdowns) {
      expect(menu.groups.length, menu.title).toBeGreaterThanOrEqual(2);
      expect(menu.groups.length, menu.title).toBeLessThanOrEqual(4);
      const paths = [...menu.groups.flatMap((group) => group.links), menu.overview].map((link) => link.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect(new Set(paths)).toEqual(
        new Set([...routesInMenu(menu.group).map((route) => route.path), menu.overview.path]),
      );
      for (const link of menu.groups.flatMap((group) => group.links)) {
        expect(Object.keys(link).sort()).toEqual(["label", "line", "path"]);
        // One line in the open menu.
        expect(link.line?.length, link.path).toBeLessThanOrEqual(50);
      }
    }
  });
});

/** A minimal family page file, for the schema's rules. */
function servicePage(overrides: Partial<Extract<PageInput, { order: number }>> = {}): PageInput {
  return {
    kind: "cybersecurity",
    path: "/services/example",
    navLabel: "Example",
    title: "Example Testing",
    description: "An example service page.",
    order: 99,
    hero: { lead: "We test examples." },
    sections: [{ kind: "cta", heading: "Test your examples", description: "Talk to us." }],
    ...overrides,
  };
}

describe("page schema", () => {
  it("fills in what the family gives: eyebrow, hero title, buttons and the closing call to action", () => {
    const page = pageSchema.parse(servicePage());
    expect(page.menu).toBe("cybersecurity");
    expect(page.hero).toEqual({
      eyebrow: "Cybersecurity Services",
      title: "Example Testing",
      lead: "We test examples.",
      art: "cybersecurity",
      actions: [
        { label: "Get Started Today", href: "/contact" },
        { label: "View All Services", href: "/services", variant: "secondary" },
      ],
    });
    expect(page.sections).toEqual([
      {
        kind: "cta",
        id: "get-started",
        heading: "Test your examples",
        description: "Talk to us.",
        actions: [
          { label: "Schedule Free Consultation", href: "/contact" },
          { label: "View All Services", href: "/services", variant: "secondary" },
        ],
        emailLine: false,
      },
    ]);
  });

  it("gives a page's own two buttons no family secondary, and keeps the family's for a page with one", () => {
    const own = pageSchema.parse(
      servicePage({
        hero: {
          lead: "We test examples.",
          actions: [
            { label: "Call us", href: "tel:+27125550199", variant: "urgent" },
            { label: "Email us", href: "mailto:incident@example.com", variant: "secondary" },
          ],
        },
      }),
    );
    expect(own.hero.actions.map((action) => action.label)).toEqual(["Call us", "Email us"]);
    expect(
      pageSchema.parse(servicePage({ hero: { lead: "x", actions: [{ label: "Book", href: "/contact" }] } })).hero
        .actions,
    ).toEqual([
      { label: "Book", href: "/contact" },
      { label: "View All Services", href: "/services", variant: "secondary" },
    ]);
  });

  it("orders every row of buttons alike: one primary first, then at most one secondary", () => {
    const primary = { label: "Book", href: "/contact" };
    const second = { label: "Read", href: "/services", variant: "secondary" as const };
    const rejected = [
      [
        { ...primary, variant: "secondary" as const },
        { label: "Other", href: "/about" },
      ],
      [primary, { label: "Other", href: "/about" }],
      [primary, second, { ...second, label: "More" }],
    ];
    for (const actions of rejected) {
      expect(() => pageSchema.parse(servicePage({ hero: { lead: "x", actions } })), JSON.stringify(actions)).toThrow(
        /The hero/,
      );
      const sections = [{ kind: "cta" as const, heading: "Go", description: "Go.", actions }];
      expect(() => pageSchema.parse(servicePage({ sections })), JSON.stringify(actions)).toThrow(/#get-started/);
    }
  });

  it("links a module page back to its family's overview, and not the overview itself", () => {
    expect(findPage("/healthcare/pharmacy-management")?.hero.backLink).toEqual({
      label: "Back to Healthcare Solutions",
      href: "/healthcare-solutions",
    });
    expect(findPage("/healthcare-solutions")?.hero.backLink).toBeUndefined();
    expect(findPage("/hr-solutions/payroll-management")?.hero.actions.at(-1)).toEqual({
      label: "Back to HR Solutions",
      href: "/hr-solutions",
      variant: "secondary",
    });
    expect(findPage("/hr-solutions")?.hero.actions.map((action) => action.label)).not.toContain("Back to HR Solutions");
  });

  it("replaces fact tokens and rejects unknown ones", () => {
    const page = pageSchema.parse(
      servicePage({ hero: { lead: "We reply {responseTime}. {freeConsultation:sentence}." } }),
    );
    expect(page.hero.lead).toBe(`We reply ${company.responseTime.toLowerCase()}. Free consultation.`);
    const result = pageSchema.safeParse(servicePage({ hero: { lead: "We reply {replyTime}." } }));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Unknown fact token {replyTime}"]);
  });

  it("rejects two sections with one anchor, and a core page's call to action without id or buttons", () => {
    const section: PageInput["sections"][number] = {
      kind: "stats",
      id: "figures",
      heading: "Figures",
      items: [{ value: "1", label: "One" }],
    };
    expect(pageSchema.safeParse(servicePage({ sections: [section, section] })).success).toBe(false);
    const core: PageInput = {
      kind: "about",
      path: "/example",
      navLabel: "Example",
      title: "Example",
      description: "An example core page.",
      hero: { lead: "Example." },
      sections: [{ kind: "cta", heading: "Closing", description: "Talk to us." }],
    };
    expect(pageSchema.safeParse(core).success).toBe(false);
  });

  it("leaves the not-found page as written, since the browser reads its file unparsed", () => {
    expect(notFoundPageSchema.parse(notFoundFile)).toEqual(notFoundFile);
    expect(notFoundPage).toEqual(notFoundFile);
  });
});

describe("fact tokens", () => {
  it("cases a fact for the start of a sentence or a title", () => {
    expect(resolveFactTokens("{responseTime:sentence}").text).toBe(company.responseTime);
    expect(resolveFactTokens("Reply {responseTime:title}").text).toBe("Reply Within 24 Hours");
    expect(resolveFactTokens("{phone} or {nothing} or {phone:loud} or }").unknown).toEqual([
      "{nothing}",
      "{phone:loud}",
    ]);
    expect(resolveFactTokens("stray }").unknown).toEqual(["}"]);
  });
});

describe("links in content", () => {
  it("point only at pages that exist and sections they have, or at tel: and mailto: addresses", () => {
    const internal = [
      ...hrefsIn([pages, notFoundPage]),
      ...notFoundPage.suggestions.links.map((link) => link.path),
      ...[...footerLinks.cybersecurity, ...footerLinks.solutions].map((link) => link.path),
    ];
    expect(internal).toContain("/about#certifications");
    for (const href of internal) {
      if (href.startsWith("tel:") || href.startsWith("mailto:")) continue;
      const [path = "", section] = href.split("#");
      expect(knownPaths.has(path), href).toBe(true);
      if (section)
        expect(
          findPage(path)?.sections.map((candidate) => candidate.id),
          href,
        ).toContain(section);
    }
  });
});

describe("core page content", () => {
  it("carries the specification's counts and names", () => {
    expect(findPage("/")?.hero.stats?.map((stat) => stat.value)).toEqual(["99.9%", "24/7"]);
    expect(pageSection("/", "services", "offerings").items).toHaveLength(4);
    expect(pageSection("/about", "mission", "prose").stats?.map((stat) => stat.value)).toEqual(["50+", "500+"]);
    expect(pageSection("/about", "certifications", "certifications").items.map((item) => item.name)).toEqual([
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
    expect(pageSection("/about", "sectors", "features").items.map((item) => item.title)).toEqual([
      "Healthcare",
      "Education",
      "Financial Services",
      "Mining",
      "Manufacturing",
    ]);
    expect(pageSection("/about", "values", "features").items.map((item) => item.title)).toEqual([
      "Security First",
      "Client Partnership",
      "Excellence",
    ]);
    expect(pageSection("/about", "testimonials", "testimonials").items).toHaveLength(4);
    expect(pageSection("/services", "core-services", "services").items.map((item) => item.href)).toEqual([
      "/services/vapt",
      "/services/web-app-security",
      "/services/identity-access-management",
      "/services/security-operations-center",
    ]);
    expect(pageSection("/services", "specialised-services", "features").items).toHaveLength(12);
    expect(pageSection("/services", "process", "steps").items.map((step) => step.title)).toEqual([
      "Discovery",
      "Assessment",
      "Analysis",
      "Reporting",
    ]);
    expect(pageSection("/contact", "contact-details", "contact").expectations.items).toHaveLength(4);
    expect(pageSection("/contact", "faq", "faq").items).toHaveLength(4);
  });
});

describe("icons", () => {
  it("draws every icon name content may use", () => {
    for (const name of iconNames) expect(iconSources[name], name).toBeTruthy();
  });
});
