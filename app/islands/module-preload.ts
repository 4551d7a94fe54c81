/**
 * The modules the page names for its islands (the island-modules block the build writes), and
 * asking for them with `modulepreload`, all at once. Used by the page script (for the chat opened
 * before the islands' scheduler has arrived) and by the scheduler.
 */
import { islandModulesId, type IslandModules } from "./protocol.ts";

/** The page's island-modules block; none on a page without islands. */
export function namedModules(document: Document): IslandModules {
  const block = document.getElementById(islandModulesId)?.textContent;
  return block ? (JSON.parse(block) as IslandModules) : { entry: [], islands: {} };
}

/** Asks for each module not asked for yet (by either script), all at once. */
export function preloadModules(document: Document, urls: readonly string[]): void {
  const asked = new Set(
    Array.from(document.head.querySelectorAll("link[rel=modulepreload]"), (link) => link.getAttribute("href")),
  );
  for (const url of urls) {
    if (asked.has(url)) continue;
    asked.add(url);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    document.head.append(link);
  }
}
