import { useEffect, useState, type RefObject } from "react";
import type { EmblaCarouselType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";

export interface LazyEmbla {
  embla: EmblaCarouselType;
  autoplay: AutoplayType;
}

/**
 * Starts embla on the viewport once the carousel comes near the screen. The carousel code is
 * fetched only then, so a page whose carousels sit below the fold loads none of it up front.
 */
export function useLazyEmbla(
  rootRef: RefObject<HTMLElement | null>,
  viewportRef: RefObject<HTMLElement | null>,
  delayMs: number,
): LazyEmbla | null {
  const [carousel, setCarousel] = useState<LazyEmbla | null>(null);

  useEffect(() => {
    const root = rootRef.current;
    const viewport = viewportRef.current;
    if (!root || !viewport) return;
    let cancelled = false;
    let embla: EmblaCarouselType | undefined;

    async function start() {
      observer.disconnect();
      const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
        import("embla-carousel"),
        import("embla-carousel-autoplay"),
      ]);
      if (cancelled || !viewport) return;
      // Autoplay starts only when the component says so (reduced motion, visitor choices).
      const autoplay = Autoplay({ delay: delayMs, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: true });
      embla = EmblaCarousel(viewport, { loop: true, align: "start" }, [autoplay]);
      setCarousel({ embla, autoplay });
    }

    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void start();
      },
      { rootMargin: "200px" },
    );
    observer.observe(root);

    return () => {
      cancelled = true;
      observer.disconnect();
      embla?.destroy();
      setCarousel(null);
    };
  }, [rootRef, viewportRef, delayMs]);

  return carousel;
}
