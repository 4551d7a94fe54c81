import { createContext, useContext } from "react";
import type { HeaderController } from "./header/controller.ts";

/**
 * What an island gets from the page it hydrates in (app/islands/runtime.tsx): the header's
 * controller, whose state the chat shares, and when the visitor's first interaction with the
 * island was (a press, key or focus that made it hydrate), or null when it hydrated without one.
 * Null while the island is prerendered: it then renders its first, untouched state.
 */
export interface IslandContextValue {
  header: HeaderController;
  intentAt: number | null;
}

export const IslandContext = createContext<IslandContextValue | null>(null);

export function useIslandContext(): IslandContextValue | null {
  return useContext(IslandContext);
}
