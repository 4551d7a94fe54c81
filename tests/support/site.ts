import { gzipSync } from "node:zlib";
import type { ConsoleMessage, Frame, Page, Request, Response } from "@playwright/test";
import { siteRoutes } from "../../content/routes.ts";

/** Every page of the route model: the per-page sweep iterates over this list. */
export const allPaths = siteRoutes.map((route) => route.path);

/**
 * Collects console errors and uncaught exceptions while a test runs. `errors(allowed)` leaves out
 * Chromium's "Failed to load resource" for a response that is meant to fail, such as the
 * not-found page's document.
 */
export function watchConsole(page: Page): { errors: (allowed?: Response | null) => string[]; stop: () => void } {
  const logged: { text: string; url: string }[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") logged.push({ text: message.text(), url: message.location().url });
  };
  const onPageError = (error: Error) => logged.push({ text: `Uncaught: ${error.message}`, url: "" });
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return {
    errors: (allowed) =>
      logged
        .filter(({ text, url }) => !(allowed && url === allowed.url() && text.startsWith("Failed to load resource")))
        .map(({ text, url }) => (url ? `${text} (${url})` : text)),
    stop: () => {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
    },
  };
}

/**
 * Collects the failed requests (network errors, aborts) and the responses with a status of 400 or
 * more of the document the page's next navigation loads. `allowed` names a response that is meant
 * to fail, such as the not-found page's document. What the page showed before is left out: a
 * request it still had in flight is aborted when the new document replaces it, which is no failure
 * of either (a module the last page's focus asked for, say).
 */
export function watchFailedRequests(page: Page): {
  failures: (allowed?: Response | null) => string[];
  stop: () => void;
} {
  const ofThisDocument = new WeakSet<Request>();
  let committed = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) committed = true;
  };
  // The previous document can issue no request once the new one has committed.
  const onRequest = (request: Request) => {
    if (committed || (request.isNavigationRequest() && request.frame() === page.mainFrame()))
      ofThisDocument.add(request);
  };
  const failed: string[] = [];
  const errorResponses: Response[] = [];
  const onFailed = (request: Request) => {
    if (ofThisDocument.has(request)) failed.push(`${request.failure()?.errorText ?? "failed"}: ${request.url()}`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && ofThisDocument.has(response.request())) errorResponses.push(response);
  };
  page.on("framenavigated", onNavigated);
  page.on("request", onRequest);
  page.on("requestfailed", onFailed);
  page.on("response", onResponse);
  return {
    failures: (allowed) => [
      ...failed,
      ...errorResponses
        .filter((response) => response.request() !== allowed?.request())
        .map((response) => `${response.status()}: ${response.url()}`),
    ],
    stop: () => {
      page.off("framenavigated", onNavigated);
      page.off("request", onRequest);
      page.off("requestfailed", onFailed);
      page.off("response", onResponse);
    },
  };
}

/** Records Content-Security-Policy violations reported inside the page. */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) => {
      store.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? []);
}

/** Serves third-party frames (the map) as empty pages: tests never leave the machine. */
export async function stubThirdParties(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stub</title>" }),
  );
}

/** Waits until React has hydrated the page, so clicks and typing reach its handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits for hydration: for tests that interact straight away. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Compressed bytes of every script the page has run so far: each file it loaded, by path, as sent,
 * and each inline script, gzipped, as "inline script 1", "inline script 2"... (data blocks such as
 * JSON-LD do not run, and are left out).
 */
export async function scriptBytes(page: Page): Promise<Record<string, number>> {
  const { files, inline } = await page.evaluate(() => ({
    files: performance
      .getEntriesByType("resource")
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => [new URL(entry.name).pathname, entry.encodedBodySize] as const),
    inline: [...document.querySelectorAll("script:not([src])")]
      .filter((script) => ["", "module", "text/javascript"].includes(script.getAttribute("type") ?? ""))
      .map((script) => script.textContent ?? ""),
  }));
  return Object.fromEntries([
    ...files,
    ...inline.map((text, index) => [`inline script ${index + 1}`, gzipSync(text).length] as const),
  ]);
}

/**
 * Requests the page has made so far, its document included, leaving out images and frames it loads
 * lazily (`loading="lazy"`: Chromium fetches those within a distance of the viewport, not for the
 * first view, as the contact page's map two screens down). `lazyLoads` counts what was left out.
 */
export function firstViewRequests(page: Page): Promise<{ requests: number; lazyLoads: number }> {
  return page.evaluate(() => {
    const lazy = new Set(
      [
        ...[...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].map((image) => image.currentSrc),
        ...[...document.querySelectorAll<HTMLIFrameElement>('iframe[loading="lazy"]')].map((frame) => frame.src),
      ].filter(Boolean),
    );
    const resources = performance.getEntriesByType("resource").map((entry) => entry.name);
    const lazyLoads = resources.filter((url) => lazy.has(url)).length;
    return { requests: 1 + resources.length - lazyLoads, lazyLoads };
  });
}

/**
 * Puts the page on Playwright's clock from its next navigation (call before page.goto), so tests
 * move time instead of waiting it out. The clock runs two minutes behind real time until `pause()`
 * stops it one minute behind; from then on the page's timers, animation frames and Date move only
 * through page.clock.runFor and fastForward. Behind, because the Worker reads real time: a form the
 * page started filling always looks older to it than the minimum fill time, as a person's would.
 * Pause before page.goto, or, where the page needs running timers to get going (the chat panel's
 * lazy loading), once it has.
 */
export async function installClock(page: Page): Promise<{ pause: () => Promise<void> }> {
  const now = Date.now();
  await page.clock.install({ time: now - 120_000 });
  return { pause: () => page.clock.pauseAt(now - 60_000) };
}

/**
 * Whether a path is the islands' scheduler (app/islands/islands-module.ts), the one script file
 * every page asks for, once it has painted and without React (decision 0014).
 */
export function isIslandScheduler(path: string): boolean {
  return /^\/assets\/islands-module-[\w-]+\.js$/.test(path);
}
