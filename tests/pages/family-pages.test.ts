/**
 * The 34 family pages (cybersecurity services, HR and healthcare landings and modules) as
 * prerendered: every section of their content, counts, headings, links, JSON-LD and the figures
 * the specification names. Moved from the Playwright spec tests/e2e/family-pages.spec.ts, which
 * keeps only the click on the inert demo buttons of a hydrated page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { company, mailtoHref, telHref } from "../../content/company.ts";
import { pages } from "../../content/pages.ts";
import { findRoute, routesOfKind } from "../../content/routes.ts";
import type { Page, Section } from "../../content/schema.ts";
import {
  all,
  assertBuilt,
  expectVisible,
  hrefsIn,
  jsonLd,
  loadPage,
  named,
  one,
  textOf,
  textsOf,
  within,
  type PrerenderedPage,
} from "./prerendered.ts";

beforeAll(assertBuilt);

const familyPages = pages.filter(
  (page) => page.kind === "cybersecurity" || page.kind === "hr" || page.kind === "healthcare",
);

/** The first element a selector matches must be visible (`locator(...).first()` toBeVisible). */
function expectFirstVisible(root: ParentNode, selector: string): void {
  expectVisible(all(root, selector)[0], selector);
}

/** The page's hero: the first section of main (`locator("main > section").first()`). */
function heroOf(page: PrerenderedPage): HTMLElement {
  const hero = page.document.querySelector<HTMLElement>("main > section");
  expect(hero, `hero on ${page.path}`).not.toBeNull();
  return hero!;
}

/** The items a rendered section shows, found by the markup its kind renders, and how many it should. */
function itemsOf(rendered: Element, section: Exclude<Section, { kind: "cta" | "contact" }>): [Element[], number] {
  switch (section.kind) {
    case "prose":
      return [all(rendered, "p"), section.paragraphs.length];
    case "map":
      return [all(rendered, "iframe"), 1];
    case "stats":
    case "integrations":
    case "checklist":
      return [all(rendered, "ul > li"), section.items.length];
    case "lists": {
      // A single list renders as one card of items; several as one card per titled group.
      const [only] = section.groups;
      if (section.groups.length === 1 && only) return [all(rendered, "ul > li"), only.items.length];
      return [all(rendered, "li:has(h3)"), section.groups.length];
    }
    default:
      return [all(rendered, "li:has(h3)"), section.items.length];
  }
}

