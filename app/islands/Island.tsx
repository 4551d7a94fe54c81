import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { islands, type IslandName, type IslandProps } from "./declarations.ts";
import { islandAttribute, islandHydrateAttribute, islandIdPrefix, islandPropsAttribute } from "./protocol.ts";
import { islandRoot } from "./Island.css.ts";

/** Every island's component, loaded once when the prerender starts; the browser loads them on demand. */
const components = Object.fromEntries(
  await Promise.all(Object.entries(islands).map(async ([name, declaration]) => [name, await declaration.load()])),
) as Record<IslandName, ComponentType<never>>;

/**
 * Prerenders an interactive part of a page as its own React root, which the page script hydrates
 * in the browser with the same props when the island's declaration says (app/islands/declarations.ts).
 * Rendering it apart from the page (rather than inline) gives it the same tree the browser builds,
 * so the ids React generates with useId match on both sides; the island's name prefixes them, so
 * they stay unique on the page.
 */
export function Island<Name extends IslandName>({ name, props }: { name: Name; props: IslandProps<Name> }) {
  const Component = components[name] as ComponentType<object>;
  const html = renderToString(<Component {...(props as object)} />, { identifierPrefix: islandIdPrefix(name) });
  return (
    <div
      className={islandRoot}
      {...{
        [islandAttribute]: name,
        [islandPropsAttribute]: JSON.stringify(props),
        [islandHydrateAttribute]: islands[name].hydrate,
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
