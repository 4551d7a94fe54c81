import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { routesOfKind, type PageKind } from "../content/routes.ts";

// The 34 family pages share one route module, registered per path under explicit ids, so an
// unknown path such as /services/unknown matches only the catch-all and gets the not-found page.
const familyKinds: PageKind[] = ["cybersecurity", "hr", "healthcare"];

const familyRoutes = familyKinds.flatMap((kind) =>
  routesOfKind(kind).map((page) => route(page.path, "routes/family-page.tsx", { id: `page${page.path}` })),
);

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("services", "routes/services.tsx"),
  ...familyRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
