/**
 * Every page of the site, parsed by the page schema and in route order: what the route loaders,
 * the chat's knowledge index, the build scripts and the tests read. Build time only: it holds all
 * the content, so the browser and the Worker read the route table (routes.ts) instead.
 *
 * Nobody lists the page files by hand: pipeline/build-page-index.ts finds every module of the page
 * folders (pages/, cybersecurity/, hr/, healthcare/) and writes their imports to
 * generated/page-files.ts (`npm run build` and `npm run typegen` run it), so a new page is one new
 * file.
 */
import { z } from "zod";
import { pageFiles } from "./generated/page-files.ts";
import { pageSchema } from "./parse-page.ts";
import {
  notFoundPageSchema,
  type NotFoundPage,
  type Page,
  type PageKind,
  type Section,
  type SiteRoute,
} from "./schema.ts";

/** Route order: the core pages, then each family's pages by their `order`. */
const kindOrder: readonly PageKind[] = ["home", "about", "contact", "services", "cybersecurity", "hr", "healthcare"];

function parse<T>(schema: z.ZodType<T>, file: string, source: unknown): T {
  const result = schema.safeParse(source);
  if (!result.success) throw new Error(`content/${file} is not a valid page:\n${z.prettifyError(result.error)}`);
  return result.data;
}

function isNotFoundPage(source: unknown): boolean {
  return typeof source === "object" && source !== null && "kind" in source && source.kind === "not-found";
}

const files = Object.entries(pageFiles);

export const pages: readonly Page[] = files
  .filter(([, source]) => !isNotFoundPage(source))
  .map(([file, source]) => parse(pageSchema, file, source))
  .sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || a.order - b.order);

/** The page the catch-all route shows; the browser reads its file as written (see its test). */
export const notFoundPage: NotFoundPage = parse(
  notFoundPageSchema,
  "pages/not-found.ts",
  files.find(([, source]) => isNotFoundPage(source))?.[1],
);

for (const [index, page] of pages.entries()) {
  const earlier = pages.slice(0, index);
  if (earlier.some((other) => other.path === page.path)) throw new Error(`Two pages have the path ${page.path}`);
  if (earlier.some((other) => other.kind === page.kind && other.order === page.order)) {
    throw new Error(`Two ${page.kind} pages have order ${page.order}: ${page.path}`);
  }
}

export function findPage(path: string): Page | undefined {
  return pages.find((page) => page.path === path);
}

/** A section of a page, found by its anchor id and checked to be of the expected kind. */
export function pageSection<K extends Section["kind"]>(
  path: string,
  id: string,
  kind: K,
): Extract<Section, { kind: K }> {
  const section = findPage(path)?.sections.find((candidate) => candidate.id === id);
  if (section?.kind !== kind) throw new Error(`No ${kind} section #${id} on ${path}`);
  return section as Extract<Section, { kind: K }>;
}

/** The page's entry in the route model. */
export function routeOf({ kind, path, navLabel, title, description, menu }: Page): SiteRoute {
  return { kind, path, navLabel, title, description, ...(menu ? { menu } : {}) };
}
