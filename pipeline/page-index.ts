/**
 * How the page index in content/generated/ is made (pipeline/build-page-index.ts writes it; the
 * content test checks it is current): every module of the page folders is a page file, found on
 * disk, so no list of pages is kept by hand.
 */
import { globSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SiteRoute } from "../content/schema.ts";

export const contentDir = fileURLToPath(new URL("../content/", import.meta.url));
export const generatedDir = `${contentDir}generated/`;

/** The folders whose every module is a page file. */
const pageFolders = ["pages", "cybersecurity", "hr", "healthcare"];

const header = "// Written by pipeline/build-page-index.ts from the page files under content/. Do not edit.\n";

/** Every page file, as a path under content/ ("hr/payroll-management.ts"), sorted. */
export function findPageFiles(): string[] {
  return globSync(`{${pageFolders.join(",")}}/*.ts`, { cwd: contentDir }).sort();
}

/** generated/page-files.ts: imports every page file, for content/pages.ts to parse. */
export function pageFilesModule(files: readonly string[]): string {
  return [
    header,
    ...files.map((file, index) => `import page${index} from "../${file}";`),
    "",
    "/** Every page file's default export, by its path under content/. */",
    "export const pageFiles: Record<string, unknown> = {",
    ...files.map((file, index) => `  "${file}": page${index},`),
    "};",
    "",
  ].join("\n");
}

/**
 * generated/routes.ts: the route table, without the pages' content, for the code that runs in the
 * browser and the Worker (content/routes.ts), which must not bundle every page.
 */
export function routesModule(routes: readonly SiteRoute[]): string {
  return [
    header,
    'import type { SiteRoute } from "../schema.ts";',
    "",
    "/** Every page's route data, in route order. */",
    `export const routeTable: readonly SiteRoute[] = ${JSON.stringify(routes, null, 2)};`,
    "",
  ].join("\n");
}
