/**
 * Security headers for every response. The build writes them into build/client/_headers for the
 * static pages (pipeline/postbuild.ts) and the Worker applies them to API responses, so both read
 * this one module.
 */

/** Headers every response carries, page or API. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** The map embed is the only third-party content a page loads. */
export const mapFrameOrigin = "https://www.openstreetmap.org";

/**
 * Content-Security-Policy for a prerendered page: inline scripts are allowed only by hash, and
 * styles only from the site's own stylesheet. Images may also be data: URLs, for the favicon the
 * page carries in its head (root.tsx), so the first paint waits for no request of its own.
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${mapFrameOrigin}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** API responses are JSON: nothing in them may load or run anything. */
export const apiContentSecurityPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