describe("every family page renders its content", () => {
  it.each(familyPages.map((page) => [page.path, page] as [string, Page]))("%s", (path, content) => {
    const page = loadPage(path);
    const body = within(page.body);
    expect(textOf(body.getByRole("heading", { level: 1 }))).toBe(content.hero.title);
    const hero = within(heroOf(page));
    for (const action of content.hero.actions) {
      const control = hero.getByRole(action.href ? "link" : "button", {
        // Generic labels carry hidden context, which is part of the accessible name.
        name: named(action.context ? `${action.label} ${action.context}` : action.label, { exact: true }),
      });
      if (action.href) expect(control.getAttribute("href")).toBe(action.href);
      else expect(control.hasAttribute("href")).toBe(false);
    }
    for (const section of content.sections) {
      if (section.kind === "contact") throw new Error(`${path}: a family page has no contact section`);
      const rendered = one(page.document, `section#${section.id}`);
      expect(textOf(within(rendered).getByRole("heading", { level: 2 })), section.id).toBe(section.heading);
      if (section.kind === "cta") {
        for (const action of section.actions) {
          const link = within(rendered).getByRole("link", { name: named(action.label, { exact: true }) });
          expect(link.getAttribute("href")).toBe(action.href ?? "");
        }
        continue;
      }
      const [items, count] = itemsOf(rendered, section);
      expect(items, section.id).toHaveLength(count);
    }
    // Headings descend one level at a time: h1, then h2 sections, then h3 cards.
    const levels = all(page.document, "main :is(h1,h2,h3,h4)").map((heading) => Number(heading.tagName[1]));
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index}`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
    // Breadcrumbs, visible and as structured data, and the Service description.
    const trail = within(body.getByRole("navigation", { name: named("Breadcrumb") }));
    expect(trail.getByRole("link", { name: named("Home") }).getAttribute("href")).toBe("/");
    const data = jsonLd(page);
    const breadcrumbs = data.find((block) => block["@type"] === "BreadcrumbList");
    const service = data.find((block) => block["@type"] === "Service");
    expect(breadcrumbs?.itemListElement).toBeTruthy();
    expect(service?.name).toBe(content.hero.title);
    expect(service?.description).toBe(findRoute(path)?.description);
  });
});

const services = familyPages.filter((page) => page.kind === "cybersecurity");

describe("cybersecurity service pages", () => {
  it("number sixteen and each links to /contact and /services from its own content", () => {
    expect(services).toHaveLength(16);
    for (const service of services) {
      const hrefs = hrefsIn(loadPage(service.path).main);
      expect(hrefs, service.path).toContain("/contact");
      expect(hrefs, service.path).toContain("/services");
    }
  });

  it("VAPT offers Schedule VAPT Assessment", () => {
    const page = loadPage("/services/vapt");
    const [first] = within(page.body).getAllByRole("link", { name: named("Schedule VAPT Assessment") });
    expect(first?.getAttribute("href")).toBe("/contact");
  });

  it("web application security lists nine OWASP Top 10 items with risk badges", () => {
    const page = loadPage("/services/web-app-security");
    const items = all(page.document, "#owasp-top-10 li:has(h3)");
    expect(items).toHaveLength(9);
    for (const item of items) expect(textOf(item)).toMatch(/Critical risk|High risk|Medium risk/);
    for (const level of ["Critical", "High", "Medium"]) {
      expectFirstVisible(page.document, `#owasp-top-10 [data-risk="${level}"]`);
    }
    // Each level has its own badge style: the same classes within a level, different across levels.
    const badgeClass = new Map<string, Set<string>>();
    for (const item of items) {
      const level = item.getAttribute("data-risk")!;
      const badge = Array.from(item.querySelectorAll("span")).find((span) => textOf(span) === `${level} risk`);
      expect(badge, `${level} badge`).toBeDefined();
      badgeClass.set(level, (badgeClass.get(level) ?? new Set()).add(badge!.className));
    }
    for (const [level, classes] of badgeClass) expect(classes.size, `${level} badge classes`).toBe(1);
    const perLevel = Array.from(badgeClass.values(), (classes) => [...classes][0]);
    expect(new Set(perLevel).size).toBe(3);
  });

  it("mobile app security has iOS and Android lists and ten OWASP Mobile items", () => {
    const page = loadPage("/services/mobile-app-security");
    expect(textsOf(all(page.document, "#platforms h3"))).toEqual(["iOS", "Android"]);
    expect(all(page.document, "#owasp-mobile-top-10 li:has(h3)")).toHaveLength(10);
  });

  it("identity and access management has six components, five steps and use cases", () => {
    const page = loadPage("/services/identity-access-management");
    expect(all(page.document, "#components li:has(h3)")).toHaveLength(6);
    const steps = all(page.document, "#implementation li");
    expect(steps).toHaveLength(5);
    expect(textOf(steps[0]!)).toContain("01");
    expectFirstVisible(page.document, "#use-cases li");
  });

  it("the SOC has six services and three tiers", () => {
    const page = loadPage("/services/security-operations-center");
    expect(all(page.document, "#soc-services li:has(h3)")).toHaveLength(6);
    const tiers = all(page.document, "#tiers li:has(h3)");
    expect(textsOf(tiers.flatMap((tier) => all(tier, "h3")))).toEqual(["Basic", "Advanced", "Premium"]);
    expect(textOf(tiers[0]!)).toContain("Essential");
    expect(textOf(tiers[1]!)).toContain("Recommended");
    expect(textOf(tiers[2]!)).toContain("Enterprise");
  });

  it("cloud security covers AWS, Azure and GCP, four framework areas, a report and a remediation guide", () => {
    const page = loadPage("/services/cloud-security-testing");
    expect(textsOf(all(page.document, "#platforms h3"))).toEqual(["AWS", "Azure", "GCP"]);
    expect(textsOf(all(page.document, "#framework h3"))).toEqual([
      "Identity and Access",
      "Data Protection",
      "Network Security",
      "Compliance and Monitoring",
    ]);
    const deliverables = one(page.document, "#deliverables");
    expect(textOf(deliverables)).toContain("Detailed security assessment report");
    expect(textOf(deliverables)).toContain("Remediation guide");
  });

  it("source code review has four methods, eight language families, four vulnerability families", () => {
    const page = loadPage("/services/source-code-security-review");
    expect(textsOf(all(page.document, "#analysis-methods h3"))).toEqual([
      "Static Analysis (SAST)",
      "Dynamic Analysis (DAST)",
      "Interactive Analysis (IAST)",
      "Manual Code Review",
    ]);
    expect(all(page.document, "#languages li:has(h3)")).toHaveLength(8);
    expect(all(page.document, "#vulnerability-families li:has(h3)")).toHaveLength(4);
    expect(all(page.document, "#deliverables li").length).toBeGreaterThan(0);
  });

  it("OT/IoT covers ICS, SCADA, PLC and HMI and three challenges", () => {
    const page = loadPage("/services/ot-iot-security");
    expect(textsOf(all(page.document, "#scope h3"))).toEqual(["Industrial Control Systems", "SCADA", "PLC", "HMI"]);
    expect(textsOf(all(page.document, "#challenges h3"))).toEqual([
      "Legacy Systems",
      "IT/OT Convergence",
      "Resource Constraints",
    ]);
  });

  it("incident response has the hotline, emergency e-mail, six numbered steps and three tiers", () => {
    const page = loadPage("/services/incident-response");
    const phone = one(page.document, `#hotline a[href="${telHref(company.emergencyPhone)}"]`);
    expectVisible(phone, "emergency phone");
    const email = one(page.document, `#hotline a[href="${mailtoHref(company.emergencyEmail)}"]`);
    expectVisible(email, "emergency e-mail");
    const steps = all(page.document, "#response-process li");
    expect(steps).toHaveLength(6);
    steps.forEach((step, index) => expect(textOf(step)).toContain(`0${index + 1}`));
    const tiers = all(page.document, "#response-tiers li:has(h3)");
    expect(textsOf(tiers.flatMap((tier) => all(tier, "h3")))).toEqual(["Emergency", "Priority", "Standard"]);
    expect(textOf(tiers[0]!)).toContain("Under 1 hour");
    expect(textOf(tiers[1]!)).toContain("Under 4 hours");
    expect(textOf(tiers[2]!)).toContain("Under 24 hours");
    // The Emergency tier's label is styled apart from the calm ones.
    const labels = tiers.map((tier) => one(tier, "h3 + span"));
    expect(textsOf(labels)).toEqual(["Active attack", "Suspected compromise", "Investigation & advisory"]);
    expect(labels[0]!.className).not.toBe(labels[1]!.className);
    expect(labels[1]!.className).toBe(labels[2]!.className);
  });

  it("deep web monitoring has sources, three categories, four collection steps and three alert levels", () => {
    const page = loadPage("/services/deep-web-monitoring");
    expectFirstVisible(page.document, "#sources li:has(h3)");
    expect(all(page.document, "#monitoring-categories li:has(h3)")).toHaveLength(3);
    const collection = all(page.document, "#intelligence-collection li");
    expect(collection).toHaveLength(4);
    expect(textOf(collection[3]!)).toContain("04");
    const levels = all(page.document, "#alert-levels li:has(h3)");
    expect(textsOf(levels.flatMap((level) => all(level, "h3")))).toEqual(["Critical", "High", "Medium"]);
    for (const [index, colour, time] of [
      [0, "Red", "Under 1 hour"],
      [1, "Orange", "Under 4 hours"],
      [2, "Yellow", "Under 24 hours"],
    ] as const) {
      const level = levels[index]!;
      expect(textOf(level)).toContain(`${colour} alert`);
      expect(textOf(level)).toContain(time);
      const examples = within(level).getByRole("heading", { name: named("Examples") });
      expectVisible(examples, `Examples in ${colour}`);
    }
    // Each level's card carries its own colour class.
    expect(new Set(levels.map((level) => level.className)).size).toBe(3);
  });
});

