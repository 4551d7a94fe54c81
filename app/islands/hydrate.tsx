import { StrictMode, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandAttribute, islandIdPrefix, islandPropsAttribute, type IslandName } from "./island-props.ts";
import { islandLoaders } from "./registry.ts";

/** Resolves once the island's first render has committed: its handlers are attached from then on. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

async function hydrateIsland(root: HTMLElement): Promise<void> {
  const name = root.getAttribute(islandAttribute) as IslandName;
  const load = islandLoaders[name] as (() => Promise<ComponentType<object>>) | undefined;
  if (!load) throw new Error(`No island is registered as "${name}"`);
  const props = JSON.parse(root.getAttribute(islandPropsAttribute) ?? "{}") as object;
  const Component = await load();
  await new Promise<void>((resolve) => {
    hydrateRoot(
      root,
      <StrictMode>
        <Hydrated onHydrated={resolve}>
          <Component {...props} />
        </Hydrated>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(name) },
    );
  });
}

/**
 * Hydrates every island on the page, and marks the document once all have (tests that must not race
 * hydration wait for `data-hydrated`). From the first hydrateRoot call React owns the events inside
 * the islands (a click arriving while one hydrates is replayed after), so the early controls script
 * (app/lib/early-controls.ts) stands aside.
 */
export async function hydrateIslands(): Promise<void> {
  document.documentElement.setAttribute("data-react-owns-events", "");
  const roots = Array.from(document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`));
  await Promise.all(roots.map(hydrateIsland));
  document.documentElement.dataset.hydrated = "true";
}
