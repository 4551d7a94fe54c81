/**
 * The site's visual identity as prerendered: one brand face from the first page (preloaded, small
 * enough for one round trip, covering every character a page shows, with metric-matched stand-ins
 * per weight), a decorative drawing on every hero, each landing's own trust strip, credentials as
 * marks that tell their issuers apart, and the urgent treatment of emergencies (the warning icon
 * beside the critical colour, never the colour alone).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { beforeAll, describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { issuerKeys } from "../../content/credentials.ts";
import { siteRoutes } from "../../content/routes.ts";
import { trustStrips } from "../../content/trust.ts";
import { brandFont } from "../../app/styles/theme-values.ts";
import {
  all,
  assertBuilt,
  iconOf,
  loadPage,
  named,
  one,
  readClientFile,
  textOf,
  textsOf,
  within,
} from "./prerendered.ts";

beforeAll(assertBuilt);

const allPaths = siteRoutes.map((route) => route.path);
const hero = (path: string) => one(loadPage(path).document, "section[aria-labelledby='page-title']");

/** The largest file that arrives in a new connection's first round trip (ten TCP segments, less headers). */
const firstRoundTripBytes = 14_000;

/** Every character a visitor can see on the page: its text and its placeholders, not its scripts. */
function shownCharacters(document: Document): Set<string> {
  const shown = new Set<string>();
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest("script, style, template")) continue;
    for (const character of node.textContent ?? "") shown.add(character);
  }
  for (const field of all(document.body, "[placeholder]")) {
    for (const character of field.getAttribute("placeholder")!) shown.add(character);
  }
  for (const whitespace of ["\n", "\t", "\r"]) shown.delete(whitespace);
  return shown;
}

