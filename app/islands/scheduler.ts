/**
 * The islands' scheduler, a module the page script fetches once the page has painted
 * (islands-module.ts): hydrates each island of the page when its declaration says (protocol.ts
 * `HydrateWhen`), and no sooner. An island that is due gets every module it needs
 * in one round: the page names them (its island-modules block, written by the build from the
 * bundle's manifest), and each is asked for with `modulepreload` at once, so no import waits for
 * the one before it. Nothing is fetched before the page's first paint.
 */
import type { HeaderController } from "../lib/header/controller.ts";
import type { hydrateIsland } from "./runtime.tsx";
import { afterFirstPaint } from "./first-paint.ts";
import { namedModules, preloadModules } from "./module-preload.ts";
import { pendingAction } from "./pending-action.ts";
import {
  islandAttribute,
  islandHydrateAttribute,
  islandPropsFileAttribute,
  pageHydratedAttribute,
  type HydrateWhen,
  type IslandModules,
} from "./protocol.ts";

interface Runtime {
  hydrateIsland: typeof hydrateIsland;
}

/** How near the view a `visible` island hydrates: within half a screen. */
const visibleMargin = "50% 0px";

const intentEvents = ["pointerdown", "focusin", "keydown"] as const;

export function scheduleIslands(document: Document, header: HeaderController): void {
  const requested = new Map<Element, Promise<void>>();
  let runtime: Promise<Runtime> | undefined;
  let painted = false;
  const waitingForPaint: (() => void)[] = [];

  afterFirstPaint(() => {
    painted = true;
    for (const run of waitingForPaint.splice(0)) run();
  });
  const whenPainted = () =>
    painted ? Promise.resolve() : new Promise<void>((resolve) => waitingForPaint.push(resolve));

  let named: IslandModules | undefined;
  const modules = () => (named ??= namedModules(document));

  const propsFiles = new Map<string, Promise<object>>();
  /** The island's props from the file the page names for them, fetched once; none otherwise. */
  function propsOf(root: Element): Promise<object> | undefined {
    const file = root.getAttribute(islandPropsFileAttribute);
    if (!file) return undefined;
    let props = propsFiles.get(file);
    if (!props) {
      props = fetch(file).then((response) => {
        if (!response.ok) throw new Error(`${file}: ${response.status}`);
        return response.json() as Promise<object>;
      });
      propsFiles.set(file, props);
      props.catch(() => propsFiles.delete(file));
    }
    return props;
  }

  /** Asks for every module the island needs, and its props' file if any, all at once. */
  function preload(root: Element): void {
    const { entry, islands } = modules();
    preloadModules(document, [...entry, ...(islands[root.getAttribute(islandAttribute) ?? ""] ?? [])]);
    void propsOf(root)?.catch(() => undefined);
  }

  function hydrate(root: Element, intentAt: number | null = null): Promise<void> {
    let hydrated = requested.get(root);
    if (!hydrated) {
      hydrated = whenPainted().then(async () => {
        preload(root);
        const [entry] = modules().entry;
        if (!entry) throw new Error("The page names no islands runtime");
        runtime ??= import(/* @vite-ignore */ entry) as Promise<Runtime>;
        const [{ hydrateIsland }, props] = await Promise.all([runtime, propsOf(root)]);
        await hydrateIsland(root as HTMLElement, { header, intentAt }, props);
      });
      requested.set(root, hydrated);
      // A module that could not be fetched (the connection dropped): the island's next trigger
      // asks again (the chat's reopening, say) rather than keep the failure.
      hydrated.catch(() => {
        requested.delete(root);
        runtime = undefined;
      });
    }
    return hydrated;
  }

  /** A press on a button, or a form sent, inside an island still on its way: replayed once it is in. */
  function holdUntilHydrated(event: Event): void {
    const action = pendingAction(event);
    if (!action) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void hydrate(action.root, Date.now()).then(action.replay);
  }

  function schedule(): void {
    // What hydrates without the visitor; the page is marked hydrated once all of it has.
    const dueAtLoad: Promise<void>[] = [];
    // Each `visible` island's first sighting, which says whether it is in view at load.
    const sighted = new Map<Element, (inView: boolean) => void>();
    const visible = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          const root = target.parentElement;
          if (isIntersecting && root) {
            visible.unobserve(target);
            void hydrate(root);
          }
          sighted.get(target)?.(isIntersecting);
          sighted.delete(target);
        }
      },
      { rootMargin: visibleMargin },
    );

    for (const root of document.querySelectorAll(`[${islandAttribute}]`)) {
      const when = root.getAttribute(islandHydrateAttribute) as HydrateWhen;
      if (when === "load") dueAtLoad.push(hydrate(root));
      // The root itself has no box (display: contents): its content is what comes into view.
      const content = root.firstElementChild;
      if (when === "visible" && content) {
        dueAtLoad.push(
          new Promise<boolean>((resolve) => sighted.set(content, resolve)).then((inView) =>
            inView ? hydrate(root) : undefined,
          ),
        );
        visible.observe(content);
      }
      if (when === "interaction" || when === "visible") {
        for (const type of intentEvents) {
          root.addEventListener(type, () => void hydrate(root, Date.now()), { once: true, passive: true });
        }
        root.addEventListener("pointerenter", () => void whenPainted().then(() => preload(root)), { once: true });
      }
      if (when === "opened") {
        if (header.chatBefore !== "unused") dueAtLoad.push(hydrate(root));
        const opened = () => {
          if (header.getState().chat.open) void hydrate(root, Date.now());
        };
        opened();
        header.subscribe(opened);
        // Reaching for what opens it (a pointer over the launcher, or focus on it) fetches its modules.
        const opener = content?.id ? document.querySelector(`[aria-controls="${content.id}"]`) : null;
        for (const type of ["pointerenter", "focusin"] as const) {
          opener?.addEventListener(type, () => void whenPainted().then(() => preload(root)), { once: true });
        }
      }
    }
    void Promise.all(dueAtLoad).then(() => document.documentElement.setAttribute(pageHydratedAttribute, ""));
  }

  document.addEventListener("click", holdUntilHydrated, true);
  document.addEventListener("submit", holdUntilHydrated, true);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", schedule);
  else schedule();
}
