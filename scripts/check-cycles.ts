/**
 * `npm run check:cycles` (a step of `npm test`): fails on any import cycle among the modules of
 * app/, content/, worker/, scripts/, ops/, pipeline/ and tests/, type imports and dynamic imports included. A cycle
 * means two modules each need the other to be understood; break it by moving what both need into
 * a module below them (as content/schema.ts holds the page types and content/parse-page.ts the
 * parsing). Prints each cycle it finds.
 */
import { parseCircular, parseDependencyTree } from "dpdm";

const roots = [
  "app/**/*.{ts,tsx}",
  "content/**/*.ts",
  "worker/**/*.ts",
  "{scripts,ops,pipeline}/**/*.ts",
  "tests/**/*.{ts,tsx}",
];

/** A cycle as one line, from its first module in sort order, so the same cycle reads the same. */
function cycleLine(modules: string[]): string {
  const start = modules.indexOf([...modules].sort()[0]!);
  return [...modules.slice(start), ...modules.slice(0, start)].join(" -> ");
}

const tree = await parseDependencyTree(roots, { transform: false, skipDynamicImports: false });
const found = [...new Set(parseCircular(tree).map(cycleLine))];

console.log(`Modules: ${Object.keys(tree).length}, import cycles: ${found.length}`);
for (const cycle of found) console.error(`✘ Import cycle: ${cycle}`);
if (found.length > 0) process.exit(1);
