import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { securityTxt, securityTxtExpiry, webManifest } from "../../pipeline/site-files.ts";

/** The fields of a security.txt (RFC 9116 section 4): `Name: value` lines; comments and blanks skipped. */
function fields(text: string): [string, string][] {
  return text
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => {
      const match = /^([A-Za-z-]+): (\S.*)$/.exec(line);
      expect(match, line).not.toBeNull();
      return [match![1]!, match![2]!];
    });
}

const values = (text: string, name: string) =>
  fields(text)
    .filter(([field]) => field === name)
    .map(([, value]) => value);

describe("security.txt (RFC 9116)", () => {
  const builtAt = new Date("2026-08-20T07:30:15.250Z");
  const text = securityTxt(builtAt);

  it("names the company's e-mail and the contact page as contacts, mail first", () => {
    expect(values(text, "Contact")).toEqual([`mailto:${company.email}`, `${company.siteUrl}/contact`]);
    for (const contact of values(text, "Contact")) expect(() => new URL(contact)).not.toThrow();
  });

  it("expires once, in RFC 3339 form, after the build and less than a year after it", () => {
    const expires = values(text, "Expires");
    expect(expires).toHaveLength(1);
    expect(expires[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const at = Date.parse(expires[0]!);
    expect(at).toBeGreaterThan(builtAt.getTime());
    const yearLater = new Date(builtAt);
    yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
    expect(at).toBeLessThan(yearLater.getTime());
    expect(expires[0]).toBe("2027-08-19T07:30:15Z");
  });

  it("stays under a year across a leap day", () => {
    const builtOnLeapDay = new Date("2028-02-29T12:00:00Z");
    expect(securityTxtExpiry(builtOnLeapDay).toISOString()).toBe("2029-02-28T12:00:00.000Z");
  });

  it("prefers English and names its canonical address on the public site", () => {
    expect(values(text, "Preferred-Languages")).toEqual(["en"]);
    expect(values(text, "Canonical")).toEqual([`${company.siteUrl}/.well-known/security.txt`]);
  });

  it("has only fields the RFC defines, each on its own line ending the file", () => {
    const known = ["Acknowledgments", "Canonical", "Contact", "Encryption", "Expires", "Hiring", "Policy"];
    for (const [name] of fields(text)) expect([...known, "Preferred-Languages"]).toContain(name);
    expect(text.endsWith("\n")).toBe(true);
  });
});

describe("site.webmanifest", () => {
  it("carries the company's names and describes it from the facts", () => {
    expect(webManifest()).toMatchObject({
      name: company.name,
      short_name: company.shortName,
      description: "Technology and cybersecurity consultancy in Pretoria, South Africa.",
      theme_color: "#0b1b31",
    });
  });
});
