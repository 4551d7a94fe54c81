import { useContext, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, UNSAFE_FrameworkContext, useLocation, useRouteLoaderData } from "react-router";
import { footerLinks } from "../content/footer.ts";
import { navigationMenus } from "../content/routes.ts";
import { SiteFooter } from "./components/layout/SiteFooter.tsx";
import { SiteHeader } from "./components/layout/SiteHeader.tsx";
import { SkipLink } from "./components/layout/SkipLink.tsx";
import { Island } from "./islands/Island.tsx";
import { currentPathOf } from "./lib/current-path.ts";
import { svgDataUrl } from "./lib/svg-data-url.ts";
import { brandFont, browserThemeColor } from "./styles/theme-values.ts";
import pageScript from "./islands/page-script.ts?inline-script";
import islandsModule from "./islands/islands-module.ts?script-file";
import { islandsScriptAttribute } from "./islands/protocol.ts";
import favicon from "../public/favicon.svg?raw";
import "./styles/fonts.css.ts";
import "./styles/global.css.ts";

// Nothing but the page, its stylesheet and the brand face is fetched before the first paint: the
// face is preloaded, so text is drawn in it from the first frame (decision 0014); the favicon is in
// the page (a browser fetches a linked one as the page loads), /favicon.ico stays for those that
// ask for it by name, and the web manifest is linked after the paint (app/lib/web-manifest.ts).
export const links = () => [
  { rel: "preload", href: brandFont.file, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: svgDataUrl(favicon), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

// Runs at build time: the menus and the footer's links arrive as data in the prerendered page, not
// as JavaScript (they are read from the route model, which stays out of the browser).
export const loader = () => ({ menus: navigationMenus(), footer: footerLinks });

/**
 * React Router's scripts, for its SPA fallback page only: the build refuses to make that page
 * without them, and postbuild deletes it (the site answers unknown paths with 404.html). Every
 * other page loads no router: its islands hydrate through the page script.
 */
function SpaFallbackScripts() {
  return useContext(UNSAFE_FrameworkContext)?.isSpaMode ? <Scripts /> : null;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const currentPath = currentPathOf(useLocation().pathname);
  return (
    <html lang="en-ZA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={browserThemeColor} />
        {/* The header's controls and the chat's shell from the first paint, and the islands' scheduler
            after it; before the stylesheet, which would hold the parser until it arrived. */}
        <script {...{ [islandsScriptAttribute]: islandsModule }} dangerouslySetInnerHTML={{ __html: pageScript }} />
        <Links />
        <Meta />
      </head>
      <body>
        <SkipLink target="main" />
        {data ? (
          <SiteHeader menus={data.menus} currentPath={currentPath} chat={<Island name="ChatIsland" props={{}} />} />
        ) : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {data ? <SiteFooter content={data.footer} /> : null}
        <SpaFallbackScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
