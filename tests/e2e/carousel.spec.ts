/**
 * The About page's carousels, on Playwright's paused clock: autoplay intervals and slide
 * animations advance only when a test moves time (page.clock.runFor), so nothing waits them out.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { pageSection } from "../../content/pages.ts";
import { gotoHydrated, installClock } from "../support/site.ts";

/** Long enough for a slide change's animation to finish. */
const settleMs = 1_000;

/** Long enough that a stopped autoplay would have moved several times. */
const muchLaterMs = 20_000;

function carousel(page: Page, name: string): Locator {
  return page.getByRole("region", { name });
}

/** Carousels start (and load their code) when they come near the screen. */
async function reach(page: Page, name: string): Promise<Locator> {
  const region = carousel(page, name);
  await region.scrollIntoViewIfNeeded();
  return region;
}

/** Opens the About page with the clock paused. */
async function openAbout(page: Page): Promise<void> {
  const clock = await installClock(page);
  await clock.pause();
  await gotoHydrated(page, "/about");
}

/** The index of the slide nearest the carousel's left edge. */
async function leadingSlide(region: Locator): Promise<number> {
  return region.evaluate((root) => {
    const left = root.getBoundingClientRect().left;
    const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
    const distances = slides.map((slide) => Math.abs(slide.getBoundingClientRect().left - left));
    return distances.indexOf(Math.min(...distances));
  });
}

/** A labelled region of named slide groups with Previous, Next and pause controls. */
async function expectCarouselStructure(region: Locator, name: string, count: number): Promise<void> {
  await expect(region).toHaveAttribute("aria-roledescription", "carousel");
  await expect(region.getByRole("group")).toHaveCount(count);
  await expect(region.getByRole("group").first()).toHaveAttribute("aria-label", `1 of ${count}`);
  await expect(region.getByRole("button", { name: "Previous slide" })).toBeEnabled();
  await expect(region.getByRole("button", { name: "Next slide" })).toBeEnabled();
  await expect(region.getByRole("button", { name: `Pause ${name}` })).toBeVisible();
}

/** Presses a control and lets the slide change finish. */
async function press(page: Page, region: Locator, name: string): Promise<void> {
  await region.getByRole("button", { name }).click();
  await page.clock.runFor(settleMs);
}

/** The polite live region that names the slide a visitor moved to. */
function announcement(region: Locator): Locator {
  return region.locator("[data-slide-announcement]");
}

const badgeNames = pageSection("/about", "certifications", "certifications").items.map(
  (item) => `${item.name}, ${item.issuer}`,
);

