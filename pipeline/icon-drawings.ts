/**
 * `node pipeline/icon-drawings.ts`: writes app/components/ui/icon-drawings.ts, the shapes of every
 * icon (`iconSources`) from lucide's icon data, as SVG markup. The stylesheet draws each icon from
 * them (Icon.css.ts): icons cost the pages no markup beyond an empty box, and no request or
 * JavaScript (decision 0014). The file is committed; tests/unit/icons.test.ts fails when it is
 * stale.
 */
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { iconSources, type AnyIconName } from "../app/components/ui/icon-sources.ts";

type IconNode = [tag: string, attributes: Record<string, string>][];

export const drawingsFile = fileURLToPath(new URL("../app/components/ui/icon-drawings.ts", import.meta.url));

/** An icon's shapes as SVG markup with single-quoted attributes, to sit in a CSS string. */
async function shapesOf(lucideName: string): Promise<string> {
  const module = (await import(`lucide-react/icons/${lucideName}`)) as { __iconData: { node: IconNode } };
  return module.__iconData.node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}='${String(value).replace(/&/g, "&amp;").replace(/'/g, "&apos;")}'`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    })
    .join("");
}

/** Every icon's shapes, by icon name. */
export async function iconDrawings(): Promise<Record<AnyIconName, string>> {
  const entries = Object.entries(iconSources) as [AnyIconName, string][];
  return Object.fromEntries(
    await Promise.all(entries.map(async ([name, source]) => [name, await shapesOf(source)] as const)),
  ) as Record<AnyIconName, string>;
}

function moduleText(drawings: Record<AnyIconName, string>): string {
  const lines = Object.entries(drawings).map(
    ([name, shapes]) => `  ${JSON.stringify(name)}:\n    ${JSON.stringify(shapes)},`,
  );
  return [
    "// Written by `node pipeline/icon-drawings.ts` from lucide's icons (icon-sources.ts); do not edit.",
    'import type { AnyIconName } from "./icon-sources.ts";',
    "",
    "/** Each icon's shapes, SVG markup on a 24 x 24 grid, drawn by the stylesheet (Icon.css.ts). */",
    "export const iconDrawings: Record<AnyIconName, string> = {",
    ...lines,
    "};",
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const drawings = await iconDrawings();
  await writeFile(drawingsFile, moduleText(drawings));
  console.log(`${Object.keys(drawings).length} icons -> ${drawingsFile}`);
}
