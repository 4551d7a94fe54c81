/**
 * What a screen reader says, for the spoken-output tests: @guidepup/virtual-screen-reader walks the
 * accessibility tree of the DOM under test as a screen reader does (virtual cursor, focus changes,
 * live regions) and records its phrases. Each test writes the phrases it expects as an array and
 * compares them with `expectSpoken`, which names the component and the first phrase that differs.
 *
 * The component suite has no stylesheet: what only CSS hides (the launcher's other label, the
 * breach path's second place) is heard here, so those are heard in the browser instead
 * (tests/e2e/spoken.spec.ts). What attributes hide (`hidden`, `aria-hidden`) is hidden here too.
 */
import { virtual } from "@guidepup/virtual-screen-reader";
import { act } from "@testing-library/react";
import { expect } from "vitest";
import { compareSpoken } from "../support/spoken-comparison.ts";

export { virtual };

/**
 * Starts listening inside `container` with nothing said yet: phrases from here on are what the
 * visitor hears. Stops any earlier listening first (one virtual screen reader per test). With fake
 * timers, `advanceTimers` moves them for the virtual screen reader's key presses and typing.
 */
export async function listen(container: Element, advanceTimers?: (ms: number) => void): Promise<void> {
  await virtual.stop();
  await virtual.start({ container, ...(advanceTimers ? { advanceTimers } : {}) });
  await virtual.clearSpokenPhraseLog();
}

/** What has been said since `listen` (or the last `forget`), then forgets it. */
export async function heard(): Promise<string[]> {
  // Live regions and focus changes are spoken a microtask after the change.
  await act(async () => {});
  const phrases = [...(await virtual.spokenPhraseLog())];
  await virtual.clearSpokenPhraseLog();
  return phrases;
}

/** Moves focus to `element` as a keyboard visitor's Tab or a component's focus call would. */
export async function focusOn(element: HTMLElement): Promise<void> {
  // Again onto the focused element too, as the virtual cursor may have moved away from it.
  if (document.activeElement === element) await act(async () => element.blur());
  await act(async () => element.focus());
}

/**
 * Moves the virtual cursor on (as Down Arrow in a screen reader's browse mode) until it has said
 * `last`, at most `limit` steps; fails naming `component` if it never does.
 */
export async function readUntil(component: string, last: string, limit = 200): Promise<void> {
  for (let step = 0; step < limit; step++) {
    await virtual.next();
    if ((await virtual.lastSpokenPhrase()) === last) return;
  }
  throw new Error(`${component}: never heard "${last}" reading on`);
}

/**
 * Compares what was heard with what a visitor should hear. On a difference the failure names the
 * component and the first phrase that differs, then shows both lists.
 */
export function expectSpoken(component: string, said: string[], written: string[]): void {
  const { spoken, expected, message } = compareSpoken(component, said, written);
  expect(spoken, message).toEqual(expected);
}
