/**
 * Home, services, about and contact as prerendered. Moved from the Playwright spec
 * tests/e2e/core-pages.spec.ts, which keeps only the click that opens an FAQ answer.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { company, formatAddress, mailtoHref, telHref } from "../../content/company.ts";
import { pageSection } from "../../content/pages.ts";
import {
  all,
  assertBuilt,
  expectVisible,
  hrefsIn,
  isClientFile,
  isVisible,
  jsonLd,
  loadPage,
  named,
  normalize,
  one,
  textOf,
  textsOf,
  within,
  iconOf,
} from "./prerendered.ts";

beforeAll(assertBuilt);

/** The one element whose text matches (Playwright's getByText), which must be visible. */
function expectTextVisible(root: HTMLElement, text: string, options: { exact?: boolean } = {}): void {
  expectVisible(within(root).getByText(named(text, options)), text);
}

describe("core pages", () => {
  it("home shows the hero stats, four service cards, Why Choose and the consultation call", () => {
    const page = loadPage("/");
    // The trust strip under the hero repeats 24/7, so the hero's stats are looked for in the hero.
    const hero = one(page.document, "section[aria-labelledby='page-title']");
    expectTextVisible(hero, "99.9%", { exact: true });
    expectTextVisible(hero, "Client satisfaction rate");
    expectTextVisible(hero, "24/7", { exact: true });
    expect(all(page.document, "#services li h3")).toHaveLength(4);
    expectVisible(one(page.document, "#why-choose-us"), "#why-choose-us");
    for (const name of ["Start Project", "Schedule Free Consultation"]) {
      const [first] = within(page.body).getAllByRole("link", { name: named(name) });
      expect(first?.getAttribute("href"), name).toBe("/contact");
    }
    const consultation = within(one(page.document, "#free-consultation"));
    expect(consultation.getByRole("link", { name: named("Schedule Free Consultation") }).getAttribute("href")).toBe(
      "/contact",
    );
  });

  it("home tells the three engagement stories, each with its challenge, what was done and the outcome; about links to them", () => {
    const stories = pageSection("/", "engagements", "stories").items;
    const page = loadPage("/");
    const cards = all(page.document, "#engagements li");
    expect(textsOf(all(page.document, "#engagements li h3"))).toEqual(stories.map((story) => story.title));
    cards.forEach((card, index) => {
      const story = stories[index]!;
      expect(textsOf(all(card, "dt"))).toEqual(["The challenge", "What we did", "The outcome"]);
      expect(textsOf(all(card, "dd"))).toEqual([story.challenge, story.approach, story.outcome].map(normalize));
      expectVisible(card, story.title);
    });
    // A block appears once: the about page links to it from the sectors it serves.
    const about = loadPage("/about");
    expect(about.document.querySelector("#engagements")).toBeNull();
    const link = within(one(about.document, "#sectors")).getByRole("link", { name: named("Read three engagements") });
    expect(link.getAttribute("href")).toBe("/#engagements");
  });

  it("a process is an ordered list of its steps, its numbered nodes hidden from assistive technology", () => {
    const page = loadPage("/services");
    const steps = all(page.document, "#process ol > li");
    expect(steps).toHaveLength(4);
    steps.forEach((step, index) => {
      const node = one(step, "[aria-hidden='true']");
      expect(textOf(node)).toBe(`0${index + 1}`);
      expect(node.querySelector("h3, p")).toBeNull();
      expectVisible(one(step, "p"), `step ${index + 1}'s description`);
    });
  });

  it("home carries the company as ProfessionalService structured data, with its Pretoria address", () => {
    const blocks = jsonLd(loadPage("/"));
    expect(blocks).toHaveLength(1);
    const [company] = blocks;
    expect(company?.["@context"]).toBe("https://schema.org");
    expect(company?.["@type"]).toBe("ProfessionalService");
    expect(company?.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "Pretoria",
      addressCountry: "ZA",
    });
    expect(company?.areaServed).toEqual({ "@type": "Country", name: "South Africa" });
    for (const field of ["name", "url", "logo", "telephone", "email"]) expect(company?.[field], field).toBeTruthy();
    expect(isClientFile(new URL(String(company?.logo)).pathname.slice(1)), "logo").toBe(true);
  });

  it("services shows four core cards linking in order, twelve specialised cards and the four-step process", () => {
    const page = loadPage("/services");
    const core = all(page.document, "#core-services > div > ul > li");
    expect(core).toHaveLength(4);
    const learnMore = within(one(page.document, "#core-services")).getAllByRole("link", { name: /^Learn More/ });
    expect(learnMore).toHaveLength(4);
    expect(learnMore.map((link) => link.getAttribute("href"))).toEqual(
      pageSection("/services", "core-services", "services").items.map((item) => item.href),
    );
    for (const card of core) {
      for (const heading of ["Features", "Deliverables"]) {
        const found = within(card).getByRole("heading", { name: named(heading) });
        expectVisible(found, heading);
      }
    }
    const specialised = within(one(page.document, "#specialised-services")).getAllByRole("link");
    expect(specialised).toHaveLength(12);
    expect(specialised.map((link) => link.getAttribute("href"))).toEqual(
      pageSection("/services", "specialised-services", "features").items.map((item) => item.href),
    );
    expect(textsOf(all(page.document, "#process li h3"))).toEqual(["Discovery", "Assessment", "Analysis", "Reporting"]);
  });

  it("about shows the mission stats, nine certifications, sectors and values", () => {
    const page = loadPage("/about");
    expectTextVisible(page.body, "50+", { exact: true });
    expectTextVisible(page.body, "500+", { exact: true });
    expect(textsOf(all(page.document, "#certifications h3 + ul > li"))).toEqual(
      pageSection("/about", "certifications", "certifications").items.map((item) => item.name),
    );
    expect(textsOf(all(page.document, "#sectors h3"))).toEqual([
      "Healthcare",
      "Education",
      "Financial Services",
      "Mining",
      "Manufacturing",
    ]);
    expect(textsOf(all(page.document, "#values h3"))).toEqual(["Security First", "Client Partnership", "Excellence"]);
    // Who a client works with: roles and their credentials, no names.
    expect(textsOf(all(page.document, "#team h3"))).toEqual([
      "Engagement Lead",
      "Security Testers",
      "Cloud and Data Architects",
      "Project Manager",
    ]);
  });

  it("contact shows Get in Touch, both cards, What to Expect, a lazy titled map and the FAQ", () => {
    const faq = pageSection("/contact", "faq", "faq");
    const page = loadPage("/contact");
    const body = within(page.body);
    const heading = body.getByRole("heading", { level: 1, name: named("Get in Touch") });
    expectVisible(heading, "h1");
    const contactCard = within(one(page.document, 'section[aria-labelledby="contact-us-heading"]'));
    expect(contactCard.getByRole("link", { name: named(company.phone) }).getAttribute("href")).toBe(
      telHref(company.phone),
    );
    expect(contactCard.getByRole("link", { name: named(company.email) }).getAttribute("href")).toBe(
      `mailto:${company.email}`,
    );
    // The 24/7 incident line is a tel: link under a warning sign, not plain text.
    const hotline = contactCard.getByRole("link", { name: named(company.emergencyPhone) });
    expect(hotline.getAttribute("href")).toBe(telHref(company.emergencyPhone));
    expect(Array.from(hotline.closest("p")!.querySelectorAll("svg"), iconOf), "warning sign").toContain(
      "alert-triangle",
    );
    expect(textOf(hotline.closest("p")!)).toContain("24/7");
    const info = textOf(one(page.document, 'section[aria-labelledby="contact-information-heading"]'));
    for (const text of [
      company.email,
      company.phone,
      formatAddress(),
      "Dorothea Street",
      "Pretoria 0180",
      "Within 24 hours",
    ]) {
      expect(info).toContain(normalize(text));
    }
    // Both cards' phone and email lines are links (the information card's too).
    const infoCard = one(page.document, 'section[aria-labelledby="contact-information-heading"]');
    expect(hrefsIn(infoCard)).toEqual([mailtoHref(company.email), telHref(company.phone)]);
    const expectations = within(one(page.document, 'section[aria-labelledby="what-to-expect-heading"]'));
    expect(expectations.getAllByRole("listitem")).toHaveLength(4);
    const map = one(page.document, "iframe");
    expect(map.getAttribute("loading")).toBe("lazy");
    // Its address comes near the screen (OfficeMapFrame), never before the first paint.
    expect(map.getAttribute("src")).toBeNull();
    expect(map.getAttribute("title")).toBe(company.map.title);
    // When the frame cannot load, the same place opens on the full map.
    expect(
      body
        .getByRole("link", { name: named(pageSection("/contact", "office-map", "map").linkText) })
        .getAttribute("href"),
    ).toBe(company.map.linkUrl);
    const questions = all(page.document, "#faq summary");
    expect(textsOf(questions)).toEqual(faq.items.map((item) => item.question));
    // Clicking a question opens its <details>: the first answer is hidden until then, and shown after.
    const answer = body.getByText(named(faq.items[0]!.answer));
    const details = answer.closest("details")!;
    expect(details.querySelector(":scope > summary")).toBe(questions[0]);
    expect(isVisible(answer), "answer hidden while closed").toBe(false);
    details.setAttribute("open", "");
    try {
      expectVisible(answer, "answer once open");
    } finally {
      details.removeAttribute("open");
    }
  });
});
