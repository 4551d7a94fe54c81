/**
 * The icons' drawings as SVG symbols, one per icon name, from lucide's icon data. postbuild.ts puts
 * the symbols a page uses at the top of that page (build-steps.ts, `inlineIconSprite`), where icons
 * reference them as <use href="#icon-name">: no icon costs JavaScript or a request.
 */
import { filledIcons, iconSources, iconSymbolId, type AnyIconName } from "../app/components/ui/icon-sources.ts";

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
  return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24" fill="${fill}" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${shapes}</symbol>`;
}

/** Every icon's symbol, by icon name. */
export async function iconSymbols(): Promise<Map<string, string>> {
  const entries = Object.entries(iconSources) as [AnyIconName, string][];
  return new Map(
    await Promise.all(entries.map(async ([name, source]) => [name, await symbolFor(name, source)] as const)),
  );
}
