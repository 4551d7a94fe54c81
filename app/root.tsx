import type { ReactNode } from "react";
import { Links, Meta, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { footerLinks } from "../content/footer.ts";
import { navigationMenus } from "../content/routes.ts";
import { SiteFooter } from "./components/layout/SiteFooter.tsx";
import { SiteHeader } from "./components/layout/SiteHeader.tsx";
import { SkipLink } from "./components/layout/SkipLink.tsx";
import { Island } from "./islands/Island.tsx";
import { IslandsScript } from "./islands/IslandsScript.tsx";
import { currentPathOf } from "./lib/current-path.ts";
import { earlyControlsSource } from "./lib/early-controls.ts";
import { brandFont, browserThemeColor } from "./styles/theme-values.ts";
import "./styles/fonts.css.ts";
import "./styles/global.css.ts";

export const links = () => [
  // Fetched with the stylesheet rather than after it, so the brand face is usually in before the
  // first paint and the swap from its stand-in (which only matches Arial's and Roboto's metrics)
  // never moves a line.
  { rel: "preload", href: brandFont.file, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// Runs at build time: the menus and the footer's links arrive as data in the prerendered page, not
// as JavaScript (they are read from the route model, which stays out of the browser).
export const loader = () => ({ menus: navigationMenus(), footer: footerLinks });

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const currentPath = currentPathOf(useLocation().pathname);
  return (
    <html lang="en-ZA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={browserThemeColor} />
        <Links />
        <Meta />
        {/* The header's controls work from first paint, before hydration. Its source is in the
            prerendered HTML only; the browser keeps it as parsed. */}
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyControlsSource() : "" }}
          suppressHydrationWarning
        />
      </head>
      <body>
        <SkipLink target="main" />
        {data ? <Island name="header" component={SiteHeader} props={{ menus: data.menus, currentPath }} /> : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {data ? <SiteFooter content={data.footer} /> : null}
        <IslandsScript />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
