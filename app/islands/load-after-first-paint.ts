/**
 * The islands script's loader, inlined in every page. It adds the script once the browser reports
 * the page's first contentful paint, so the first frame never waits for JavaScript and no script
 * download competes with the stylesheet. Until then the header's controls work without it
 * (app/lib/early-controls.ts). A browser without paint timing loads it once the document is parsed.
 *
 * It runs as inline source (`loadAfterFirstPaintSource`), so the function must not reference
 * anything outside itself.
 */
export function loadAfterFirstPaint(src: string): void {
  let added = false;
  function add() {
    if (added) return;
    added = true;
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    document.head.append(script);
  }
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes.includes("paint")) {
    document.addEventListener("DOMContentLoaded", add);
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    add();
  }).observe({ type: "paint", buffered: true });
}

/** The inline script's source for this entry module URL (rendered on the server only). */
export function loadAfterFirstPaintSource(src: string): string {
  return `(${loadAfterFirstPaint.toString()})(${JSON.stringify(src)});`;
}
