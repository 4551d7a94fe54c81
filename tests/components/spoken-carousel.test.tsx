/**
 * The about page's two carousels as a screen reader speaks them (tests/components/spoken.ts): the
 * region and its slides ("slide, 1 of 4"), the play control's name for its state, silence while a
 * carousel plays by itself, the slide the visitor moves to announced once, and no autoplay for a
 * visitor who prefers less motion. The real embla engine runs; happy-dom lays nothing out, so the
 * test lays them out (tests/components/carousel-harness.ts), as tests/components/carousel.test.tsx does.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CertificationCarousel } from "../../app/components/carousel/CertificationCarousel.tsx";
import { TestimonialCarousel } from "../../app/components/carousel/TestimonialCarousel.tsx";
import type { Section } from "../../content/schema.ts";
import about from "../../content/pages/about.ts";
import { issuers } from "../../content/credentials.ts";
import { engineArrival, layOutCarousel, stubIntersectionObserver, stubReducedMotion } from "./carousel-harness.ts";
import { expectSpoken, focusOn, heard, listen, virtual } from "./spoken.ts";

type Kind = "certifications" | "testimonials";
const section = <K extends Kind>(kind: K) =>
  about.sections.find((candidate) => candidate.kind === kind) as Extract<Section, { kind: K }>;

const certificationSection = section("certifications");
const testimonialSection = section("testimonials");

/** Each carousel, its slides' names as the announcement says them, and its autoplay interval. */
const carousels = [
  {
    component: "CertificationCarousel",
    label: certificationSection.carouselLabel,
    render: () => <CertificationCarousel section={certificationSection} />,
    names: certificationSection.items.map((item) => `${item.name}, ${issuers[item.issuer]}`),
    delayMs: 3000,
  },
  {
    component: "TestimonialCarousel",
    label: testimonialSection.carouselLabel,
    render: () => <TestimonialCarousel section={testimonialSection} />,
    names: testimonialSection.items.map((item) => `${item.name}, ${item.role}`),
    delayMs: 4000,
  },
];

/** Fake timers for embla's autoplay, which Testing Library's waitFor advances too. */
function useFakeTimers() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/** What live regions said: the announcements, without the reading cursor's own phrases. */
const announcements = (phrases: string[]) => phrases.filter((phrase) => /^(polite|assertive): /.test(phrase));

/** `heard`, once the screen reader's own wait (a timer, faked too) after a focus change is over. */
async function heardWithFakeTimers() {
  await act(async () => vi.advanceTimersByTime(0));
  return heard();
}

beforeEach(() => {
  stubIntersectionObserver();
  stubReducedMotion(false);
});

afterEach(async () => {
  await virtual.stop();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Renders the carousel, lays it out, brings it near the screen and waits for its engine. */
async function show(carousel: (typeof carousels)[number]) {
  render(carousel.render());
  const region = screen.getByRole("region", { name: carousel.label });
  layOutCarousel(region);
  await engineArrival(region);
  return region;
}

const button = (name: string) => screen.getByRole("button", { name });

describe.each(carousels)("$component, spoken", (carousel) => {
  const count = carousel.names.length;
  const { component, label } = carousel;

  it("is a carousel region of numbered slides, its play control named for its state", async () => {
    await show(carousel);
    await listen(document.body);
    for (let step = 0; step < 5; step++) await virtual.next();
    expectSpoken(`${component} read from the top`, await heard(), [
      `carousel, ${label}`,
      `button, Pause ${label}`,
      "button, Previous slide",
      "button, Next slide",
      `slide, 1 of ${count}`,
    ]);
    // Pausing renames the control: its new name says what pressing it again does.
    await focusOn(button(`Pause ${label}`));
    await heard();
    await virtual.press("Enter");
    await focusOn(button(`Play ${label}`));
    expectSpoken(`${component} paused`, await heard(), [`button, Play ${label}`]);
  });

  it("says nothing while it plays by itself, and announces the slide the visitor moves to, once", async () => {
    useFakeTimers();
    const region = await show(carousel);
    expect(region.getAttribute("data-playing")).toBe("true");
    await listen(region.parentElement!, (ms) => vi.advanceTimersByTime(ms));
    // Two moves of its own: the slides change under the reading cursor without a word.
    await act(async () => vi.advanceTimersByTime(carousel.delayMs * 2 + 100));
    expectSpoken(`${component} playing by itself`, await heardWithFakeTimers(), []);

    await focusOn(button("Next slide"));
    await heardWithFakeTimers();
    await virtual.press("Enter");
    // Autoplay took it to slide 3; the visitor's Next goes on from there.
    expectSpoken(`${component} moved on by the visitor`, announcements(await heard()), [
      `polite: Slide 4 of ${count}: ${carousel.names[3]}`,
    ]);
    await focusOn(button("Previous slide"));
    await heardWithFakeTimers();
    await virtual.press("Enter");
    expectSpoken(`${component} moved back by the visitor`, announcements(await heard()), [
      `polite: Slide 3 of ${count}: ${carousel.names[2]}`,
    ]);
    // Stopped for good by the visitor's move: time passing says nothing more.
    await act(async () => vi.advanceTimersByTime(carousel.delayMs * 2 + 100));
    expectSpoken(`${component} after the visitor's move`, await heardWithFakeTimers(), []);
  });

  it("stays still and offers Play to a visitor who prefers less motion", async () => {
    stubReducedMotion(true);
    useFakeTimers();
    const region = await show(carousel);
    await listen(region.parentElement!, (ms) => vi.advanceTimersByTime(ms));
    await act(async () => vi.advanceTimersByTime(carousel.delayMs * 2 + 100));
    await focusOn(button(`Play ${label}`));
    expectSpoken(`${component} under reduced motion`, await heardWithFakeTimers(), [`button, Play ${label}`]);
    await focusOn(button("Next slide"));
    await heardWithFakeTimers();
    await virtual.press("Enter");
    expectSpoken(`${component} moved on under reduced motion`, announcements(await heard()), [
      `polite: Slide 2 of ${count}: ${carousel.names[1]}`,
    ]);
  });
});
