import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Icon } from "../ui/Icon.tsx";
import useEmblaCarousel from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";
import { Button } from "react-aria-components";
import { useReducedMotion } from "../../lib/use-reduced-motion.ts";
import { controlButton, controls, root, slide, track, viewport } from "./carousel.css.ts";

/**
 * An accessible looping carousel (WAI carousel pattern): a labelled region of slide groups with
 * named Previous/Next buttons and a visible pause/play control. Autoplay starts only when motion
 * is welcome and stops for good once the visitor drags, clicks, focuses inside or uses a control.
 */
export function Carousel({
  label,
  delayMs,
  perView,
  slides,
}: {
  label: string;
  delayMs: number;
  perView: "badges" | "testimonials";
  slides: { key: string; content: ReactNode }[];
}) {
  const reducedMotion = useReducedMotion();
  const autoplay = useRef(Autoplay({ delay: delayMs, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: true }));
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start" }, [autoplay.current]);
  const [playing, setPlaying] = useState(false);
  const [canPrev, setCanPrev] = useState(true);
  const [canNext, setCanNext] = useState(true);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
      setPlaying(autoplay.current.isPlaying());
    };
    embla.on("select", sync).on("reInit", sync).on("autoplay:play", sync).on("autoplay:stop", sync);
    if (!reducedMotion) autoplay.current.play();
    else autoplay.current.stop();
    sync();
    return () => {
      embla.off("select", sync).off("reInit", sync).off("autoplay:play", sync).off("autoplay:stop", sync);
    };
  }, [embla, reducedMotion]);

  const stopAndRun = useCallback(
    (action: () => void) => {
      autoplay.current.stop();
      action();
    },
    [],
  );

  return (
    <section className={root} aria-roledescription="carousel" aria-label={label} data-playing={playing}>
      <div className={controls}>
        <Button
          className={controlButton}
          aria-label={playing ? `Pause ${label}` : `Play ${label}`}
          onPress={() => (playing ? autoplay.current.stop() : autoplay.current.play())}
        >
          {playing ? <Icon name="pause" size={18} /> : <Icon name="play" size={18} />}
        </Button>
        <Button
          className={controlButton}
          aria-label="Previous slide"
          isDisabled={!canPrev}
          onPress={() => stopAndRun(() => embla?.scrollPrev())}
        >
          <Icon name="chevron-left" size={20} />
        </Button>
        <Button
          className={controlButton}
          aria-label="Next slide"
          isDisabled={!canNext}
          onPress={() => stopAndRun(() => embla?.scrollNext())}
        >
          <Icon name="chevron-right" size={20} />
        </Button>
      </div>
      <div className={viewport} ref={viewportRef} aria-live={playing ? "off" : "polite"}>
        <div className={track}>
          {slides.map((item, index) => (
            <div
              key={item.key}
              className={slide({ perView })}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {item.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
