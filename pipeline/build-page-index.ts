/**
 * Writes the page index, content/generated/ (git-ignored; see pipeline/page-index.ts): the imports
 * of every page file, then the route table the parsed pages give. `npm run build` and
 * `npm run typegen` run it first.
 * Usage: node pipeline/build-page-index.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { findPageFiles, generatedDir, pageFilesModule, routesModule } from "./page-index.ts";

const files = findPageFiles();
mkdirSync(generatedDir, { recursive: true });
writeFileSync(`${generatedDir}page-files.ts`, pageFilesModule(files));

// Imported only now: content/pages.ts reads the file just written.
const { pages, routeOf } = await import("../content/pages.ts");
writeFileSync(`${generatedDir}routes.ts`, routesModule(pages.map(routeOf)));

console.log(`page index: ${files.length} page files, ${pages.length} routes -> ${generatedDir}`);