describe("HR pages", () => {
  const modules = routesOfKind("hr").filter((route) => route.path !== "/hr-solutions");

  it("the landing carries the sub-brand, modules, app, integrations and claims", () => {
    const page = loadPage("/hr-solutions");
    expect(textOf(page.main)).toContain(company.hrBrand);
    const hero = heroOf(page);
    expect(
      within(hero)
        .getByRole("link", { name: named("Request Demo") })
        .getAttribute("href"),
    ).toBe("/contact");
    expect(
      within(hero)
        .getByRole("link", { name: named("Free Trial") })
        .getAttribute("href"),
    ).toBe("/contact");
    expect(textOf(hero)).toContain("650+");
    expect(textOf(hero)).toContain("99.9%");
    expect(hrefsIn(one(page.document, "#modules"))).toEqual(modules.map((route) => route.path));
    expect(all(page.document, "#capabilities li:has(h3)").length).toBeGreaterThan(0);
    expect(textsOf(all(page.document, "#mobile-app h3"))).toEqual(["iOS", "Android"]);
    expect(textsOf(all(page.document, "#integrations li"))).toEqual([
      "Odoo ERP",
      "SAP Systems",
      "Microsoft Dynamics 365",
      "QuickBooks",
      "Oracle ERP",
      "ZKTeco Biometric",
      "BambooHR",
      "Workday",
    ]);
  });

  it.each(modules.map((route) => route.path))(
    "%s has demo and back buttons, six features, options, benefits and the contact close",
    (path) => {
      const page = loadPage(path);
      const hero = within(heroOf(page));
      expect(hero.getByRole("link", { name: named("Request Demo") }).getAttribute("href")).toBe("/contact");
      expect(hero.getByRole("link", { name: named("Back to HR Solutions") }).getAttribute("href")).toBe(
        "/hr-solutions",
      );
      expect(all(page.document, "#features li:has(h3)")).toHaveLength(6);
      expectFirstVisible(page.document, "#options li");
      expectFirstVisible(page.document, "#benefits ul > li");
      expectFirstVisible(page.document, "#benefits aside ol > li");
      expect(textOf(one(page.document, `#contact a[href="${mailtoHref(company.email)}"]`))).toBe(company.email);
      const contact = within(one(page.document, "#contact"));
      expect(contact.getByRole("link", { name: named("Contact Us Today") }).getAttribute("href")).toBe("/contact");
    },
  );

  it("module pages show the options and steps the specification names", () => {
    expect(textOf(one(loadPage("/hr-solutions/employee-management").document, "h1"))).toContain(
      "Complete Employee Management",
    );
    const payroll = loadPage("/hr-solutions/payroll-management").document;
    expect(textsOf(all(payroll, "#options h3"))).toEqual([
      "Data Collection & Validation",
      "Automated Calculations",
      "Compliance Verification",
      "Payment Processing",
    ]);
    expect(textsOf(all(payroll, "#payroll-options h3"))).toEqual([
      "Monthly",
      "Bi-weekly",
      "Project-based",
      "Overtime",
      "Bonuses",
    ]);
    expect(textsOf(all(loadPage("/hr-solutions/time-attendance").document, "#options h3"))).toEqual([
      "Biometric Devices",
      "Mobile GPS",
      "Web Portal",
      "RFID Cards",
    ]);
    expect(textsOf(all(loadPage("/hr-solutions/performance-management").document, "#options h3"))).toEqual([
      "Annual Reviews",
      "Quarterly Check-ins",
      "360 Feedback",
      "Continuous Feedback",
    ]);
    expect(textsOf(all(loadPage("/hr-solutions/self-service-portal").document, "#options h3"))).toEqual([
      "Mobile App",
      "Push Notifications",
      "Offline Capability",
      "Biometric Security",
    ]);
    const steps = all(loadPage("/hr-solutions/recruitment-management").document, "#options li");
    expect(textsOf(steps.flatMap((step) => all(step, "h3")))).toEqual([
      "Job Requisition",
      "Candidate Sourcing",
      "Application Review",
      "Interview Process",
    ]);
    expect(textOf(steps[0]!)).toContain("01");
  });

  it("HR figures from the specification appear on their pages", () => {
    const figures: [string, string[]][] = [
      ["/hr-solutions/employee-management", ["90%"]],
      ["/hr-solutions/payroll-management", ["99.9%", "75%"]],
      ["/hr-solutions/time-attendance", ["80%"]],
      ["/hr-solutions/performance-management", ["40%", "60%", "70%"]],
      ["/hr-solutions/self-service-portal", ["60%"]],
      ["/hr-solutions/recruitment-management", ["50%"]],
    ];
    for (const [path, values] of figures) {
      const main = textOf(loadPage(path).main);
      for (const value of values) expect(main, `${value} on ${path}`).toContain(value);
    }
  });
});

