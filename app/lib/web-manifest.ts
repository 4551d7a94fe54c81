/** The web app manifest's path (pipeline/site-files.ts writes it). */
export const webManifestPath = "/site.webmanifest";

/**
 * Links the web app manifest, after the first paint: a browser fetches a linked manifest (and the
 * icon it names) as the page loads, which the first frame has no use for.
 */
export function linkWebManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = webManifestPath;
  document.head.append(link);
}
