/**
 * Part of the page script (page-script.ts): loads the islands' scheduler (islands-module.ts), a
 * module the build emits on its own, once the page has painted, and covers for it until it has
 * arrived. A press on an island's button or a form sent in one is held for it (the browser would
 * otherwise send the form itself); the chat opened meanwhile asks for its modules at once, beside
 * the scheduler, so that they come in one round (decision 0012).
 */
import type { HeaderController } from "../lib/header/controller.ts";
import { afterFirstPaint } from "./first-paint.ts";
import { namedModules, preloadModules } from "./module-preload.ts";
import { pendingAction, type PendingAction } from "./pending-action.ts";
import type { startIslands } from "./islands-module.ts";

/** The chat's island: opened before the scheduler is in, its modules are asked for at once. */
const chatIsland = "ChatIsland";

export function loadIslands(document: Document, header: HeaderController, scheduler: string): void {
  const held: PendingAction[] = [];
  let painted = false;
  let loading: Promise<void> | undefined;

  /** Imports the scheduler, once it has painted; a failed import is tried again at the next need. */
  const load = () => {
    if (!painted) return;
    loading ??= (import(/* @vite-ignore */ scheduler) as Promise<{ startIslands: typeof startIslands }>).then(
      (module) => {
        document.removeEventListener("click", hold, true);
        document.removeEventListener("submit", hold, true);
        stopWatching();
        module.startIslands(document, header, held);
      },
      () => {
        loading = undefined;
      },
    );
  };

  function hold(event: Event): void {
    const action = pendingAction(event);
    if (!action) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(action);
    load();
  }
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);

  const preloadChat = () => {
    if (!header.getState().chat.open && header.chatBefore === "unused") return;
    if (!painted) return;
    const { entry, islands } = namedModules(document);
    preloadModules(document, [scheduler, ...entry, ...(islands[chatIsland] ?? [])]);
    load();
  };
  const stopWatching = header.subscribe(preloadChat);

  afterFirstPaint(() => {
    painted = true;
    preloadChat();
    load();
  });
}
