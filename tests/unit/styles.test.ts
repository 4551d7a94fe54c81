/**
 * The style guide's rules for app/, checked over the source: colours come only from the theme,
 * breakpoints only through the responsive helper, and a component's styles sit beside it in a
 * file of the same name and reach no element another component renders.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const appFiles = sourceFiles("app");
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** Lines of `files` matching `pattern`, as "path:line: text". */
function linesMatching(files: string[], pattern: RegExp): string[] {
  return files.flatMap((path) =>
    read(path)
      .split("\n")
      .flatMap((line, index) => (pattern.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe("styles", () => {
  it("name colours only in the theme's values", () => {
    const elsewhere = appFiles.filter((path) => path !== "app/styles/theme-values.ts");
    expect(linesMatching(elsewhere, /#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(/)).toEqual([]);
  });

  it("write media queries only in the responsive helper", () => {
    const elsewhere = appFiles.filter((path) => path !== "app/styles/responsive.ts");
    expect(linesMatching(elsewhere, /@media|min-width:|max-width:/)).toEqual([]);
  });

  it("sit beside their component: every X.css.ts in app/components has its X.tsx", () => {
    const sheets = appFiles.filter((path) => path.startsWith("app/components/") && path.endsWith(".css.ts"));
    expect(sheets.length).toBeGreaterThan(0);
    const alone = sheets.filter((sheet) => !appFiles.includes(sheet.replace(/\.css\.ts$/, ".tsx")));
    expect(alone).toEqual([]);
  });

  it("in components, style only the elements the component renders: no global or descendant rules", () => {
    const components = appFiles.filter((path) => path.startsWith("app/components/"));
    expect(linesMatching(components, /globalStyle\(/)).toEqual([]);
  });
});
