/**
 * Every route of the route model and the not-found page, as prerendered: head metadata, the one
 * h1, the SEO files beside the pages, and internal links and fragments. Moved from the browser
 * specs (tests/e2e/pages.spec.ts "every route in the route model" and "SEO files", and
 * tests/e2e/quality.spec.ts "every internal link on every page resolves"); the HTTP status codes
 * and the not-found page's console log and navigation stay there.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { company, telHref } from "../../content/company.ts";
import { notFoundPage } from "../../content/pages.ts";
import { findRoute, siteRoutes } from "../../content/routes.ts";
import { notFoundPrerenderPath } from "../../app/not-found-path.ts";
import {
  assertBuilt,
  clientDir,
  expectVisible,
  hrefsIn,
  isClientFile,
  loadNotFoundPage,
  loadPage,
  named,
  one,
  readClientFile,
  within,
  type PrerenderedPage,
} from "./prerendered.ts";

beforeAll(assertBuilt);

const allPaths = siteRoutes.map((route) => route.path);

describe("every route in the route model", () => {
  it.each(allPaths)("%s has one visible h1, its title, description, canonical URL and social cards", (path) => {
    const route = findRoute(path)!;
    const page = loadPage(path);
    const headings = page.document.querySelectorAll("h1");
    expect(headings, "h1 elements").toHaveLength(1);
    expectVisible(headings[0]!, "h1");
    const title = `${route.title} | ${company.shortName}`;
    expect(page.document.title).toBe(title);
    expect(one(page.document, 'meta[name="description"]').getAttribute("content")).toBe(route.description);
    expect(one(page.document, 'link[rel="canonical"]').getAttribute("href")).toBe(new URL(path, company.siteUrl).href);
    expect(one(page.document, 'meta[property="og:title"]').getAttribute("content")).toBe(title);
    expect(one(page.document, 'meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
    expect(page.document.documentElement.getAttribute("lang")).toBe("en-ZA");
  });
});

describe("not-found page", () => {
  it("shows the spec's text and a link home, in English, kept out of search results", () => {
    const page = loadNotFoundPage();
    const body = within(page.body);
    const code = body.getByText(named("404", { exact: true }));
    expectVisible(code, "404");
    const heading = body.getByRole("heading", { level: 1, name: named("Oops! Page not found") });
    expectVisible(heading, "heading");
    expect(page.document.querySelectorAll("h1"), "h1 elements").toHaveLength(1);
    expect(body.getByRole("link", { name: named("Return to Home") }).getAttribute("href")).toBe("/");
    // A lost visitor is one click from the main sections, and from the incident line.
    const suggestions = within(body.getByRole("navigation", { name: named(notFoundPage.suggestions.heading) }));
    expect(suggestions.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(
      notFoundPage.suggestions.links.map((suggestion) => suggestion.path),
    );
    // The page's own incident line, beside the header's emergency path.
    const main = within(one(page.document, "main"));
    expect(main.getByRole("link", { name: named(company.emergencyPhone) }).getAttribute("href")).toBe(
      telHref(company.emergencyPhone),
    );
    expect(page.document.title).toBe(`Page not found | ${company.shortName}`);
    expect(one(page.document, 'meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(page.document.documentElement.getAttribute("lang")).toBe("en-ZA");
  });
});

describe("SEO files", () => {
  it("the Worker serves build/client, so a file there is a file on the site", () => {
    const wrangler = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
    expect(wrangler).toMatch(/^\[assets\][^[]*^directory\s*=\s*"\.\/build\/client"$/m);
  });

  it("sitemap.xml lists every route and robots.txt points at it", () => {
    const sitemap = readClientFile("sitemap.xml");
    for (const route of siteRoutes) {
      expect(sitemap).toContain(`<loc>${new URL(route.path, company.siteUrl).href}</loc>`);
    }
    expect(sitemap.match(/<loc>/g)).toHaveLength(siteRoutes.length);
    const robots = readClientFile("robots.txt");
    expect(robots).toContain(`Sitemap: ${new URL("/sitemap.xml", company.siteUrl).href}`);
  });

  it("the favicon set and web manifest are in the build", () => {
    for (const path of ["/favicon.svg", "/favicon.ico", "/apple-touch-icon.png", "/icon-192.png", "/og-image.png"]) {
      expect(isClientFile(path.slice(1)), path).toBe(true);
      expect(statSync(join(clientDir, path)).size, path).toBeGreaterThan(0);
    }
    const manifest = JSON.parse(readClientFile("site.webmanifest"));
    expect(manifest.name).toBe(company.name);
    for (const icon of manifest.icons as { src: string }[])
      expect(isClientFile(icon.src.slice(1)), icon.src).toBe(true);
  });

  it("security.txt is built with an Expires still ahead and a contact page that exists", () => {
    const text = readClientFile(".well-known/security.txt");
    expect(Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? "")).toBeGreaterThan(Date.now());
    const contactPage = new URL(/^Contact: (https:.+)$/m.exec(text)?.[1] ?? "");
    expect(contactPage.origin).toBe(company.siteUrl);
    expect(isClientFile(`${contactPage.pathname.slice(1)}/index.html`), contactPage.pathname).toBe(true);
  });
});

describe("one wording for one action", () => {
  it.each([...allPaths, notFoundPrerenderPath])("%s says Learn More, never Learn more", (path) => {
    const page = path === notFoundPrerenderPath ? loadNotFoundPage() : loadPage(path);
    const learnMore = [...page.document.querySelectorAll("a")]
      .map((link) => link.textContent ?? "")
      .filter((text) => /^\s*learn more/i.test(text));
    for (const text of learnMore) expect(text.trim(), path).toMatch(/^Learn More/);
  });
});

describe("every internal link on every page resolves", () => {
  /** A link target: a page of the route model (with its parsed HTML) or another file of the build. */
  function resolve(target: string): PrerenderedPage | "file" | undefined {
    if (findRoute(target)) return loadPage(target);
    if (isClientFile(target.slice(1))) return "file";
    return undefined;
  }

  it.each([...allPaths, notFoundPrerenderPath])("%s", (path) => {
    const page = path === notFoundPrerenderPath ? loadNotFoundPage() : loadPage(path);
    const hrefs = hrefsIn(page.document);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const where = `${href} on ${path}`;
      if (href.startsWith("#")) {
        // A fragment of this page: it must name exactly one element here.
        const fragment = href.slice(1);
        if (fragment) expect(page.document.querySelectorAll(`[id="${fragment}"]`), where).toHaveLength(1);
        continue;
      }
      if (!href.startsWith("/")) continue;
      expect(href.startsWith("//"), `${where} is protocol-relative, not internal`).toBe(false);
      const [target = "", fragment] = href.split("#");
      const resolved = resolve(target.split("?")[0]!);
      expect(resolved, `${where}: no route of the route model nor a file in build/client`).toBeDefined();
      if (!fragment) continue;
      expect(resolved, `${where}: a fragment needs a page`).not.toBe("file");
      const targetPage = resolved as PrerenderedPage;
      expect(
        targetPage.document.querySelectorAll(`[id="${fragment}"]`),
        `${where}: #${fragment} on ${target}`,
      ).toHaveLength(1);
    }
  });
});
