import { useContext } from "react";
import { Scripts, UNSAFE_FrameworkContext } from "react-router";
import { loadAfterFirstPaintSource } from "./load-after-first-paint.ts";

/**
 * The page's only script besides the early controls: it loads the client entry
 * (app/entry.client.tsx), which hydrates the islands, after the first paint. It takes the place of
 * React Router's <Scripts />, whose route modules, hydration data and router the pages do not use.
 *
 * React Router refuses to build its SPA fallback page without <Scripts />; that page alone keeps
 * them, and postbuild deletes it (the site answers unknown paths with 404.html).
 */
export function IslandsScript() {
  const context = useContext(UNSAFE_FrameworkContext);
  if (!context) return null;
  if (context.isSpaMode) return <Scripts />;
  return <script dangerouslySetInnerHTML={{ __html: loadAfterFirstPaintSource(context.manifest.entry.module) }} />;
}
