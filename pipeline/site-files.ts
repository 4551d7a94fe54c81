/**
 * The site's files that are built from the facts in content/company.ts and the route model rather
 * than written by hand: sitemap.xml, robots.txt, /.well-known/security.txt and site.webmanifest.
 * pipeline/postbuild.ts writes them into build/client.
 */
import { company, mailtoHref, publicUrl } from "../content/company.ts";
import type { SiteRoute } from "../content/routes.ts";
import { browserThemeColor, themeValues } from "../app/styles/theme-values.ts";

export const securityTxtPath = "/.well-known/security.txt";

export function sitemapXml(routes: readonly SiteRoute[]): string {
  const urls = routes.map((route) => `  <url><loc>${publicUrl(route.path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl("/sitemap.xml")}\n`;
}

/**
 * When a security.txt built at `builtAt` stops being valid: a year later less a day, since RFC 9116
 * recommends less than a year. Every build refreshes it, so a release at least once a year keeps
 * it current. Whole seconds, as RFC 3339 writes them.
 */
export function securityTxtExpiry(builtAt: Date): Date {
  const expires = new Date(builtAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  expires.setUTCDate(expires.getUTCDate() - 1);
  expires.setUTCMilliseconds(0);
  return expires;
}

/** RFC 9116: where to report a vulnerability, in order of preference, and until when that holds. */
export function securityTxt(builtAt: Date): string {
  return [
    `# ${company.name}: how to report a security vulnerability in this site or our services.`,
    `Contact: ${mailtoHref(company.email)}`,
    `Contact: ${publicUrl("/contact")}`,
    `Expires: ${securityTxtExpiry(builtAt).toISOString().replace(".000Z", "Z")}`,
    "Preferred-Languages: en",
    `Canonical: ${publicUrl(securityTxtPath)}`,
    "",
  ].join("\n");
}

/** The web app manifest: the company's names and the brand's navy for the browser's chrome. */
export function webManifest() {
  return {
    name: company.name,
    short_name: company.shortName,
    description: `${company.tagline} in ${company.city}, ${company.country}.`,
    start_url: "/",
    display: "standalone",
    background_color: themeValues.color.background,
    theme_color: browserThemeColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
