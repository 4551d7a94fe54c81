import { hydrateIslands } from "./islands/hydrate.tsx";
import { linkWebManifest } from "./lib/web-manifest.ts";

// Pages are static HTML with a few interactive islands; this hydrates those, and nothing else. It
// runs after the first paint (app/islands/load-after-first-paint.ts), so what the first frame has no
// use for is fetched from here: the web manifest.
void hydrateIslands();
linkWebManifest();
