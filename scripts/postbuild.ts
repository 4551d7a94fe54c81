/**
 * Finishes the prerendered site in build/client:
 * - the catch-all page becomes 404.html, which wrangler serves with status 404 for unknown paths;
 * - each page's stylesheet moves ahead of its script preloads, so first paint waits on CSS only;
 * - _headers gets the security headers and a per-page CSP hashing that page's inline scripts;
 * - sitemap.xml and robots.txt are generated from the route model.
 */
import { createHash } from "node:crypto";
import { readFile, rm, writeFile, rename, readdir } from "node:fs/promises";
import { join } from "node:path";
import { company } from "../content/company.ts";
import { siteRoutes } from "../content/routes.ts";
import { notFoundPrerenderPath } from "../app/not-found-path.ts";
import {
  baseSecurityHeaders,
  pageContentSecurityPolicy,
  runtimeInjectedStyles,
} from "../app/shared/security-headers.ts";

const clientDir = new URL("../build/client/", import.meta.url).pathname;

function htmlFileFor(path: string): string {
  return path === "/" ? join(clientDir, "index.html") : join(clientDir, path, "index.html");
}

function sha256(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/** Inline scripts that run: every <script> without src, except JSON-LD data blocks. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(sha256(match[2] ?? ""));
  }
  return [...hashes];
}

/** Moves stylesheet links ahead of modulepreload links in the head. */
export function stylesheetsFirst(html: string): string {
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*\/>/g) ?? [];
  if (stylesheets.length === 0) return html;
  let result = html;
  for (const link of stylesheets) result = result.replace(link, "");
  const firstPreload = result.indexOf('<link rel="modulepreload"');
  const insertAt = firstPreload === -1 ? result.indexOf("</head>") : firstPreload;
  return result.slice(0, insertAt) + stylesheets.join("") + result.slice(insertAt);
}

const styleHashes = runtimeInjectedStyles.map(sha256);

function headerBlock(pattern: string, headers: Record<string, string>, detach: string[] = []): string {
  const lines = [pattern, ...detach.map((name) => `  ! ${name}`)];
  for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  return lines.join("\n");
}

async function finishPage(file: string): Promise<string> {
  const html = stylesheetsFirst(await readFile(file, "utf8"));
  await writeFile(file, html);
  return pageContentSecurityPolicy(inlineScriptHashes(html), styleHashes);
}

// 1. The not-found page.
const notFoundDir = join(clientDir, notFoundPrerenderPath);
await rename(join(notFoundDir, "index.html"), join(clientDir, "404.html"));
await rm(notFoundDir, { recursive: true, force: true });
await rm(join(clientDir, `${notFoundPrerenderPath}.data`), { force: true });
await rm(join(clientDir, "__spa-fallback.html"), { force: true });
const notFoundPolicy = await finishPage(join(clientDir, "404.html"));

// 2. Pages and their policies. Rules apply in file order: "/*" covers every response, including
// 404s; each page rule then replaces the CSP with its own.
const blocks = [
  headerBlock("/*", { ...baseSecurityHeaders, "Content-Security-Policy": notFoundPolicy }),
  headerBlock("/assets/*", { "Cache-Control": "public, max-age=31536000, immutable" }),
];
for (const route of siteRoutes) {
  const policy = await finishPage(htmlFileFor(route.path));
  blocks.push(headerBlock(route.path, { "Content-Security-Policy": policy }, ["Content-Security-Policy"]));
}
await writeFile(join(clientDir, "_headers"), `${blocks.join("\n\n")}\n`);

// 3. Sitemap and robots.txt from the route model.
const urls = siteRoutes
  .map((route) => `  <url><loc>${new URL(route.path, company.siteUrl).href.replace(/\/$/, route.path === "/" ? "/" : "")}</loc></url>`)
  .join("\n");
await writeFile(
  join(clientDir, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
await writeFile(
  join(clientDir, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL("/sitemap.xml", company.siteUrl).href}\n`,
);

const pageCount = (await readdir(clientDir, { recursive: true })).filter((name) => name.endsWith("index.html")).length;
console.log(`postbuild: ${pageCount} pages, 404.html, _headers (${blocks.length} rules), sitemap.xml, robots.txt`);
