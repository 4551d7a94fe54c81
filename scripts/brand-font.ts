/**
 * `node scripts/brand-font.ts`: copies the brand typeface into public/fonts, where the site serves
 * it from its own origin. The file is Manrope's variable font (weights 200 to 800, SIL Open Font
 * License 1.1, from @fontsource-variable/manrope) in its Latin subset: Basic Latin, Latin-1 (× and
 * the accented letters) and General Punctuation (’ – — • …), which is every character the copy uses.
 * The file is committed; run this again after updating the package.
 */
import { copyFile, mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(import.meta.resolve("@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2"));
await mkdir("public/fonts", { recursive: true });
await copyFile(source, "public/fonts/manrope-latin-wght.woff2");
await copyFile(
  fileURLToPath(import.meta.resolve("@fontsource-variable/manrope/LICENSE")),
  "public/fonts/manrope-LICENSE.txt",
);
console.log("public/fonts/manrope-latin-wght.woff2");
