import { hydrateIslands } from "./islands/hydrate.tsx";

// Pages are static HTML with a few interactive islands; this hydrates those, and nothing else.
void hydrateIslands();
