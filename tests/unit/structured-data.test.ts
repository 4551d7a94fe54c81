import { describe, expect, it } from "vitest";
import { company, telHref } from "../../content/company.ts";
import { companyJsonLd } from "../../app/lib/structured-data.ts";

describe("the home page's structured data", () => {
  // Round-tripped as the page carries it.
  const data = JSON.parse(JSON.stringify(companyJsonLd));

  it("describes the company as a ProfessionalService on schema.org", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("ProfessionalService");
    expect(data.name).toBe(company.name);
    expect(data.url).toBe(`${company.siteUrl}/`);
    expect(new URL(data.logo).origin).toBe(company.siteUrl);
  });

  it("gives the e-mail and the phone number with plain spaces", () => {
    expect(data.email).toBe(company.email);
    expect(data.telephone).not.toMatch(/\u00a0/);
    expect(`tel:${data.telephone.replace(/ /g, "")}`).toBe(telHref(company.phone));
  });

  it("has the Pretoria postal address and serves South Africa", () => {
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: `${company.address.building}, ${company.address.street}`,
      addressLocality: "Pretoria",
      postalCode: company.address.postalCode,
      addressCountry: "ZA",
    });
    expect(data.areaServed).toEqual({ "@type": "Country", name: "South Africa" });
  });
});
