/**
 * `node pipeline/brand-font.ts`: writes the brand typeface the site serves from its own origin,
 * public/fonts/manrope-subset.woff2, and its licence beside it. The source is Manrope's variable
 * font in its Latin subset (SIL Open Font License 1.1, from @fontsource-variable/manrope); this cuts
 * it to what the pages draw (decision 0014), with harfbuzz through subset-font:
 * - the characters of `brandFont.characters`, the ones the copy uses (tests/pages/identity.test.ts
 *   fails when a page shows one the file lacks);
 * - the weights the styles use, 400 to 800 on the variable axis;
 * - kerning, the one layout feature default text needs (the ligature and alternate glyphs go), and
 *   no hinting (browsers that rasterise WOFF2 do not use it).
 * The file is committed; run this again after updating the package or `brandFont`.
 */
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { brandFont } from "../app/styles/theme-values.ts";

const source = await readFile(
  fileURLToPath(import.meta.resolve("@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2")),
);
const subset = await subsetFont(source, brandFont.characters, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: brandFont.weights.min, max: brandFont.weights.max } },
  keepFeatures: ["kern"],
  noHinting: true,
});
await mkdir("public/fonts", { recursive: true });
await writeFile(`public${brandFont.file}`, subset);
await copyFile(
  fileURLToPath(import.meta.resolve("@fontsource-variable/manrope/LICENSE")),
  "public/fonts/manrope-LICENSE.txt",
);
console.log(`public${brandFont.file}: ${subset.length} bytes (${source.length} before subsetting)`);
