import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8790);
const ci = Boolean(process.env.CI);

/**
 * Debian's Chromium by default; set CHROMIUM_PATH to another binary, or to an empty string to use
 * Playwright's own browser.
 */
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    // The real site: the production build served by `wrangler dev` in local mode.
    command: "node scripts/serve.ts",
    env: { PORT: String(port), HOST: "127.0.0.1" },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !ci,
    timeout: 90_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
