/**
 * The page's own script, inlined in the head of every page: the build bundles this module and
 * what it imports into one script (the `?inline-script` import in app/root.tsx, vite.config.ts),
 * and postbuild allows it in each page's CSP by its hash. It needs no file to arrive, so the
 * header's controls, the chat's shell included, work from the first paint. Once the page has
 * painted it imports the islands' scheduler, whose address the build gives it on the script
 * element (`data-islands`), and covers for it until it is in (island-loader.ts).
 */
import { startHeaderController } from "../lib/header/controller.ts";
import { loadIslands } from "./island-loader.ts";
import { islandsScriptAttribute } from "./protocol.ts";

const scheduler = document.currentScript?.getAttribute(islandsScriptAttribute) ?? "";
const header = startHeaderController(document);
loadIslands(document, header, scheduler);