describe("healthcare pages", () => {
  const modules = routesOfKind("healthcare").filter((route) => route.path !== "/healthcare-solutions");

  it("the landing links its nine features in the specified order and ten module tiles", () => {
    const page = loadPage("/healthcare-solutions");
    const hero = within(heroOf(page));
    expect(hero.getByRole("link", { name: named("Request Demo") }).getAttribute("href")).toBe("/contact");
    expect(hero.getByRole("link", { name: named("Learn More") }).getAttribute("href")).toBe(
      "/healthcare/hospital-information-system",
    );
    expect(hrefsIn(one(page.document, "#features"))).toEqual(
      [
        "hospital-information-system",
        "electronic-medical-records",
        "ai-powered-care-plans",
        "ai-powered-care-plans",
        "telehealth-diagnostics",
        "enterprise-resource-planning",
        "telehealth-diagnostics",
        "lab-radiology-services",
        "pharmacy-management",
      ].map((slug) => `/healthcare/${slug}`),
    );
    expect(hrefsIn(one(page.document, "#modules"))).toEqual(modules.map((route) => route.path));
    expect(all(page.document, "#specialties li")).toHaveLength(12);
    expect(textOf(page.main)).toContain("POPIA");
    expect(textOf(page.main)).toContain("HIPAA");
  });

  it.each(modules.map((route) => route.path))(
    "%s has the back link, eight core features, four key benefits and the calls to action",
    (path) => {
      const page = loadPage(path);
      const body = within(page.body);
      expect(body.getByRole("link", { name: named("Back to Healthcare Solutions") }).getAttribute("href")).toBe(
        "/healthcare-solutions",
      );
      expect(textOf(one(page.document, "#core-features h2"))).toBe("Core Features");
      expect(all(page.document, "#core-features li:has(h3)")).toHaveLength(8);
      expect(textOf(one(page.document, "#key-benefits h2"))).toBe("Key Benefits");
      expect(all(page.document, "#key-benefits li")).toHaveLength(4);
      expectFirstVisible(page.document, "#lists li");
      for (const name of ["Request Demo", "Get Started", "Start Your Journey"]) {
        expect(body.getByRole("link", { name: named(name, { exact: true }) }).getAttribute("href"), name).toBe(
          "/contact",
        );
      }
    },
  );

  it("Watch Demo and Schedule Demo are inert buttons on their pages only", () => {
    for (const [path, label] of [
      ["/healthcare/electronic-medical-records", "Watch Demo"],
      ["/healthcare/telehealth-diagnostics", "Schedule Demo"],
    ] as const) {
      const body = within(loadPage(path).body);
      const button = body.getByRole("button", { name: named(label) });
      expectVisible(button, label);
      expect(body.queryAllByRole("link", { name: named(label) })).toHaveLength(0);
      // Nothing a click could follow or submit: a plain type="button" outside any form or link.
      expect(button.localName).toBe("button");
      expect(button.getAttribute("type")).toBe("button");
      expect(button.closest("form, a"), `${label} inside a form or link`).toBeNull();
      for (const attribute of ["href", "formaction", "onclick"]) expect(button.hasAttribute(attribute)).toBe(false);
    }
    const inert = familyPages.flatMap((page: Page) => page.hero.actions.filter((action) => !action.href));
    expect(inert.map((action) => action.label).sort()).toEqual(["Schedule Demo", "Watch Demo"]);
  });

  it("module lists: lab disciplines and modalities, portal platforms, analytics capabilities", () => {
    const lab = loadPage("/healthcare/lab-radiology-services").document;
    const groups = all(lab, "#lists li:has(h3)");
    expect(textsOf(groups.flatMap((group) => all(group, "h3")))).toEqual([
      "Laboratory Disciplines",
      "Imaging Modalities",
    ]);
    expect(all(groups[0]!, "ul > li")).toHaveLength(8);
    expect(all(groups[1]!, "ul > li")).toHaveLength(8);
    expect(textsOf(all(loadPage("/healthcare/patient-portal-mobile-apps").document, "#lists h3"))).toEqual([
      "iOS App Store",
      "Google Play Store",
      "Web Portal",
    ]);
    expect(textsOf(all(loadPage("/healthcare/ai-analytics-reporting").document, "#lists h3"))).toEqual([
      "Machine Learning",
      "Data Processing",
      "Risk Assessment",
    ]);
  });

  it("key benefits carry the specification's figures", () => {
    const figures: [string, string[]][] = [
      ["hospital-information-system", ["50%", "30%", "25%"]],
      ["electronic-medical-records", ["40%"]],
      ["ai-powered-care-plans", ["50%", "30%"]],
      ["telehealth-diagnostics", ["95%", "60%", "50+"]],
      ["lab-radiology-services", ["40%", "99.9%"]],
      ["pharmacy-management", ["60%", "99.8%", "25%"]],
      ["revenue-cycle-management", ["25%", "50%", "98%"]],
      ["enterprise-resource-planning", ["30%", "50%", "100%"]],
      ["patient-portal-mobile-apps", ["90%", "60%", "50%"]],
      ["ai-analytics-reporting", ["70%", "95%", "40%", "100+"]],
    ];
    for (const [slug, values] of figures) {
      const page = loadPage(`/healthcare/${slug}`);
      const benefits = all(page.document, "#key-benefits li span:first-child").map((span) => span.textContent ?? "");
      for (const value of values) expect(benefits, `${value} on ${slug}`).toContain(value);
    }
  });
});
