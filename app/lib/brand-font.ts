/**
 * When a page shows the brand face. The first page a browser opens paints with the metric-matched
 * stand-ins and, after that paint, fetches the face into the HTTP cache; every later page marks the
 * document (`data-brand-font`, fonts.css.ts) before its first paint and shows the face from the
 * first frame. No page ever swaps faces while it is shown, so nothing reflows, and no first view
 * waits for the font.
 */
import { brandFont } from "../styles/theme-values.ts";

/** The document's mark that the face is cached, and where the browser remembers that it is. */
export const brandFontMark = { attribute: "data-brand-font", storageKey: "brand-font", cached: "cached" } as const;

/**
 * Runs inline in the head, before the first layout: marks the document when the face is cached.
 * It runs as inline source (`brandFontSource`), so it must not reference anything outside itself.
 */
export function showCachedBrandFont(mark: typeof brandFontMark): void {
  try {
    if (localStorage.getItem(mark.storageKey) === mark.cached)
      document.documentElement.setAttribute(mark.attribute, "");
  } catch {
    // Storage refused (private browsing): the stand-ins it is.
  }
}

/** The inline script's source (rendered on the server only). */
export function brandFontSource(): string {
  return `(${showCachedBrandFont.toString()})(${JSON.stringify(brandFontMark)});`;
}

/** After the first paint: fetches the face (as the stylesheet would) and remembers it is cached. */
export async function cacheBrandFont(): Promise<void> {
  if (document.documentElement.hasAttribute(brandFontMark.attribute)) return;
  try {
    await new FontFace(brandFont.family, `url("${brandFont.file}")`).load();
    localStorage.setItem(brandFontMark.storageKey, brandFontMark.cached);
  } catch {
    // Offline, or storage refused: the next page tries again.
  }
}
