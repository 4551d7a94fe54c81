import { gotoHydrated } from "../support/site.ts";
import { expect, test, type Locator, type Page } from "../support/test.ts";

function carousel(page: Page, name: string): Locator {
  return page.getByRole("region", { name });
}

/** Carousels start (and load their code) when they come near the screen. */
async function reach(page: Page, name: string): Promise<Locator> {
  const region = carousel(page, name);
  await region.scrollIntoViewIfNeeded();
  return region;
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

test.describe("About carousels", () => {
  test("are labelled regions of named slide groups with Previous, Next and pause controls", async ({ page }) => {
    await gotoHydrated(page, "/about");
    for (const [name, count] of [
      ["Certification badges", 9],
      ["Client testimonials", 4],
    ] as const) {
      const region = await reach(page, name);
      await expect(region).toHaveAttribute("aria-roledescription", "carousel");
      await expect(region.getByRole("group")).toHaveCount(count);
      await expect(region.getByRole("group").first()).toHaveAttribute("aria-label", `1 of ${count}`);
      await expect(region.getByRole("button", { name: "Previous slide" })).toBeEnabled();
      await expect(region.getByRole("button", { name: "Next slide" })).toBeEnabled();
      await expect(region.getByRole("button", { name: `Pause ${name}` })).toBeVisible();
    }
  });

  test("certifications autoplay every 3 seconds and loop", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const region = await reach(page, "Certification badges");
    await expect(region).toHaveAttribute("data-playing", "true");
    const start = await leadingSlide(region);
    await expect.poll(() => leadingSlide(region), { timeout: 5_000 }).not.toBe(start);
    // Looping: Previous from the first slide reaches the last one.
    await region.getByRole("button", { name: "Previous slide" }).click();
  });

  test("testimonials autoplay every 4 seconds and show five-star ratings with a text equivalent", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const region = await reach(page, "Client testimonials");
    await expect(region.getByText("Rated 5 out of 5")).toHaveCount(4);
    const start = await leadingSlide(region);
    await page.waitForTimeout(2_500);
    expect(await leadingSlide(region)).toBe(start);
    await expect.poll(() => leadingSlide(region), { timeout: 4_000 }).not.toBe(start);
  });

  test("a Next press stops autoplay for good", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const region = await reach(page, "Certification badges");
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(region).toHaveAttribute("data-playing", "false");
    await expect(region.getByRole("button", { name: "Play Certification badges" })).toBeVisible();
    await page.waitForTimeout(600);
    const after = await leadingSlide(region);
    await page.waitForTimeout(3_600);
    expect(await leadingSlide(region)).toBe(after);
  });

  test("focus inside stops autoplay, and the play control restarts it", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const region = await reach(page, "Client testimonials");
    await region.getByRole("button", { name: "Next slide" }).focus();
    await expect(region).toHaveAttribute("data-playing", "false");
    await region.getByRole("button", { name: "Play Client testimonials" }).click();
    await expect(region).toHaveAttribute("data-playing", "true");
    await region.getByRole("button", { name: "Pause Client testimonials" }).click();
    await expect(region).toHaveAttribute("data-playing", "false");
  });

  test("a drag stops autoplay", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const region = await reach(page, "Certification badges");
    await expect(region).toHaveAttribute("data-playing", "true");
    const box = (await region.getByRole("group").first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 100, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(region).toHaveAttribute("data-playing", "false");
  });

  test("does not autoplay when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/about");
    const region = await reach(page, "Certification badges");
    await expect(region.getByRole("button", { name: "Play Certification badges" })).toBeVisible();
    await expect(region).toHaveAttribute("data-playing", "false");
    const start = await leadingSlide(region);
    await page.waitForTimeout(3_600);
    expect(await leadingSlide(region)).toBe(start);
  });
});

test.describe("testimonial slides per view", () => {
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

  test("two slides show from the medium breakpoint", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 800, height: 900 });
    await gotoHydrated(page, "/about");
    expect(await fullyVisibleSlides(page)).toBe(2);
  });

  test("one slide shows on a phone", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, "/about");
    expect(await fullyVisibleSlides(page)).toBe(1);
  });
});
