/**
 * The page's own script, inlined in the head of every page: the build bundles this module and
 * what it imports into one script (the `?inline-script` import in app/root.tsx, vite.config.ts),
 * and postbuild allows it in each page's CSP by its hash. It needs no file to arrive, so the
 * header's controls, the chat's shell included, work from the first paint; it hydrates the
 * page's islands when each is due, and fetches what the first frame has no use for after it.
 */
import { cacheBrandFont } from "../lib/brand-font.ts";
import { startHeaderController } from "../lib/header/controller.ts";
import { linkWebManifest } from "../lib/web-manifest.ts";
import { afterFirstPaint } from "./first-paint.ts";
import { scheduleIslands } from "./scheduler.ts";

const header = startHeaderController(document);
scheduleIslands(document, header);
afterFirstPaint(() => {
  linkWebManifest();
  void cacheBrandFont();
});
