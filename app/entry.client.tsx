// The islands runtime, which the page script (app/islands/page-script.ts, inline in every page)
// imports when an island of the page is due to hydrate: pages are static HTML with a few
// interactive islands, and this hydrates those, nothing else.
export { hydrateIsland } from "./islands/runtime.tsx";
