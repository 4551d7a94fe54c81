/**
 * An SVG document as a data URL, escaping only what a URL cannot hold as it is: pages and the
 * stylesheet carry these, so every byte counts (decision 0014). Double quotes become `%27`, a
 * single quote once decoded, which SVG reads the same and which neither an HTML attribute nor a
 * CSS `url("…")` has to escape.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg
    .trim()
    .replace(/[%#<>\n]/g, encodeURIComponent)
    .replace(/"/g, "%27")}`;
}