describe("the brand face", () => {
  const stylesheet = () =>
    all(loadPage("/").document, "link[rel='stylesheet']")
      .map((link) => readClientFile(link.getAttribute("href")!.replace(/^\//, "")))
      .join("\n");

  it("is every page's first choice, swapping over metric-matched stand-ins at each weight the styles use", () => {
    const css = stylesheet();
    const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    const face = faces.find((rule) => new RegExp(`font-family:\\s*"?${brandFont.family}"?\\s*(;|})`).test(rule));
    expect(face).toMatch(new RegExp(`url\\(["']?${brandFont.file}["']?\\)`));
    expect(face).toMatch(/font-display:\s*swap/);
    expect(face).toMatch(/font-weight:\s*400 800/);
    expect(css).toMatch(new RegExp(`font-family:\\s*var\\(--[\\w-]+\\)`));
    expect(css).toMatch(new RegExp(`:root\\s*{[^}]*--[\\w-]+:\\s*${brandFont.family}, "${brandFont.fallbacks.arial}"`));
    for (const fallback of Object.values(brandFont.fallbacks)) {
      const standIns = faces.filter((rule) => rule.includes(fallback));
      expect(
        standIns.map((rule) => rule.match(/font-weight:\s*(\d+)/)?.[1]),
        fallback,
      ).toEqual(["400", "600", "700", "800"]);
      for (const rule of standIns) {
        expect(rule, fallback).toMatch(/size-adjust:\s*[\d.]+%/);
        expect(rule, fallback).toMatch(/ascent-override:\s*[\d.]+%/);
        expect(rule, fallback).toMatch(/src:\s*local\(/);
        expect(rule, fallback).not.toContain("undefined");
      }
    }
  });

  it.each(allPaths)("%s preloads it, so the first page of a visit is drawn in it", (path) => {
    const preloads = all(loadPage(path).document.head, "link[rel='preload']");
    expect(
      preloads.map((link) => [link.getAttribute("href"), link.getAttribute("as"), link.getAttribute("type")]),
    ).toEqual([[brandFont.file, "font", "font/woff2"]]);
    expect(preloads[0]!.hasAttribute("crossorigin")).toBe(true);
  });

  it("is the subset pipeline/brand-font.ts makes, small enough to arrive in one round trip", async () => {
    const committed = readFileSync(fileURLToPath(new URL(`../../public${brandFont.file}`, import.meta.url)));
    expect(committed.length).toBeLessThanOrEqual(firstRoundTripBytes);
    const source = readFileSync(
      fileURLToPath(import.meta.resolve("@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2")),
    );
    const fresh = await subsetFont(source, brandFont.characters, {
      targetFormat: "woff2",
      variationAxes: { wght: brandFont.weights },
      keepFeatures: ["kern"],
      noHinting: true,
    });
    expect(Buffer.compare(committed, fresh), "public/fonts is stale: run `node pipeline/brand-font.ts`").toBe(0);
    // Harfbuzz's WebAssembly is compiled on first use: seconds on a busy machine.
  }, 30_000);

  it("draws every character any page shows", () => {
    const drawn = new Set(brandFont.characters);
    const missing = new Map<string, string>();
    for (const path of allPaths) {
      for (const character of shownCharacters(loadPage(path).document)) {
        if (!drawn.has(character)) missing.set(character, path);
      }
    }
    expect(Object.fromEntries(missing), "add these to brandFont.characters and run pipeline/brand-font.ts").toEqual({});
  });
});

describe("hero drawings", () => {
  it.each(allPaths)("%s has one decorative drawing beside its hero's text", (path) => {
    const art = all(hero(path), "svg[viewBox]");
    expect(art).toHaveLength(1);
    expect(art[0]!.getAttribute("aria-hidden")).toBe("true");
  });

  it("gives the about, contact and incident heroes drawings of their own, and each family's pages its motif", () => {
    const drawing = (path: string) => one(hero(path), "svg[viewBox]").innerHTML;
    const own = ["/", "/about", "/contact", "/services", "/services/incident-response"].map(drawing);
    expect(new Set(own).size).toBe(own.length);
    expect(drawing("/services/vapt")).toBe(drawing("/services"));
    expect(drawing("/hr-solutions/payroll-management")).toBe(drawing("/hr-solutions"));
    expect(drawing("/healthcare/pharmacy-management")).toBe(drawing("/healthcare-solutions"));
  });
});

describe("trust strips", () => {
  const landings = {
    "/": trustStrips.consultancy,
    "/services": trustStrips.cybersecurity,
    "/hr-solutions": trustStrips.hr,
    "/healthcare-solutions": trustStrips.healthcare,
  };

  it.each(Object.entries(landings))("%s shows its own family's proof", (path, content) => {
    const strip = within(loadPage(path).body).getByRole("region", { name: content.label });
    for (const item of content.items) expect(textOf(strip)).toContain(item.value);
    expect(textsOf(all(strip, "li"))).toEqual(expect.arrayContaining(content.marks.items.map((mark) => mark.label)));
  });

  it("never repeats another landing's strip, and keeps security credentials off the healthcare and HR landings", () => {
    const labels = Object.values(landings).map((content) => content.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const [path, content] of [
      ["/healthcare-solutions", trustStrips.healthcare],
      ["/hr-solutions", trustStrips.hr],
    ] as const) {
      const strip = within(loadPage(path).body).getByRole("region", { name: content.label });
      expect(textOf(strip), path).not.toMatch(/CISSP|CISM|incident hotline/);
    }
    expect(textOf(loadPage("/").main)).toContain(company.figures.securityExperts);
  });

  it("is only under the landings' heroes", () => {
    expect(loadPage("/services/vapt").body.textContent).not.toContain(trustStrips.cybersecurity.label);
  });
});

describe("credentials", () => {
  it("draws each issuer's certifications as a mark of its own, and lists them by discipline with what it means", () => {
    const page = loadPage("/about");
    const plates = all(page.document, "#certifications [data-island] figure > span:first-child");
    expect(plates).toHaveLength(9);
    const looks = new Map<string, string>();
    for (const plate of plates) looks.set(plate.className, plate.textContent ?? "");
    expect(looks.size).toBe(issuerKeys.length);
    expect(textOf(one(page.document, "#certifications"))).toContain("Cloud and data platforms");
    expect(all(page.document, "#certifications img")).toEqual([]);
  });
});

describe("emergencies", () => {
  it("marks the incident hotline and the emergency tier as urgent with an icon, not colour alone", () => {
    const page = loadPage("/services/incident-response");
    const call = within(hero("/services/incident-response")).getByRole("link", {
      name: named(`Call ${company.emergencyPhone}`),
    });
    expect(iconOf(call.querySelector("svg[aria-hidden='true']")!)).toBe("alert-triangle");
    const label = within(page.body).getByText("Active attack");
    expect(iconOf(label.querySelector("svg[aria-hidden='true']")!)).toBe("alert-triangle");
  });
});
