/**
 * The islands' scheduler as a module of its own, which the page script imports once the page has
 * painted (island-loader.ts): what no visitor needs before the first paint stays out of the
 * inline script every page carries (decision 0014). It takes over the actions the page script
 * held meanwhile, and links the web manifest.
 */
import type { HeaderController } from "../lib/header/controller.ts";
import { linkWebManifest } from "../lib/web-manifest.ts";
import type { PendingAction } from "./pending-action.ts";
import { scheduleIslands } from "./scheduler.ts";

export function startIslands(document: Document, header: HeaderController, held: readonly PendingAction[]): void {
  scheduleIslands(document, header);
  // Pressed or sent again, now that the scheduler holds them until their island has hydrated.
  for (const action of held) action.replay();
  linkWebManifest();
}