test.describe("About carousels", () => {
  test("certifications autoplay every 3 seconds and loop; Next stops autoplay for good and is announced, play restarts it, a drag stops it", async ({
    page,
  }) => {
    await openAbout(page);
    const region = await reach(page, "Certification badges");
    await expectCarouselStructure(region, "Certification badges", 9);
    await expect(region).toHaveAttribute("data-playing", "true");

    // Every 3 seconds, counted from when autoplay started.
    expect(await leadingSlide(region)).toBe(0);
    await page.clock.runFor(2_999);
    expect(await leadingSlide(region)).toBe(0);
    await page.clock.runFor(1 + settleMs);
    expect(await leadingSlide(region)).toBe(1);
    await page.clock.runFor(3_000);
    expect(await leadingSlide(region)).toBe(2);
    // Autoplay moves silently.
    await expect(announcement(region)).toHaveAttribute("aria-live", "polite");
    await expect(announcement(region)).toHaveText("");

    // A Next press stops autoplay for good, and the slide it brings is announced by name.
    await press(page, region, "Next slide");
    await expect(region).toHaveAttribute("data-playing", "false");
    await expect(region.getByRole("button", { name: "Play Certification badges" })).toBeVisible();
    expect(await leadingSlide(region)).toBe(3);
    await expect(announcement(region)).toHaveText(`Slide 4 of 9: ${badgeNames[3]}`);
    await page.clock.runFor(muchLaterMs);
    expect(await leadingSlide(region)).toBe(3);

    // Looping: Previous from the first slide reaches the last one.
    for (const expected of [2, 1, 0, 8]) {
      await press(page, region, "Previous slide");
      expect(await leadingSlide(region)).toBe(expected);
      await expect(announcement(region)).toHaveText(`Slide ${expected + 1} of 9: ${badgeNames[expected]}`);
    }

    // The play control restarts autoplay, which carries on from the last slide to the first.
    await region.getByRole("button", { name: "Play Certification badges" }).click();
    await expect(region).toHaveAttribute("data-playing", "true");
    await expect(region.getByRole("button", { name: "Pause Certification badges" })).toBeVisible();
    await page.clock.runFor(3_000 + settleMs);
    expect(await leadingSlide(region)).toBe(0);

    // A drag stops it again, for good.
    const box = (await region.getByRole("group").first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 100, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(region).toHaveAttribute("data-playing", "false");
    await page.clock.runFor(settleMs);
    const afterDrag = await leadingSlide(region);
    await page.clock.runFor(muchLaterMs);
    expect(await leadingSlide(region)).toBe(afterDrag);
  });

  test("testimonials autoplay every 4 seconds, show five-star ratings with a text equivalent, and stop when focus moves inside", async ({
    page,
  }) => {
    await openAbout(page);
    const region = await reach(page, "Client testimonials");
    await expectCarouselStructure(region, "Client testimonials", 4);
    await expect(region.getByText("Rated 5 out of 5")).toHaveCount(4);

    await expect(region).toHaveAttribute("data-playing", "true");
    expect(await leadingSlide(region)).toBe(0);
    await page.clock.runFor(2_500);
    expect(await leadingSlide(region)).toBe(0);
    await page.clock.runFor(1_499);
    expect(await leadingSlide(region)).toBe(0);
    await page.clock.runFor(1 + settleMs);
    expect(await leadingSlide(region)).toBe(1);

    // Focus inside stops autoplay; the play control restarts it and pauses it again.
    await region.getByRole("button", { name: "Next slide" }).focus();
    await expect(region).toHaveAttribute("data-playing", "false");
    await region.getByRole("button", { name: "Play Client testimonials" }).click();
    await expect(region).toHaveAttribute("data-playing", "true");
    await region.getByRole("button", { name: "Pause Client testimonials" }).click();
    await expect(region).toHaveAttribute("data-playing", "false");
  });

  test("with reduced motion nothing autoplays; testimonials show two per view from the medium breakpoint, one on a phone", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 800, height: 900 });
    await openAbout(page);
    for (const name of ["Certification badges", "Client testimonials"]) {
      const region = await reach(page, name);
      await expect(region.getByRole("button", { name: `Play ${name}` })).toBeVisible();
      await expect(region).toHaveAttribute("data-playing", "false");
      expect(await leadingSlide(region), name).toBe(0);
    }
    await page.clock.runFor(muchLaterMs);
    for (const name of ["Certification badges", "Client testimonials"]) {
      expect(await leadingSlide(carousel(page, name)), name).toBe(0);
    }

    expect(await fullyVisibleSlides(page)).toBe(2);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.clock.runFor(settleMs);
    expect(await fullyVisibleSlides(page)).toBe(1);
  });
});

test("a press on Next made before the carousel's code has arrived is kept, and moves it once the code is in", async ({
  page,
}) => {
  // Every script held: the carousel is on screen, prerendered, neither hydrated nor running.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const clock = await installClock(page);
  await clock.pause();
  await page.goto("/about", { waitUntil: "commit" });
  const region = carousel(page, "Certification badges");
  await region.scrollIntoViewIfNeeded();
  await region.getByRole("button", { name: "Next slide" }).click();
  expect(await leadingSlide(region)).toBe(0);

  release();
  await expect(announcement(region)).toHaveText(`Slide 2 of 9: ${badgeNames[1]}`);
  await page.clock.runFor(settleMs);
  expect(await leadingSlide(region)).toBe(1);
  // The press stopped autoplay for good, as any press does.
  await expect(region).toHaveAttribute("data-playing", "false");
  await page.clock.runFor(muchLaterMs);
  expect(await leadingSlide(region)).toBe(1);
});

/** Testimonial slides wholly inside the carousel's viewport. */
async function fullyVisibleSlides(page: Page): Promise<number> {
  return carousel(page, "Client testimonials").evaluate((root) => {
    const viewport = root.querySelector('[aria-roledescription="slide"]')!.parentElement!.parentElement!;
    const bounds = viewport.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.left >= bounds.left - 20 && rect.right <= bounds.right + 1;
    }).length;
  });
}
