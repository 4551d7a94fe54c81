import { useEffect, useRef, useState, type ReactNode } from "react";
import { carouselText } from "../../../content/ui-text.ts";
import { useReducedMotion } from "../../lib/use-reduced-motion.ts";
import { Icon } from "../ui/Icon.tsx";
import { visuallyHidden } from "../ui/VisuallyHidden.css.ts";
import { controlButton, controls, root, slide, track, viewport } from "./Carousel.css.ts";
import { useLazyEmbla } from "./use-lazy-embla.ts";

/**
 * An accessible looping carousel (WAI carousel pattern): a labelled region of slide groups with
 * named Previous/Next buttons and a visible pause/play control. Autoplay starts only when motion
 * is welcome, and stops for good once the visitor drags, clicks, focuses inside or uses a control;
 * only the play control starts it again. Slides move by transform, which no screen reader
 * notices, so a slide the visitor moves to is announced by name in a polite live region.
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
  /** `name` is what the announcement says when the visitor moves to the slide. */
  slides: { key: string; name: string; content: ReactNode }[];
}) {
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const carousel = useLazyEmbla(rootRef, viewportRef, delayMs);
  const reducedMotion = useReducedMotion();
  const stoppedByVisitor = useRef(false);
  const pendingMove = useRef<"previous" | "next" | null>(null);
  const [playing, setPlaying] = useState(false);
  const [canPrev, setCanPrev] = useState(true);
  const [canNext, setCanNext] = useState(true);
  // The slide the visitor last moved to, named in the live region; null until they move one.
  const [announced, setAnnounced] = useState<number | null>(null);
  const announcedSlide = announced === null ? undefined : slides[announced];

  useEffect(() => {
    if (!carousel) return;
    const { embla, autoplay } = carousel;
    const syncButtons = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    // Only the visitor's moves are announced: autoplay talking over a screen reader would be noise.
    const announce = () => {
      if (!autoplay.isPlaying()) setAnnounced(embla.selectedScrollSnap());
    };
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    // A drag stops embla's autoplay; remember it so nothing restarts it behind the visitor's back.
    const onPointerDown = () => {
      stoppedByVisitor.current = true;
    };
    // Embla re-creates its plugins when it re-initialises (a resize, new slides), and the new
    // autoplay starts stopped: resume it unless the visitor stopped it or prefers less motion.
    const resume = () => {
      if (!reducedMotion && !stoppedByVisitor.current) autoplay.play();
    };
    embla
      .on("select", syncButtons)
      .on("select", announce)
      .on("reInit", syncButtons)
      .on("reInit", resume)
      .on("autoplay:play", onPlay)
      .on("autoplay:stop", onStop)
      .on("pointerDown", onPointerDown);
    syncButtons();
    if (!reducedMotion && !stoppedByVisitor.current) autoplay.play();
    else autoplay.stop();
    // A move the visitor asked for before the engine had arrived.
    if (pendingMove.current === "next") embla.scrollNext();
    if (pendingMove.current === "previous") embla.scrollPrev();
    pendingMove.current = null;
    return () => {
      embla
        .off("select", syncButtons)
        .off("select", announce)
        .off("reInit", syncButtons)
        .off("reInit", resume)
        .off("autoplay:play", onPlay)
        .off("autoplay:stop", onStop)
        .off("pointerDown", onPointerDown);
    };
  }, [carousel, reducedMotion]);

  function stopForGood() {
    stoppedByVisitor.current = true;
    carousel?.autoplay.stop();
  }

  // Previous and Next work from the first press: one made before the engine has arrived (it loads
  // as the carousel nears the screen) moves the carousel as soon as it has.
  function move(direction: "previous" | "next") {
    stopForGood();
    if (!carousel) pendingMove.current = direction;
    else if (direction === "next") carousel.embla.scrollNext();
    else carousel.embla.scrollPrev();
  }

  function togglePlay() {
    if (playing) return stopForGood();
    stoppedByVisitor.current = false;
    carousel?.autoplay.play();
  }

  return (
    <section
      ref={rootRef}
      className={root}
      aria-roledescription="carousel"
      aria-label={label}
      data-playing={playing}
      onFocus={(event) => {
        // Focus moving onto the play control is the visitor choosing; anything else stops autoplay.
        if (!(event.target as HTMLElement).closest("[data-play-control]")) stopForGood();
      }}
    >
      <div className={controls}>
        <button
          type="button"
          className={controlButton}
          aria-label={playing ? carouselText.pause(label) : carouselText.play(label)}
          data-play-control=""
          onClick={togglePlay}
        >
          <Icon name={playing ? "pause" : "play"} size={18} />
        </button>
        <button
          type="button"
          className={controlButton}
          aria-label={carouselText.previous}
          disabled={!canPrev}
          onClick={() => move("previous")}
        >
          <Icon name="chevron-left" size={20} />
        </button>
        <button
          type="button"
          className={controlButton}
          aria-label={carouselText.next}
          disabled={!canNext}
          onClick={() => move("next")}
        >
          <Icon name="chevron-right" size={20} />
        </button>
      </div>
      {/* A div, not a paragraph: empty until the visitor moves a slide, it is no "paragraph" to read. */}
      <div className={visuallyHidden} aria-live="polite" aria-atomic="true" data-slide-announcement="">
        {announcedSlide && announced !== null
          ? carouselText.movedTo(announced + 1, slides.length, announcedSlide.name)
          : null}
      </div>
      <div className={viewport} ref={viewportRef}>
        <div className={track}>
          {slides.map((item, index) => (
            <div
              key={item.key}
              className={slide({ perView })}
              role="group"
              aria-roledescription="slide"
              aria-label={carouselText.slide(index + 1, slides.length)}
            >
              {item.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
