import { expect, test } from "../support/test.ts";
import { company, formatAddress, telHref } from "../../content/company.ts";
import { about } from "../../content/pages/about.ts";
import { contactPage } from "../../content/pages/contact.ts";
import { servicesOverview } from "../../content/pages/services.ts";

test("home shows the hero stats, four service cards, Why Choose and the consultation call", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("99.9%", { exact: true })).toBeVisible();
  await expect(page.getByText("Client satisfaction rate")).toBeVisible();
  await expect(page.getByText("24/7", { exact: true })).toBeVisible();
  await expect(page.locator("#services li h3")).toHaveCount(4);
  await expect(page.locator("#why-choose-us")).toBeVisible();
  for (const name of ["Start Project", "Schedule Free Consultation"]) {
    await expect(page.getByRole("link", { name }).first()).toHaveAttribute("href", "/contact");
  }
  await expect(
    page.locator("#free-consultation").getByRole("link", { name: "Schedule Free Consultation" }),
  ).toHaveAttribute("href", "/contact");
});

test("services shows four core cards linking in order, twelve specialised cards and the four-step process", async ({
  page,
}) => {
  await page.goto("/services");
  const core = page.locator("#core-services > div > ul > li");
  await expect(core).toHaveCount(4);
  const learnMore = page.locator("#core-services").getByRole("link", { name: /^Learn More/ });
  await expect(learnMore).toHaveCount(4);
  const targets = await learnMore.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(targets).toEqual(servicesOverview.core.items.map((item) => item.href));
  for (const card of await core.all()) {
    await expect(card.getByRole("heading", { name: "Features" })).toBeVisible();
    await expect(card.getByRole("heading", { name: "Deliverables" })).toBeVisible();
  }
  const specialised = page.locator("#specialised-services").getByRole("link");
  await expect(specialised).toHaveCount(12);
  expect(await specialised.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
    servicesOverview.specialised.items.map((item) => item.href),
  );
  await expect(page.locator("#process li h3")).toHaveText(["Discovery", "Assessment", "Analysis", "Reporting"]);
});

test("about shows the mission stats, nine certifications, sectors and values", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByText("50+", { exact: true })).toBeVisible();
  await expect(page.getByText("500+", { exact: true })).toBeVisible();
  await expect(page.locator("#certifications h3 + ul > li")).toHaveText(
    about.certifications.items.map((item) => item.name),
  );
  await expect(page.locator("#sectors h3")).toHaveText([
    "Healthcare",
    "Education",
    "Financial Services",
    "Mining",
    "Manufacturing",
  ]);
  await expect(page.locator("#values h3")).toHaveText(["Security First", "Client Partnership", "Excellence"]);
});

test("contact shows Get in Touch, both cards, What to Expect, a lazy titled map and the FAQ", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
  const contactCard = page.locator('section[aria-labelledby="contact-us-heading"]');
  await expect(contactCard.getByRole("link", { name: company.phone })).toHaveAttribute("href", telHref(company.phone));
  await expect(contactCard.getByRole("link", { name: company.email })).toHaveAttribute(
    "href",
    `mailto:${company.email}`,
  );
  const info = page.locator('section[aria-labelledby="contact-information-heading"]');
  await expect(info).toContainText(company.email);
  await expect(info).toContainText(company.phone);
  await expect(info).toContainText(formatAddress());
  await expect(info).toContainText("Dorothea Street");
  await expect(info).toContainText("Pretoria 0180");
  await expect(info).toContainText("Within 24 hours");
  const expectations = page.locator('section[aria-labelledby="what-to-expect-heading"]');
  await expect(expectations.getByRole("listitem")).toHaveCount(4);
  const map = page.locator("iframe");
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("title", company.map.title);
  const questions = page.locator("#faq summary");
  await expect(questions).toHaveText(contactPage.faq.items.map((item) => item.question));
  await questions.first().click();
  await expect(page.getByText(contactPage.faq.items[0]!.answer)).toBeVisible();
});
