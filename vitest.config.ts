import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        // Plain modules: content, schemas, build helpers.
        plugins: [vanillaExtractPlugin()],
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        // The Worker inside workerd with the bindings of wrangler.toml, simulated locally.
        plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" } })],
        test: { name: "worker", include: ["tests/worker/**/*.test.ts"] },
      },
    ],
  },
});
