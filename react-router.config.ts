import type { Config } from "@react-router/dev/config";
import { siteRoutes } from "./content/routes.ts";
import { notFoundPrerenderPath } from "./app/not-found-path.ts";

// Every page is static HTML built here, then hydrated; the Worker only serves the API.
export default {
  appDirectory: "app",
  ssr: false,
  prerender: [...siteRoutes.map((route) => route.path), notFoundPrerenderPath],
} satisfies Config;
