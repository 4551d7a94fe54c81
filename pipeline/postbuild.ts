/**
 * Finishes the prerendered site in build/client:
 * - the catch-all page becomes 404.html, which wrangler serves with status 404 for unknown paths;
 * - each page gets in its head the modules each of its islands needs, from the bundle's manifest, so
 *   that the page script fetches them in one round; an island's props too large to repeat in the
 *   page go to a JSON file of their own, fetched in that round;
 * - scripts no page loads are deleted: React Router's client manifest, its route modules and what
 *   only they import (pages hydrate islands, app/islands), and the route data files its client
 *   router would fetch;
 * - _headers gets the security headers, a per-page CSP hashing that page's inline scripts, and a
 *   one-year immutable cache for each built asset by name (never for a missing one);
 * - sitemap.xml, robots.txt, /.well-known/security.txt and site.webmanifest are generated from the
 *   route model and the company's facts (site-files.ts).
 */
import { mkdir, readFile, rm, writeFile, rename, readdir } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { siteRoutes } from "../content/routes.ts";
import { notFoundPrerenderPath } from "../app/not-found-path.ts";
import { baseSecurityHeaders, pageContentSecurityPolicy } from "../app/shared/security-headers.ts";
import { islands } from "../app/islands/declarations.ts";
import { islandModulesId, islandPropsAttribute, islandPropsFileAttribute } from "../app/islands/protocol.ts";
import {
  assetCacheRules,
  externalIslandProps,
  headerBlock,
  headersFile,
  inlineIslandModules,
  inlineScriptHashes,
  islandModuleLists,
  unreachableFiles,
  type BundleManifest,
} from "./build-steps.ts";
import { robotsTxt, securityTxt, securityTxtPath, sitemapXml, webManifest } from "./site-files.ts";

const clientDir = new URL("../build/client/", import.meta.url).pathname;

function htmlFileFor(path: string): string {
  return path === "/" ? join(clientDir, "index.html") : join(clientDir, path, "index.html");
}

// The bundle's manifest says which files each island's modules are in; no page serves it.
const manifestDir = join(clientDir, ".vite");
const manifest = JSON.parse(await readFile(join(manifestDir, "manifest.json"), "utf8")) as BundleManifest;
const modules = islandModuleLists(manifest, "app/entry.client.tsx", Object.keys(islands));
await rm(manifestDir, { recursive: true, force: true });

/**
 * Puts the page's islands' modules in it, moves large island props to files of their own, and
 * returns its content security policy.
 */
async function finishPage(file: string): Promise<string> {
  const withModules = inlineIslandModules(await readFile(file, "utf8"), modules, islandModulesId);
  const { html, files } = externalIslandProps(withModules, {
    props: islandPropsAttribute,
    file: islandPropsFileAttribute,
  });
  for (const [name, json] of files) await writeFile(join(clientDir, "assets", name), json);
  await writeFile(file, html);
  return pageContentSecurityPolicy(inlineScriptHashes(html));
}

/** Files under build/client, relative to it, with "/" separators. */
async function filesUnder(folder: string): Promise<string[]> {
  return (await readdir(join(clientDir, folder), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

// 1. The not-found page.
const notFoundDir = join(clientDir, notFoundPrerenderPath);
await rename(join(notFoundDir, "index.html"), join(clientDir, "404.html"));
await rm(notFoundDir, { recursive: true, force: true });
await rm(join(clientDir, `${notFoundPrerenderPath}.data`), { force: true });
await rm(join(clientDir, "__spa-fallback.html"), { force: true });

// 2. Every page with its islands' modules, and its policy.
const notFoundPolicy = await finishPage(join(clientDir, "404.html"));
const pagePolicies = new Map<string, string>();
for (const route of siteRoutes) pagePolicies.set(route.path, await finishPage(htmlFileFor(route.path)));

// 3. Only what pages load: no router data, no script that no page reaches.
const everything = await filesUnder(".");
await Promise.all(everything.filter((file) => file.endsWith(".data")).map((file) => rm(join(clientDir, file))));
const scripts = new Map<string, string>();
for (const file of everything.filter((name) => name.startsWith("assets/") && name.endsWith(".js"))) {
  scripts.set(file.slice("assets/".length), await readFile(join(clientDir, file), "utf8"));
}
const starts = await Promise.all(
  everything.filter((file) => /\.(html|css)$/.test(file)).map((file) => readFile(join(clientDir, file), "utf8")),
);
const unloaded = unreachableFiles(scripts, starts);
await Promise.all(unloaded.map((name) => rm(join(clientDir, "assets", name))));

// 4. The headers. Rules apply in file order: "/*" covers every response, including 404s; each page
// rule then replaces the CSP with its own. Each built asset gets the long cache by its exact name,
// so a request for a missing asset (answered 404) is not cached for a year.
const assetNames = (await filesUnder("assets")).map((file) => file.slice("assets/".length)).sort();
const blocks = [
  headerBlock("/*", { ...baseSecurityHeaders, "Content-Security-Policy": notFoundPolicy }),
  ...assetCacheRules(assetNames),
];
for (const [path, policy] of pagePolicies) {
  blocks.push(headerBlock(path, { "Content-Security-Policy": policy }, ["Content-Security-Policy"]));
}
await writeFile(join(clientDir, "_headers"), headersFile(blocks));

// 5. Files built from the route model and the company's facts.
const securityTxtFile = join(clientDir, securityTxtPath);
await mkdir(dirname(securityTxtFile), { recursive: true });
await writeFile(securityTxtFile, securityTxt(new Date()));
await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(siteRoutes));
await writeFile(join(clientDir, "robots.txt"), robotsTxt());
await writeFile(join(clientDir, "site.webmanifest"), `${JSON.stringify(webManifest(), null, 2)}\n`);

const pageCount = (await readdir(clientDir, { recursive: true })).filter((name) => name.endsWith("index.html")).length;
console.log(
  `postbuild: ${pageCount} pages, 404.html, _headers (${blocks.length} of at most 100 rules: ` +
    `${assetNames.length} assets, ${siteRoutes.length} pages), sitemap.xml, robots.txt, security.txt, site.webmanifest; ` +
    `deleted ${unloaded.length} scripts no page loads (${unloaded.join(", ")})`,
);
