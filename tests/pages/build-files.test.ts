/**
 * What the build ships beside the pages: every built asset and image is referenced by something
 * the site serves (a stylesheet or script nothing links is an orphan, and a sign that a build step
 * emits what it should not), nothing of React Router's client is served (decision 0016), and no
 * page preloads an image ahead of its content.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { siteRoutes } from "../../content/routes.ts";
import { notFoundPrerenderPath } from "../../app/not-found-path.ts";
import { brandFont } from "../../app/styles/theme-values.ts";
import { iconSheetUrl } from "../../app/components/ui/icon-sheet.ts";
import { iconSources, type AnyIconName } from "../../app/components/ui/icon-sources.ts";
import { islands as declaredIslands, type IslandName } from "../../app/islands/declarations.ts";
import {
  islandAttribute,
  islandHydrateAttribute,
  islandModulesId,
  islandPropsAttribute,
  islandPropsFileAttribute,
  type IslandModules,
} from "../../app/islands/protocol.ts";
import { sha256 } from "../../pipeline/build-steps.ts";
import {
  all,
  assertBuilt,
  clientDir,
  isClientFile,
  loadNotFoundPage,
  loadPage,
  readClientFile,
  iconClassesOf,
  iconOf,
} from "./prerendered.ts";

beforeAll(assertBuilt);

/** Files under a folder of build/client, as site paths ("/assets/root-abc.js"). */
function servedFiles(folder: string): string[] {
  return readdirSync(join(clientDir, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
}

/** What public/ holds, as site paths: the build copies it into build/client as it is. */
function publicFiles(): string[] {
  const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
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

  // Decision 0016: the build deletes React Router's client. These hold whatever React Router names
  // its files: they fail if a release adds a file, a script reference or its client code to what
  // the site serves.
  it("serves, beside the built assets, only the pages, the files postbuild writes and public/", () => {
    const pages = siteRoutes.map((route) => (route.path === "/" ? "/index.html" : `${route.path}/index.html`));
    const written = ["/404.html", "/_headers", "/sitemap.xml", "/robots.txt", "/.well-known/security.txt"];
    const expected = [...pages, ...written, "/site.webmanifest", ...publicFiles()];
    const served = servedFiles(".").filter((path) => !path.startsWith("/assets/"));
    expect(served.filter((path) => !expected.includes(path))).toEqual([]);
  });

  it("serves no page that loads a script by address, and no script of React Router's client", () => {
    const served = servedFiles(".");
    for (const path of served.filter((file) => file.endsWith(".html"))) {
      const html = readFileSync(join(clientDir, path), "utf8");
      expect(html, path).not.toMatch(/<script[^>]*\ssrc=|rel="modulepreload"/);
      expect(html, path).not.toContain("__reactRouter");
    }
    // React Router's client keeps its route manifest and modules on these globals.
    const scripts = served.filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => readFileSync(join(clientDir, path), "utf8").includes("__reactRouter"))).toEqual([]);
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
    // Scripts are inline only (the page script loads an island's modules when it is due, after the
    // first paint), and the page carries no hydration data for a client router.
    expect(all(document, "script[src]")).toEqual([]);
    expect(document.documentElement.innerHTML).not.toContain("__reactRouterContext");
  });

  it.each(allPaths)(
    "%s hydrates only its interactive parts, each with its props, and names every module they need",
    (path) => {
      const { document } = pageFor(path);
      const islands = all(document, `[${islandAttribute}]`).map((root) => ({
        name: root.getAttribute(islandAttribute)!,
        props: JSON.parse(
          root.hasAttribute(islandPropsFileAttribute)
            ? readClientFile(root.getAttribute(islandPropsFileAttribute)!.slice(1))
            : (root.getAttribute(islandPropsAttribute) ?? "null"),
        ) as Record<string, unknown>,
        hydrate: root.getAttribute(islandHydrateAttribute),
      }));
      const own: Record<string, string[]> = {
        "/about": ["CertificationCarousel", "TestimonialCarousel"],
        "/contact": ["ContactForm", "OfficeMapFrame"],
        [notFoundPrerenderPath]: ["NotFoundReport"],
      };
      // The header is not an island: its controller is the page script. The chat panel is.
      expect(islands.map((island) => island.name)).toEqual(["ChatIsland", ...(own[path] ?? [])]);
      for (const island of islands) {
        expect(island.hydrate, island.name).toBe(declaredIslands[island.name as IslandName].hydrate);
        expect(island.props, island.name).toBeInstanceOf(Object);
      }

      // Every module of each island is named in the page, and exists: the page script asks for them
      // all at once, the runtime's (the first is what it imports) and each island's own.
      const block = document.getElementById(islandModulesId);
      expect(block?.getAttribute("type")).toBe("application/json");
      const modules = JSON.parse(block!.textContent!) as IslandModules;
      expect(Object.keys(modules.islands)).toEqual(islands.map((island) => island.name));
      expect(modules.entry[0]).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
      const named = [...modules.entry, ...Object.values(modules.islands).flat()];
      expect(named.filter((file) => !isClientFile(file.slice(1)))).toEqual([]);
      expect(modules.islands.ChatIsland).toContainEqual(expect.stringMatching(/^\/assets\/ChatIsland-[\w-]+\.js$/));
    },
  );

  it.each(siteRoutes.map((route) => route.path))(
    "%s marks its own links current in the prerendered header, which starts with everything closed",
    (path) => {
      const { document } = pageFor(path);
      const banner = document.querySelector("header")!;
      const current = all(banner, 'a[aria-current="page"]').map((link) => link.getAttribute("href"));
      expect(current.every((href) => href === path)).toBe(true);
      expect(all(banner, '[aria-expanded="true"]')).toEqual([]);
      expect(all(banner, "[role=group]").every((panel) => panel.hasAttribute("hidden"))).toBe(true);
      expect(document.getElementById("chat-panel")?.hasAttribute("hidden")).toBe(true);
    },
  );

  it("every page carries the same page script, which each page's CSP allows by its hash", () => {
    const headers = readClientFile("_headers");
    const scripts = new Set<string>();
    for (const path of allPaths) {
      const { document } = pageFor(path);
      const inline = all(document.head, "script:not([src]):not([type])").map((script) => script.textContent ?? "");
      // The page script alone: the header's controller and the islands' scheduler.
      expect(inline).toHaveLength(1);
      scripts.add(inline[0]!);
      for (const text of inline) expect(headers).toContain(`'${sha256(text)}'`);
    }
    expect(scripts.size).toBe(1);
    const [pageScript] = scripts;
    // Built from TypeScript modules into one self-contained script: no import, no exports.
    expect(pageScript).toMatch(/^\(function\(\)\{/);
    expect(pageScript).not.toMatch(/\bimport\s*[{*"']|\bexport\s/);
  });

  it.each(allPaths)("%s draws its icons from the stylesheet: an empty box per icon, no symbols in the page", (path) => {
    const { document } = pageFor(path);
    // Every element that shows an icon is an empty, hidden box; the logo and hero art are drawings.
    const icons = all(document, "svg").filter((svg) => iconOf(svg) !== undefined);
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.filter((icon) => icon.children.length > 0 || icon.getAttribute("aria-hidden") !== "true")).toEqual([]);
    expect(all(document, "symbol, use")).toEqual([]);
  });

  it("the stylesheet holds the icons' sheet once, and a cell of it for every icon", () => {
    const [sheet] = servedFiles("assets").filter((file) => file.endsWith(".css"));
    const css = readFileSync(join(clientDir, sheet!), "utf8");
    // One image for every icon: the browser builds a document for each SVG image it draws.
    expect([...css.matchAll(/[{;]mask-image:(url\("[^"]*"\))/g)].map(([, url]) => url)).toEqual([iconSheetUrl()]);
    const shown = new Set(iconClassesOf(css).values());
    expect((Object.keys(iconSources) as AnyIconName[]).filter((name) => !shown.has(name))).toEqual([]);
  });
});
