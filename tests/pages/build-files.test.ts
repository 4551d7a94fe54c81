/**
 * What the build ships beside the pages: every built asset and image is referenced by something
 * the site serves (a stylesheet or script nothing links is an orphan, and a sign that a build step
 * emits what it should not), and no page preloads an image ahead of its content.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { siteRoutes } from "../../content/routes.ts";
import { notFoundPrerenderPath } from "../../app/not-found-path.ts";
import { brandFont } from "../../app/styles/theme-values.ts";
import { iconSymbolId, uiIconNames } from "../../app/components/ui/icon-sources.ts";
import { all, assertBuilt, clientDir, loadNotFoundPage, loadPage } from "./prerendered.ts";

beforeAll(assertBuilt);

/** Files under a folder of build/client, as site paths ("/assets/root-abc.js"). */
function servedFiles(folder: string): string[] {
  return readdirSync(join(clientDir, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
}

/** Files that can reference others: pages, scripts and stylesheets (not _headers). */
const referrerExtensions = [".html", ".js", ".css", ".webmanifest"];

const allPaths = [...siteRoutes.map((route) => route.path), notFoundPrerenderPath];
const pageFor = (path: string) => (path === notFoundPrerenderPath ? loadNotFoundPage() : loadPage(path));

describe("build/client", () => {
  it("holds no orphan asset or image: each is referenced by a page, a script or a stylesheet", () => {
    const referrers = servedFiles(".")
      .filter((path) => referrerExtensions.some((extension) => path.endsWith(extension)))
      .map((path) => ({ path, text: readFileSync(join(clientDir, path), "utf8") }));
    const candidates = [...servedFiles("assets"), ...servedFiles("images")];
    expect(candidates.length).toBeGreaterThan(0);
    const orphans = candidates.filter(
      (file) => !referrers.some(({ path, text }) => path !== file && text.includes(file.split("/").pop()!)),
    );
    expect(orphans).toEqual([]);
  });

  it("ships no route data and no script of React Router's client (pages hydrate islands only)", () => {
    expect(servedFiles(".").filter((path) => path.endsWith(".data"))).toEqual([]);
    expect(servedFiles("assets").filter((path) => /\/(manifest|root)-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  it.each(allPaths)("%s fetches nothing but its stylesheet and the brand face before the first paint", (path) => {
    const { document } = pageFor(path);
    // No other hint or preload, no manifest or linked favicon: a browser fetches each as the page loads.
    const fetched = all(document.head, "link[href]")
      .filter((link) => !["canonical", "apple-touch-icon", "alternate"].includes(link.getAttribute("rel") ?? ""))
      .filter((link) => !link.getAttribute("href")!.startsWith("data:"));
    expect(fetched.map((link) => `${link.getAttribute("rel")} ${link.getAttribute("href")}`)).toEqual([
      `preload ${brandFont.file}`,
      expect.stringMatching(/^stylesheet \/assets\/style-[\w-]+\.css$/),
    ]);
    // Scripts are inline only (the islands script is added once the page has painted), and the page
    // carries no hydration data for a client router.
    expect(all(document, "script[src]")).toEqual([]);
    expect(document.documentElement.innerHTML).not.toContain("__reactRouterContext");
  });

  it.each(allPaths)("%s hydrates only its interactive parts, each with its props in the page", (path) => {
    const { document } = pageFor(path);
    const islands = all(document, "[data-island]").map((root) => ({
      name: root.getAttribute("data-island"),
      props: JSON.parse(root.getAttribute("data-island-props") ?? "null") as Record<string, unknown>,
    }));
    const own: Record<string, string[]> = {
      "/about": ["certifications", "testimonials"],
      "/contact": ["contactForm", "officeMap"],
      [notFoundPrerenderPath]: ["notFoundReport"],
    };
    expect(islands.map((island) => island.name)).toEqual(["header", ...(own[path] ?? [])]);
    // The header marks the page's own links from the path it was prerendered with.
    expect(islands[0]!.props.currentPath).toBe(path);
  });

  it.each(allPaths)("%s carries the symbol of every icon it shows, and of those its islands can show", (path) => {
    const { document } = pageFor(path);
    const symbols = new Set(all(document, "body > svg[hidden] > symbol").map((symbol) => symbol.id));
    const references = all(document, "use").map((use) => use.getAttribute("href")!);
    expect(references.length).toBeGreaterThan(0);
    expect(references.filter((href) => !href.startsWith("#") || !symbols.has(href.slice(1)))).toEqual([]);
    expect(uiIconNames.filter((name) => !symbols.has(iconSymbolId(name)))).toEqual([]);
  });
});
