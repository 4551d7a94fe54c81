/** Pure steps of the post-build pass, kept apart so tests can call them. */
import { createHash } from "node:crypto";

export function sha256(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/** Inline scripts that run: every <script> without src, except data blocks (JSON, JSON-LD). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(sha256(match[2] ?? ""));
  }
  return [...hashes];
}

/**
 * Built files no page can reach: a file is reachable when a page, or a reachable file, names it.
 * `files` maps each candidate's name (as written in references, e.g. "framework-abc.js") to its
 * text; `pages` are the texts everything starts from (the pages and the stylesheet).
 */
export function unreachableFiles(files: Map<string, string>, pages: string[]): string[] {
  const reached = new Set<string>();
  const queue = [...pages];
  for (let text = queue.pop(); text !== undefined; text = queue.pop()) {
    for (const [name, content] of files) {
      if (reached.has(name) || !text.includes(name)) continue;
      reached.add(name);
      queue.push(content);
    }
  }
  return [...files.keys()].filter((name) => !reached.has(name)).sort();
}

/** Props longer than this, as the page carries them, move to a file of their own. */
export const islandPropsInlineLimit = 512;

/**
 * Moves each island's props longer than `islandPropsInlineLimit` out of the page into a JSON file
 * named by its content's hash (app/islands/protocol.ts, `islandPropsFileAttribute`): a carousel's
 * props repeat the slides the page already shows. Returns the page and the files to write, by
 * name under assets/.
 */
export function externalIslandProps(
  html: string,
  attributes: { props: string; file: string },
): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const pattern = new RegExp(`\\s${attributes.props}="([^"]*)"`, "g");
  const page = html.replace(pattern, (attribute: string, escaped: string) => {
    if (escaped.length <= islandPropsInlineLimit) return attribute;
    const json = JSON.stringify(JSON.parse(unescapeAttribute(escaped)));
    const name = `island-props-${createHash("sha256").update(json).digest("base64url").slice(0, 10)}.json`;
    files.set(name, json);
    return ` ${attributes.file}="/assets/${name}"`;
  });
  return { html: page, files };
}

/** An attribute's text as React writes it, unescaped. */
function unescapeAttribute(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** One chunk of the client bundle's manifest (Vite's .vite/manifest.json), as far as postbuild reads it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export type BundleManifest = Record<string, ManifestChunk>;

/** A chunk's file and every file it imports, however deep, as site paths, the chunk's own first. */
function moduleClosure(manifest: BundleManifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    const chunk = manifest[at];
    if (!chunk) throw new Error(`The bundle's manifest has no chunk ${at}`);
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * Every module the islands need, from the bundle's manifest: `entry`, the islands runtime (the
 * client entry, `entrySource`) and what it imports; for each island, what its component's chunk
 * adds to that. An island is found by its name, which is its module's file name
 * (app/islands/declarations.ts).
 */
export function islandModuleLists(
  manifest: BundleManifest,
  entrySource: string,
  islandNames: readonly string[],
): { entry: string[]; islands: Record<string, string[]> } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry && manifest[key]!.src === entrySource);
  if (!entryKey) throw new Error(`The bundle's manifest has no entry ${entrySource}`);
  const entry = moduleClosure(manifest, entryKey);
  const islands: Record<string, string[]> = {};
  for (const name of islandNames) {
    const keys = Object.keys(manifest).filter(
      (key) => manifest[key]!.isDynamicEntry && manifest[key]!.src?.split("/").pop() === `${name}.tsx`,
    );
    if (keys.length !== 1) throw new Error(`Island ${name}: ${keys.length} chunks of a module named ${name}.tsx`);
    islands[name] = moduleClosure(manifest, keys[0]!).filter((file) => !entry.includes(file));
  }
  return { entry, islands };
}

/**
 * Names in the page's head, as a JSON block (app/islands/protocol.ts), every module its islands
 * need: the page script asks for them all at once when an island is due, so none waits for another.
 */
export function inlineIslandModules(
  html: string,
  lists: { entry: string[]; islands: Record<string, string[]> },
  blockId: string,
): string {
  const names = [...new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map((match) => match[1]!))];
  if (names.length === 0) return html;
  const islands = Object.fromEntries(
    names.map((name) => {
      const modules = lists.islands[name];
      if (!modules) throw new Error(`The page has an island ${name} the bundle does not know`);
      return [name, modules];
    }),
  );
  const block = `<script type="application/json" id="${blockId}">${JSON.stringify({ entry: lists.entry, islands })}</script>`;
  return html.replace("</head>", `${block}</head>`);
}

/** One rule of a _headers file; `detach` removes headers an earlier matching rule set. */
export function headerBlock(pattern: string, headers: Record<string, string>, detach: string[] = []): string {
  const lines = [pattern, ...detach.map((name) => `  ! ${name}`)];
  for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  return lines.join("\n");
}

/** Cache header for built assets: their names carry a content hash, so they never change. */
export const immutableCache = "public, max-age=31536000, immutable";

/** Cloudflare applies at most this many rules from a _headers file. */
export const maxHeaderRules = 100;

/**
 * One rule per built asset, naming the file exactly. A wildcard such as /assets/* would also match
 * a missing file, and its 404 would then be cached for a year: a browser that asks for a chunk
 * before a deploy has reached its edge would keep the 404 after the chunk exists. Names are
 * relative to /assets/; one with a pattern character (* or :) would match more than itself.
 */
export function assetCacheRules(assetNames: string[]): string[] {
  return assetNames.map((name) => {
    if (!/^[\w.~-]+(\/[\w.~-]+)*$/.test(name)) throw new Error(`Asset name ${name} cannot be a literal _headers rule`);
    return headerBlock(`/assets/${name}`, { "Cache-Control": immutableCache });
  });
}

/** The _headers file for these rules; fails the build when Cloudflare would ignore some of them. */
export function headersFile(blocks: string[]): string {
  if (blocks.length > maxHeaderRules) {
    throw new Error(`_headers would have ${blocks.length} rules; Cloudflare applies at most ${maxHeaderRules}`);
  }
  return `${blocks.join("\n\n")}\n`;
}
