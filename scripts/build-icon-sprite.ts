/**
 * Writes public/icons.svg: one <symbol> per icon name, drawn from lucide's icon data. Pages
 * reference symbols with <use href="/icons.svg#name">, so no icon code ships as JavaScript.
 */
import { writeFile } from "node:fs/promises";
import { filledIcons, iconSources, type AnyIconName } from "../app/components/ui/icon-sources.ts";

type IconNode = [tag: string, attributes: Record<string, string>][];

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

async function symbolFor(name: AnyIconName, lucideName: string): Promise<string> {
  const module = (await import(`lucide-react/icons/${lucideName}`)) as { __iconData: { node: IconNode } };
  const shapes = module.__iconData.node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}="${escapeAttribute(String(value))}"`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    })
    .join("");
  const fill = filledIcons.has(name) ? "currentColor" : "none";
  return `<symbol id="${name}" viewBox="0 0 24 24" fill="${fill}" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${shapes}</symbol>`;
}

const entries = Object.entries(iconSources) as [AnyIconName, string][];
const symbols = await Promise.all(entries.map(([name, source]) => symbolFor(name, source)));
const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
await writeFile(new URL("../public/icons.svg", import.meta.url), sprite);
console.log(`icons.svg: ${entries.length} icons, ${sprite.length} bytes`);
