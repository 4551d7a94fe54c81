/**
 * The site's visual identity as prerendered: the brand font's faces, the hero drawings (decorative
 * to assistive technology), the trust strip where a buyer looks first, and the urgent treatment of
 * emergencies (the warning icon beside the critical colour, never the colour alone).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { trustStrip } from "../../content/trust.ts";
import { brandFont } from "../../app/styles/theme-values.ts";
import { all, assertBuilt, loadPage, named, one, readClientFile, textOf, within } from "./prerendered.ts";

beforeAll(assertBuilt);

const landings = ["/", "/services", "/hr-solutions", "/healthcare-solutions"];
const hero = (path: string) => one(loadPage(path).document, "section[aria-labelledby='page-title']");

describe("visual identity", () => {
  it("serves the brand font from the site, shown only from the first frame, with metric-matched local stand-ins", () => {
    const stylesheet = all(loadPage("/").document, "link[rel='stylesheet']")
      .map((link) => readClientFile(link.getAttribute("href")!.replace(/^\//, "")))
      .join("\n");
    expect(stylesheet).toMatch(new RegExp(`url\\(["']?${brandFont.file}["']?\\)`));
    expect(stylesheet).toMatch(/font-display:\s*optional/);
    // The face is in the stack only where the document is marked as having it cached.
    expect(stylesheet).toMatch(new RegExp(`:root\\[data-brand-font\\]\\s*{[^}]*${brandFont.family},`));
    expect(all(loadPage("/").document.head, "link[rel='preload']")).toEqual([]);
    for (const fallback of Object.values(brandFont.fallbacks)) {
      const face = stylesheet.match(new RegExp(`@font-face\\s*{[^}]*font-family:\\s*"?${fallback}"?[^}]*}`))?.[0];
      expect(face, fallback).toMatch(/size-adjust:\s*[\d.]+%/);
      expect(face, fallback).toMatch(/ascent-override:\s*[\d.]+%/);
      expect(face, fallback).toMatch(/src:\s*local\(/);
      expect(face, fallback).not.toContain("undefined");
    }
  });

  it.each(landings)("%s has a decorative hero drawing and the trust strip", (path) => {
    const art = all(hero(path), "svg[viewBox]");
    expect(art).toHaveLength(1);
    expect(art[0]!.getAttribute("aria-hidden")).toBe("true");
    const strip = within(loadPage(path).body).getByRole("region", { name: trustStrip.label });
    expect(textOf(strip)).toContain(company.figures.securityExperts);
    expect(textOf(strip)).toContain(company.responseWindow);
  });

  it("keeps module pages' heroes to their text", () => {
    expect(all(hero("/services/vapt"), "svg[viewBox]")).toHaveLength(0);
    expect(loadPage("/services/vapt").body.textContent).not.toContain(trustStrip.label);
  });

  it("marks the incident hotline and the emergency tier as urgent with an icon, not colour alone", () => {
    const page = loadPage("/services/incident-response");
    const call = within(hero("/services/incident-response")).getByRole("link", {
      name: named(`Call ${company.emergencyPhone}`),
    });
    expect(call.querySelector("svg[aria-hidden='true'] use")?.getAttribute("href")).toBe("#icon-alert-triangle");
    const label = within(page.body).getByText("Active attack");
    expect(label.querySelector("use")?.getAttribute("href")).toBe("#icon-alert-triangle");
  });
});
