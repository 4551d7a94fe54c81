/**
 * What a carousel needs from a browser that happy-dom lacks, for the carousel tests
 * (carousel.test.tsx, spoken-carousel.test.tsx): a layout, the viewport's observer saying when it
 * nears the screen, and the reduced-motion preference. The real embla engine runs on top.
 */
import { act, waitFor } from "@testing-library/react";
import { expect, vi } from "vitest";

const width = 320;

/**
 * Lays the carousel out as a browser would: one slide per view, side by side, no gaps (embla reads
 * the slides' margins from their computed style, which has no stylesheet here).
 */
export function layOutCarousel(region: HTMLElement): void {
  const set = (element: Element, values: Record<string, number>) => {
    for (const [name, value] of Object.entries(values)) Object.defineProperty(element, name, { value });
  };
  const slides = [...region.querySelectorAll('[aria-roledescription="slide"]')];
  const viewport = slides[0]!.parentElement!.parentElement!;
  set(viewport, { offsetWidth: width, offsetHeight: 200, offsetLeft: 0, offsetTop: 0 });
  set(viewport.firstElementChild!, { offsetWidth: width, offsetHeight: 200, offsetLeft: 0, offsetTop: 0 });
  for (const [index, slide] of slides.entries()) {
    set(slide, { offsetWidth: width, offsetHeight: 200, offsetLeft: index * width, offsetTop: 0 });
    (slide as HTMLElement).style.margin = "0px";
  }
}

/** The viewport's observer: the carousel's engine loads when it nears the screen. */
let nearTheScreen: () => void = () => {
  throw new Error("stubIntersectionObserver() first");
};

/** Stands in for IntersectionObserver; `engineArrival` then says the carousel is near the screen. */
export function stubIntersectionObserver(): void {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        nearTheScreen = () =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      disconnect() {}
    },
  );
}

/** The visitor's motion preference, as `matchMedia` reports it. */
export function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/**
 * Brings the carousel near the screen and waits until its engine is in: embla has placed the slides
 * (its first act, a transform on their container) and React has run what the component does then.
 */
export async function engineArrival(region: HTMLElement): Promise<void> {
  act(() => nearTheScreen());
  const track = region.querySelector('[aria-roledescription="slide"]')!.parentElement!;
  await waitFor(() => expect(track.style.transform).not.toBe(""));
  await act(async () => {});
}
