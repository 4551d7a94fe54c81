import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { localAiCompatibilityFlags, localAiWorker, localAiWorkerName } from "./scripts/local-ai.ts";

// Every project runs without isolation: a file's modules, its DOM or its workerd stay for the next
// file, which saves starting them again for each (for the Worker, a workerd and its bindings per
// file was most of the time). Each file sets up what it relies on: DOM tests clean up after each
// test, the Worker's tests clear the tables they count and give each client an identity of its own.
export default defineConfig({
  test: {
    // One file per core. (Vitest's default leaves one core free, which on two runs a file at a time.)
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Plain modules: content, schemas, build helpers, the chat's answerers.
        plugins: [vanillaExtractPlugin()],
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", isolate: false },
      },
      {
        // Components and the header's controller in a DOM (happy-dom), driven as a visitor would:
        // the chat island taking over its prerendered shell, the controller's state on the page.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: "components",
          isolate: false,
          setupFiles: ["tests/components/setup.ts"],
          include: ["tests/components/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          environmentOptions: { happyDOM: { url: "http://127.0.0.1/" } },
        },
      },
      {
        // The prerendered pages in build/client, parsed by happy-dom: content and structure of every
        // route and the not-found page. Needs `npm run build` first.
        // One worker, so each page is parsed once and shared by every file (after the other projects).
        test: {
          name: "pages",
          include: ["tests/pages/**/*.test.ts"],
          environment: "node",
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The Worker inside workerd with the bindings of wrangler.toml, simulated locally. The
        // mail API key and base URL point at a host the tests intercept; nothing leaves the machine.
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("worker/migrations"),
                MAILCHANNELS_API_KEY: "test-api-key",
                MAILCHANNELS_BASE_URL: "https://mail.test",
                RATE_LIMIT_ENQUIRIES: "1000",
                RATE_LIMIT_CHAT: "1000",
              },
              // Workers AI's local stand-in (scripts/local-ai.ts): embeddings from the local encoder.
              serviceBindings: { AI: localAiWorkerName },
              compatibilityFlags: localAiCompatibilityFlags,
              workers: [localAiWorker("2026-08-01")],
            },
          })),
        ],
        test: {
          name: "worker",
          isolate: false,
          include: ["tests/worker/**/*.test.ts"],
          setupFiles: ["tests/worker/setup.ts"],
        },
      },
    ],
  },
});
