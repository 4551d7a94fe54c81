import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
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
