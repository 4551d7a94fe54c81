/**
 * The carousel's controls with the real embla engine in a DOM: Previous and Next (by pointer and
 * by keyboard) move it round the loop and say where it went; autoplay starts only when motion is
 * welcome, stops for good at the visitor's first move or focus inside, and only the play control
 * starts it again; a press made before the engine arrived is kept. happy-dom lays nothing out, so
 * the test gives the viewport and slides their widths and says when the carousel nears the
 * screen. Timings of autoplay and drags need a browser (tests/e2e/carousel.spec.ts).
 */
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "../../app/components/carousel/Carousel.tsx";
import { engineArrival, layOutCarousel, stubIntersectionObserver, stubReducedMotion } from "./carousel-harness.ts";

const slides = ["Amahle, CISO", "Johan, HR Director", "Naledi, Hospital CIO"].map((name) => ({
  key: name,
  name,
  content: <p>{name}</p>,
}));

let user: ReturnType<typeof userEvent.setup>;
const region = () => screen.getByRole("region", { name: "Client testimonials" });
const button = (name: string | RegExp) => screen.getByRole("button", { name });
const announcement = () => region().querySelector("[data-slide-announcement]")!.textContent;

/** Renders the carousel, lays it out, and (unless told otherwise) brings it near the screen. */
async function showCarousel({ engineArrives = true } = {}) {
  render(<Carousel label="Client testimonials" delayMs={4000} perView="testimonials" slides={slides} />);
  layOutCarousel(region());
  if (engineArrives) await engineArrival(region());
}

beforeEach(() => {
  stubIntersectionObserver();
  stubReducedMotion(false);
  user = userEvent.setup();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the carousel", () => {
  it("is a labelled region of named slides with its play, Previous and Next controls first in the tab order", async () => {
    await showCarousel();
    expect(screen.getAllByRole("group").map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 3",
      "2 of 3",
      "3 of 3",
    ]);
    expect(region().getAttribute("aria-roledescription")).toBe("carousel");
    await user.tab();
    expect(document.activeElement).toBe(button(/Client testimonials$/));
    await user.tab();
    expect(document.activeElement).toBe(button("Previous slide"));
    await user.tab();
    expect(document.activeElement).toBe(button("Next slide"));
  });

  it("moves round the loop with Next and Previous, by pointer and by keyboard, and says where it went", async () => {
    await showCarousel();
    await user.click(button("Next slide"));
    expect(announcement()).toBe("Slide 2 of 3: Johan, HR Director");
    button("Next slide").focus();
    await user.keyboard("{Enter}");
    expect(announcement()).toBe("Slide 3 of 3: Naledi, Hospital CIO");
    await user.keyboard(" ");
    expect(announcement()).toBe("Slide 1 of 3: Amahle, CISO");
    await user.click(button("Previous slide"));
    expect(announcement()).toBe("Slide 3 of 3: Naledi, Hospital CIO");
  });

  it("autoplays only when motion is welcome; the visitor's first move stops it for good, and only the play control starts it again", async () => {
    await showCarousel();
    expect(region().getAttribute("data-playing")).toBe("true");
    expect(button("Pause Client testimonials")).toBeTruthy();

    await user.click(button("Next slide"));
    expect(region().getAttribute("data-playing")).toBe("false");
    await user.click(button("Play Client testimonials"));
    expect(region().getAttribute("data-playing")).toBe("true");
    // Autoplay does not announce its own moves.
    expect(announcement()).toBe("Slide 2 of 3: Johan, HR Director");

    // Focus moving inside (onto a slide's content or a control other than play) stops it too.
    act(() => button("Previous slide").focus());
    expect(region().getAttribute("data-playing")).toBe("false");
  });

  it("stays still when the visitor prefers less motion", async () => {
    stubReducedMotion(true);
    await showCarousel();
    expect(region().getAttribute("data-playing")).toBe("false");
    expect(button("Play Client testimonials")).toBeTruthy();
  });

  it("keeps a press on Next made before its engine arrived, and moves once the engine is in", async () => {
    await showCarousel({ engineArrives: false });
    await user.click(button("Next slide"));
    expect(announcement()).toBe("");
    await engineArrival(region());
    await waitFor(() => expect(announcement()).toBe("Slide 2 of 3: Johan, HR Director"));
    expect(region().getAttribute("data-playing")).toBe("false");
  });
});
