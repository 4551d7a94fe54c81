/**
 * Runs `callback` once the browser reports the page's first contentful paint, so that the first
 * frame never waits for what the callback fetches (decision 0010); once the document is parsed in
 * a browser without paint timing.
 */
export function afterFirstPaint(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes.includes("paint")) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
    else run();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    run();
  }).observe({ type: "paint", buffered: true });
}
