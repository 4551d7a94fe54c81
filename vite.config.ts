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

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter(), noServerCss],
  build: {
    // One stylesheet for the whole site: a single render-blocking request, cached across pages.
    cssCodeSplit: false,
    // Keep every asset a file, so the CSP needs no data: allowances for scripts or styles.
    assetsInlineLimit: 0,
  },
  ssr: {
    // vanilla-extract packages must be bundled for the prerender pass (vanilla-extract#1548).
    noExternal: [/^@vanilla-extract\//],
  },
});
