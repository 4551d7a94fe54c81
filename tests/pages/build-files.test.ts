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
import { all, assertBuilt, clientDir, loadNotFoundPage, loadPage } from "./prerendered.ts";

beforeAll(assertBuilt);

/** Files under a folder of build/client, as site paths ("/assets/root-abc.js"). */
function servedFiles(folder: string): string[] {
  return readdirSync(join(clientDir, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
}

/** Files that can reference others: pages, their data, scripts and stylesheets (not _headers). */
const referrerExtensions = [".html", ".data", ".js", ".css", ".webmanifest"];

describe("build/client", () => {
  it("holds no orphan asset or image: each is referenced by a page, a script, a stylesheet or page data", () => {
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

  it.each([...siteRoutes.map((route) => route.path), notFoundPrerenderPath])("%s preloads no image", (path) => {
    const page = path === notFoundPrerenderPath ? loadNotFoundPage() : loadPage(path);
    expect(all(page.document.head, 'link[rel="preload"][as="image"]').map((link) => link.getAttribute("href"))).toEqual(
      [],
    );
  });
});
