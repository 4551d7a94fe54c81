import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin } from "vite";

/**
 * The prerender (server) build renders HTML only: pages link the client's stylesheet. Its own CSS
 * would otherwise reach build/client, where React Router moves the server's CSS files, as an
 * orphan stylesheet with the same rules in another order that nothing references.
 */
const noServerCss: Plugin = {
  name: "no-server-css",
  enforce: "post",
  applyToEnvironment: (environment) => environment.name !== "client",
  generateBundle(_options, bundle) {
    // Removing an entry from the bundle is how Rollup drops an output file.
    for (const name of Object.keys(bundle)) if (name.endsWith(".css")) Reflect.deleteProperty(bundle, name);
  },
};

/** React, React DOM and React Router: what hydrating any page needs, as one cacheable file. */
const framework = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;

/**
 * The code every page shares (layout, UI primitives, sections, styles, their hooks and libraries),
 * but never what only an interaction loads: the chat panel, the contact form's submit module with
 * zod and the API client, the carousel's engine. Route modules stay their own chunks.
 */
const shared =
  /\/(app|content)\/|^\0vite\/preload-helper|\/node_modules\/(react-aria|react-stately|@react-aria|@react-stately|@vanilla-extract)\//;
const interactionOnly =
  /\/app\/(routes\/|root\.tsx|shared\/|lib\/api-client|components\/(carousel|contact)\/|components\/chat\/(?!ChatLauncher))/;

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter(), noServerCss],
  build: {
    // One stylesheet for the whole site: a single render-blocking request, cached across pages.
    cssCodeSplit: false,
    // Keep every asset a file, so the CSP needs no data: allowances for scripts or styles.
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A few files instead of a dozen: tiny shared chunks cost a request each.
            codeSplitting: {
              groups: [
                { name: "framework", test: framework },
                { name: "shared", test: (id) => shared.test(id) && !interactionOnly.test(id), minShareCount: 2 },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // vanilla-extract packages must be bundled for the prerender pass (vanilla-extract#1548).
    noExternal: [/^@vanilla-extract\//],
  },
});
