import { useCallback, useRef, useSyncExternalStore } from "react";

/** The part of the page the visitor sees, in CSS pixels from the top of the layout viewport. */
export interface ViewportBox {
  top: number;
  height: number;
}

/**
 * The visual viewport while `active`, or null (inactive, or a browser without the API).
 *
 * When a phone's on-screen keyboard opens, the visual viewport shrinks (and may scroll) while the
 * layout viewport, which `position: fixed` and `100dvh` measure, keeps its size in iOS Safari and,
 * by default, in Chrome for Android: a sheet sized by CSS alone ends behind the keyboard. Chromium's
 * `interactive-widget=resizes-content` viewport setting would shrink the layout viewport instead,
 * but Safari and Firefox ignore it and it would change every page, so the sheet follows this box.
 */
export function useVisualViewport(active: boolean): ViewportBox | null {
  // The last box read, so an unchanged viewport gives the same object and no render.
  const last = useRef<ViewportBox | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const viewport = window.visualViewport;
      if (!active || !viewport) return () => {};
      viewport.addEventListener("resize", onChange);
      viewport.addEventListener("scroll", onChange);
      return () => {
        viewport.removeEventListener("resize", onChange);
        viewport.removeEventListener("scroll", onChange);
      };
    },
    [active],
  );
  const read = useCallback((): ViewportBox | null => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return (last.current = null);
    const { offsetTop: top, height } = viewport;
    if (last.current?.top !== top || last.current.height !== height) last.current = { top, height };
    return last.current;
  }, [active]);
  return useSyncExternalStore(subscribe, read, () => null);
}
