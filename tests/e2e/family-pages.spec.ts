import { expect, test, type Locator, type Page } from "../support/test.ts";
import { company, mailtoHref, telHref } from "../../content/company.ts";
import { familyPages } from "../../content/family-pages.ts";
import { findRoute, routesOfKind } from "../../content/routes.ts";
import type { FamilyPage, Section } from "../../content/schema.ts";

/** The items a rendered section shows, found by the markup its kind renders, and how many it should. */
function itemsOf(rendered: Locator, section: Exclude<Section, { kind: "cta" }>): [Locator, number] {
  switch (section.kind) {
    case "stats":
    case "integrations":
    case "checklist":
      return [rendered.locator("ul > li"), section.items.length];
    case "lists": {
      // A single list renders as one card of items; several as one card per titled group.
      const [only] = section.groups;
      if (section.groups.length === 1 && only) return [rendered.locator("ul > li"), only.items.length];
      return [rendered.locator("li:has(h3)"), section.groups.length];
    }
    default:
      return [rendered.locator("li:has(h3)"), section.items.length];
  }
}

async function hrefsIn(locator: Locator): Promise<string[]> {
  return locator.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

async function jsonLd(page: Page): Promise<{ "@type": string; [key: string]: unknown }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block));
}

test.describe("every family page renders its content", () => {
  for (const page of familyPages) {
    test(`${page.path}`, async ({ page: browser }) => {
      await browser.goto(page.path);
      await expect(browser.getByRole("heading", { level: 1 })).toHaveText(page.hero.title);
      for (const action of page.hero.actions) {
        const control = browser
          .locator("main > section")
          .first()
          .getByRole(action.href ? "link" : "button", {
            // Generic labels carry hidden context, which is part of the accessible name.
            name: action.context ? `${action.label} ${action.context}` : action.label,
            exact: true,
          });
        if (action.href) await expect(control).toHaveAttribute("href", action.href);
        else await expect(control).not.toHaveAttribute("href", /.*/);
      }
      for (const section of page.sections) {
        const rendered = browser.locator(`section#${section.id}`);
        await expect(rendered.getByRole("heading", { level: 2 })).toHaveText(section.heading);
        if (section.kind === "cta") {
          for (const action of section.actions) {
            await expect(rendered.getByRole("link", { name: action.label, exact: true })).toHaveAttribute(
              "href",
              action.href ?? "",
            );
          }
          continue;
        }
        const [items, count] = itemsOf(rendered, section);
        await expect(items, section.id).toHaveCount(count);
      }
      // Headings descend one level at a time: h1, then h2 sections, then h3 cards.
      const levels = await browser
        .locator("main :is(h1,h2,h3,h4)")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      levels.forEach((level, index) => {
        if (index > 0) expect(level, `heading ${index}`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      });
      // Breadcrumbs, visible and as structured data, and the Service description.
      const trail = browser.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      const data = await jsonLd(browser);
      const breadcrumbs = data.find((block) => block["@type"] === "BreadcrumbList");
      const service = data.find((block) => block["@type"] === "Service");
      expect(breadcrumbs?.itemListElement).toBeTruthy();
      expect(service?.name).toBe(page.hero.title);
      expect(service?.description).toBe(findRoute(page.path)?.description);
    });
  }
});

const services = familyPages.filter((page) => page.family === "cybersecurity");

test.describe("cybersecurity service pages", () => {
  test("number sixteen and each links to /contact and /services from its own content", async ({ page }) => {
    expect(services).toHaveLength(16);
    for (const service of services) {
      await page.goto(service.path);
      const hrefs = await hrefsIn(page.locator("main"));
      expect(hrefs, service.path).toContain("/contact");
      expect(hrefs, service.path).toContain("/services");
    }
  });

  test("VAPT offers Schedule VAPT Assessment", async ({ page }) => {
    await page.goto("/services/vapt");
    await expect(page.getByRole("link", { name: "Schedule VAPT Assessment" }).first()).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("web application security lists nine OWASP Top 10 items with risk badges", async ({ page }) => {
    await page.goto("/services/web-app-security");
    const items = page.locator("#owasp-top-10 li:has(h3)");
    await expect(items).toHaveCount(9);
    for (const item of await items.all()) await expect(item).toContainText(/Critical risk|High risk|Medium risk/);
    for (const level of ["Critical", "High", "Medium"]) {
      await expect(page.locator(`#owasp-top-10 [data-risk="${level}"]`).first()).toBeVisible();
    }
  });

  test("mobile app security has iOS and Android lists and ten OWASP Mobile items", async ({ page }) => {
    await page.goto("/services/mobile-app-security");
    await expect(page.locator("#platforms h3")).toHaveText(["iOS", "Android"]);
    await expect(page.locator("#owasp-mobile-top-10 li:has(h3)")).toHaveCount(10);
  });

  test("identity and access management has six components, five steps and use cases", async ({ page }) => {
    await page.goto("/services/identity-access-management");
    await expect(page.locator("#components li:has(h3)")).toHaveCount(6);
    await expect(page.locator("#implementation li")).toHaveCount(5);
    await expect(page.locator("#implementation li").first()).toContainText("01");
    await expect(page.locator("#use-cases li").first()).toBeVisible();
  });

  test("the SOC has six services and three tiers", async ({ page }) => {
    await page.goto("/services/security-operations-center");
    await expect(page.locator("#soc-services li:has(h3)")).toHaveCount(6);
    const tiers = page.locator("#tiers li:has(h3)");
    await expect(tiers.locator("h3")).toHaveText(["Basic", "Advanced", "Premium"]);
    await expect(tiers.nth(0)).toContainText("Essential");
    await expect(tiers.nth(1)).toContainText("Recommended");
    await expect(tiers.nth(2)).toContainText("Enterprise");
  });

  test("cloud security covers AWS, Azure and GCP, four framework areas, a report and a remediation guide", async ({
    page,
  }) => {
    await page.goto("/services/cloud-security-testing");
    await expect(page.locator("#platforms h3")).toHaveText(["AWS", "Azure", "GCP"]);
    await expect(page.locator("#framework h3")).toHaveText([
      "Identity and Access",
      "Data Protection",
      "Network Security",
      "Compliance and Monitoring",
    ]);
    await expect(page.locator("#deliverables")).toContainText("Detailed security assessment report");
    await expect(page.locator("#deliverables")).toContainText("Remediation guide");
  });

  test("source code review has four methods, eight language families, four vulnerability families", async ({
    page,
  }) => {
    await page.goto("/services/source-code-security-review");
    await expect(page.locator("#analysis-methods h3")).toHaveText([
      "Static Analysis (SAST)",
      "Dynamic Analysis (DAST)",
      "Interactive Analysis (IAST)",
      "Manual Code Review",
    ]);
    await expect(page.locator("#languages li:has(h3)")).toHaveCount(8);
    await expect(page.locator("#vulnerability-families li:has(h3)")).toHaveCount(4);
    await expect(page.locator("#deliverables li")).not.toHaveCount(0);
  });

  test("OT/IoT covers ICS, SCADA, PLC and HMI and three challenges", async ({ page }) => {
    await page.goto("/services/ot-iot-security");
    await expect(page.locator("#scope h3")).toHaveText(["Industrial Control Systems", "SCADA", "PLC", "HMI"]);
    await expect(page.locator("#challenges h3")).toHaveText([
      "Legacy Systems",
      "IT/OT Convergence",
      "Resource Constraints",
    ]);
  });

  test("incident response has the hotline, emergency e-mail, six numbered steps and three tiers", async ({ page }) => {
    await page.goto("/services/incident-response");
    await expect(page.locator(`#hotline a[href="${telHref(company.emergencyPhone)}"]`)).toBeVisible();
    await expect(page.locator(`#hotline a[href="${mailtoHref(company.emergencyEmail)}"]`)).toBeVisible();
    const steps = page.locator("#response-process li");
    await expect(steps).toHaveCount(6);
    for (let index = 0; index < 6; index++) await expect(steps.nth(index)).toContainText(`0${index + 1}`);
    const tiers = page.locator("#response-tiers li:has(h3)");
    await expect(tiers.locator("h3")).toHaveText(["Emergency", "Priority", "Standard"]);
    await expect(tiers.nth(0)).toContainText("Under 1 hour");
    await expect(tiers.nth(1)).toContainText("Under 4 hours");
    await expect(tiers.nth(2)).toContainText("Under 24 hours");
  });

  test("deep web monitoring has sources, three categories, four collection steps and three alert levels", async ({
    page,
  }) => {
    await page.goto("/services/deep-web-monitoring");
    await expect(page.locator("#sources li:has(h3)").first()).toBeVisible();
    await expect(page.locator("#monitoring-categories li:has(h3)")).toHaveCount(3);
    await expect(page.locator("#intelligence-collection li")).toHaveCount(4);
    await expect(page.locator("#intelligence-collection li").nth(3)).toContainText("04");
    const levels = page.locator("#alert-levels li:has(h3)");
    await expect(levels.locator("h3")).toHaveText(["Critical", "High", "Medium"]);
    for (const [index, colour, time] of [
      [0, "Red", "Under 1 hour"],
      [1, "Orange", "Under 4 hours"],
      [2, "Yellow", "Under 24 hours"],
    ] as const) {
      await expect(levels.nth(index)).toContainText(`${colour} alert`);
      await expect(levels.nth(index)).toContainText(time);
      await expect(levels.nth(index).getByRole("heading", { name: "Examples" })).toBeVisible();
    }
  });
});

test.describe("HR pages", () => {
  const modules = routesOfKind("hr").filter((route) => route.path !== "/hr-solutions");

  test("the landing carries the sub-brand, modules, app, integrations and claims", async ({ page }) => {
    await page.goto("/hr-solutions");
    await expect(page.locator("main")).toContainText(company.hrBrand);
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("link", { name: "Request Demo" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: "Free Trial" })).toHaveAttribute("href", "/contact");
    await expect(hero).toContainText("650+");
    await expect(hero).toContainText("99.9%");
    expect(await hrefsIn(page.locator("#modules"))).toEqual(modules.map((route) => route.path));
    await expect(page.locator("#capabilities li:has(h3)")).not.toHaveCount(0);
    await expect(page.locator("#mobile-app h3")).toHaveText(["iOS", "Android"]);
    await expect(page.locator("#integrations li")).toHaveText([
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

  for (const route of modules) {
    test(`${route.path} has demo and back buttons, six features, options, benefits and the contact close`, async ({
      page,
    }) => {
      await page.goto(route.path);
      const hero = page.locator("main > section").first();
      await expect(hero.getByRole("link", { name: "Request Demo" })).toHaveAttribute("href", "/contact");
      await expect(hero.getByRole("link", { name: "Back to HR Solutions" })).toHaveAttribute("href", "/hr-solutions");
      await expect(page.locator("#features li:has(h3)")).toHaveCount(6);
      await expect(page.locator("#options li").first()).toBeVisible();
      await expect(page.locator("#benefits ul > li").first()).toBeVisible();
      await expect(page.locator("#benefits aside ol > li").first()).toBeVisible();
      await expect(page.locator(`#contact a[href="${mailtoHref(company.email)}"]`)).toHaveText(company.email);
      await expect(page.locator("#contact").getByRole("link", { name: "Contact Us Today" })).toHaveAttribute(
        "href",
        "/contact",
      );
    });
  }

  test("module pages show the options and steps the specification names", async ({ page }) => {
    await page.goto("/hr-solutions/employee-management");
    await expect(page.locator("h1")).toContainText("Complete Employee Management");
    await page.goto("/hr-solutions/payroll-management");
    await expect(page.locator("#options h3")).toHaveText([
      "Data Collection & Validation",
      "Automated Calculations",
      "Compliance Verification",
      "Payment Processing",
    ]);
    await expect(page.locator("#payroll-options h3")).toHaveText([
      "Monthly",
      "Bi-weekly",
      "Project-based",
      "Overtime",
      "Bonuses",
    ]);
    await page.goto("/hr-solutions/time-attendance");
    await expect(page.locator("#options h3")).toHaveText([
      "Biometric Devices",
      "Mobile GPS",
      "Web Portal",
      "RFID Cards",
    ]);
    await page.goto("/hr-solutions/performance-management");
    await expect(page.locator("#options h3")).toHaveText([
      "Annual Reviews",
      "Quarterly Check-ins",
      "360 Feedback",
      "Continuous Feedback",
    ]);
    await page.goto("/hr-solutions/self-service-portal");
    await expect(page.locator("#options h3")).toHaveText([
      "Mobile App",
      "Push Notifications",
      "Offline Capability",
      "Biometric Security",
    ]);
    await page.goto("/hr-solutions/recruitment-management");
    const steps = page.locator("#options li");
    await expect(steps.locator("h3")).toHaveText([
      "Job Requisition",
      "Candidate Sourcing",
      "Application Review",
      "Interview Process",
    ]);
    await expect(steps.nth(0)).toContainText("01");
  });

  test("HR figures from the specification appear on their pages", async ({ page }) => {
    const figures: [string, string[]][] = [
      ["/hr-solutions/employee-management", ["90%"]],
      ["/hr-solutions/payroll-management", ["99.9%", "75%"]],
      ["/hr-solutions/time-attendance", ["80%"]],
      ["/hr-solutions/performance-management", ["40%", "60%", "70%"]],
      ["/hr-solutions/self-service-portal", ["60%"]],
      ["/hr-solutions/recruitment-management", ["50%"]],
    ];
    for (const [path, values] of figures) {
      await page.goto(path);
      for (const value of values) await expect(page.locator("main"), `${value} on ${path}`).toContainText(value);
    }
  });
});

test.describe("healthcare pages", () => {
  const modules = routesOfKind("healthcare").filter((route) => route.path !== "/healthcare-solutions");

  test("the landing links its nine features in the specified order and ten module tiles", async ({ page }) => {
    await page.goto("/healthcare-solutions");
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("link", { name: "Request Demo" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: "Learn More" })).toHaveAttribute(
      "href",
      "/healthcare/hospital-information-system",
    );
    expect(await hrefsIn(page.locator("#features"))).toEqual(
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
    expect(await hrefsIn(page.locator("#modules"))).toEqual(modules.map((route) => route.path));
    await expect(page.locator("#specialties li")).toHaveCount(12);
    await expect(page.locator("main")).toContainText("POPIA");
    await expect(page.locator("main")).toContainText("HIPAA");
  });

  for (const route of modules) {
    test(`${route.path} has the back link, eight core features, four key benefits and the calls to action`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await expect(page.getByRole("link", { name: "Back to Healthcare Solutions" })).toHaveAttribute(
        "href",
        "/healthcare-solutions",
      );
      await expect(page.locator("#core-features h2")).toHaveText("Core Features");
      await expect(page.locator("#core-features li:has(h3)")).toHaveCount(8);
      await expect(page.locator("#key-benefits h2")).toHaveText("Key Benefits");
      await expect(page.locator("#key-benefits li")).toHaveCount(4);
      await expect(page.locator("#lists li").first()).toBeVisible();
      for (const name of ["Request Demo", "Get Started", "Start Your Journey"]) {
        await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", "/contact");
      }
    });
  }

  test("Watch Demo and Schedule Demo are inert buttons on their pages only", async ({ page }) => {
    await page.goto("/healthcare/electronic-medical-records");
    await expect(page.getByRole("button", { name: "Watch Demo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Watch Demo" })).toHaveCount(0);
    const url = page.url();
    await page.getByRole("button", { name: "Watch Demo" }).click();
    expect(page.url()).toBe(url);
    await page.goto("/healthcare/telehealth-diagnostics");
    await expect(page.getByRole("button", { name: "Schedule Demo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Schedule Demo" })).toHaveCount(0);
    const inert = familyPages.flatMap((page: FamilyPage) => page.hero.actions.filter((action) => !action.href));
    expect(inert.map((action) => action.label).sort()).toEqual(["Schedule Demo", "Watch Demo"]);
  });

  test("module lists: lab disciplines and modalities, portal platforms, analytics capabilities", async ({ page }) => {
    await page.goto("/healthcare/lab-radiology-services");
    const groups = page.locator("#lists li:has(h3)");
    await expect(groups.locator("h3")).toHaveText(["Laboratory Disciplines", "Imaging Modalities"]);
    await expect(groups.nth(0).locator("ul > li")).toHaveCount(8);
    await expect(groups.nth(1).locator("ul > li")).toHaveCount(8);
    await page.goto("/healthcare/patient-portal-mobile-apps");
    await expect(page.locator("#lists h3")).toHaveText(["iOS App Store", "Google Play Store", "Web Portal"]);
    await page.goto("/healthcare/ai-analytics-reporting");
    await expect(page.locator("#lists h3")).toHaveText(["Machine Learning", "Data Processing", "Risk Assessment"]);
  });

  test("key benefits carry the specification's figures", async ({ page }) => {
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
      await page.goto(`/healthcare/${slug}`);
      const benefits = await page.locator("#key-benefits li span:first-child").allTextContents();
      for (const value of values) expect(benefits, `${value} on ${slug}`).toContain(value);
    }
  });
});
