/**
 * How an island is marked in the prerendered page, read by the page script that schedules it
 * (scheduler.ts, in the inline script) and the runtime that hydrates it (runtime.tsx): one place for
 * the attributes and the module list both sides rely on.
 */

/**
 * When an island hydrates, from the visitor's point of view:
 * - `load`: after the page's first paint;
 * - `visible`: when it comes within half a screen of the view;
 * - `interaction`: on the visitor's first press, key or focus inside it (a press on one of its
 *   buttons, or a form sent, before it has hydrated is held and replayed once it has);
 * - `opened`: when the visitor opens it from the header (the chat, from its launcher), or at load
 *   on a page after one where the visitor used it.
 * Whatever the trigger, nothing is fetched before the first paint (decision 0010), and what the
 * island needs is fetched in one round (decision 0012).
 */
export type HydrateWhen = "load" | "visible" | "interaction" | "opened";

/** The island's root: its name, its props as JSON, and when it hydrates. */
export const islandAttribute = "data-island";
export const islandPropsAttribute = "data-island-props";
/**
 * Instead of `data-island-props`: the address of a JSON file with the island's props, for props
 * too large to carry in every copy of the page (pipeline/postbuild.ts moves them out; the scheduler
 * fetches the file with the island's modules, in the same round).
 */
export const islandPropsFileAttribute = "data-island-props-file";
export const islandHydrateAttribute = "data-island-hydrate";
/** Set on an island's root once it has hydrated. */
export const islandHydratedAttribute = "data-island-hydrated";
/** Set on <html> once every island due without the visitor (at load, or in view at load) has hydrated. */
export const pageHydratedAttribute = "data-hydrated";

/**
 * The page's JSON block naming every module its islands need, which the build writes from the
 * bundle's manifest (pipeline/postbuild.ts): `entry` is the islands runtime (the first URL, what the
 * page script imports) with everything it imports; `islands` what each island of the page adds.
 */
export const islandModulesId = "island-modules";

/** On the page script's element: the address of the islands' scheduler module (islands-module.ts). */
export const islandsScriptAttribute = "data-islands";

export interface IslandModules {
  entry: string[];
  islands: Record<string, string[]>;
}

/** The prefix of every id React generates inside an island, on the server and in the browser. */
export function islandIdPrefix(name: string): string {
  return `${name}-`;
}
