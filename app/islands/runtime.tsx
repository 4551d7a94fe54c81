import { StrictMode, useLayoutEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandContext, type IslandContextValue } from "../lib/island-context.ts";
import { islands, type IslandName } from "./declarations.ts";
import { islandAttribute, islandHydratedAttribute, islandIdPrefix, islandPropsAttribute } from "./protocol.ts";

/** Calls `onCommit` once the island's first render is in the page, before the browser paints it. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island (its root, from the page script's scheduler, app/islands/scheduler.ts) and
 * resolves once its first render is in the page. The islands get the header's controller, and when
 * the visitor's first interaction with them was (app/lib/island-context.ts).
 */
export async function hydrateIsland(
  root: HTMLElement,
  context: IslandContextValue,
  /** The island's props, when the page names a file for them (the scheduler fetched it). */
  givenProps?: object,
): Promise<void> {
  const name = root.getAttribute(islandAttribute) as IslandName;
  const declaration = islands[name];
  if (!declaration) throw new Error(`No island is declared as "${name}"`);
  const props = givenProps ?? (JSON.parse(root.getAttribute(islandPropsAttribute) ?? "{}") as object);
  const Component = (await declaration.load()) as ComponentType<object>;
  await new Promise<void>((resolve) =>
    hydrateRoot(
      root,
      <StrictMode>
        <IslandContext.Provider value={context}>
          <Committed onCommit={resolve}>
            <Component {...props} />
          </Committed>
        </IslandContext.Provider>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(name) },
    ),
  );
  root.setAttribute(islandHydratedAttribute, "");
}
