import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  islandAttribute,
  islandIdPrefix,
  islandPropsAttribute,
  type IslandName,
  type IslandProps,
} from "./island-props.ts";
import { islandRoot } from "./Island.css.ts";

/**
 * Prerenders an interactive part of a page as its own React root, which app/islands/hydrate.tsx
 * hydrates in the browser with the same props. Rendering it apart from the page (rather than
 * inline) gives it the same tree the browser builds, so the ids React and react-aria generate with
 * useId match on both sides; the island's name prefixes them, so they stay unique on the page.
 */
export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
}: {
  name: Name;
  component: ComponentType<IslandProps[Name]>;
  props: IslandProps[Name];
}) {
  const html = renderToString(<Component {...props} />, { identifierPrefix: islandIdPrefix(name) });
  return (
    <div
      className={islandRoot}
      {...{ [islandAttribute]: name, [islandPropsAttribute]: JSON.stringify(props) }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
