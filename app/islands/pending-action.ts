/**
 * A press on a button, or a form sent, inside an island whose code has not arrived yet: it must
 * wait for the island and then happen again, or a form would be sent by the browser itself. Both
 * the page script (before the islands' scheduler has arrived) and the scheduler hold such actions.
 */
import { islandAttribute, islandHydrateAttribute, islandHydratedAttribute, type HydrateWhen } from "./protocol.ts";

export interface PendingAction {
  /** The island's root. */
  root: Element;
  /** Does the action again: the button pressed, the form sent. */
  replay: () => void;
}

/** The action `event` is, if it must wait for its island; null otherwise. */
export function pendingAction(event: Event): PendingAction | null {
  const target = event.target instanceof Element ? event.target : null;
  const root = target?.closest(`[${islandAttribute}]`);
  const when = root?.getAttribute(islandHydrateAttribute) as HydrateWhen | undefined;
  if (
    !root ||
    !target ||
    root.hasAttribute(islandHydratedAttribute) ||
    (when !== "visible" && when !== "interaction")
  ) {
    return null;
  }
  const button = event.type === "click" ? target.closest("button") : null;
  const form = event.type === "submit" ? (target as HTMLFormElement) : null;
  if (button) return { root, replay: () => button.click() };
  if (form) return { root, replay: () => form.requestSubmit() };
  return null;
}
