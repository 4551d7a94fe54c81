import { defineConfig } from "@playwright/test";

import { chromiumArgs, testChromiumPath } from "./scripts/chromium.ts";
import { e2ePort as port, mailRecorderPort, mailRecorderUrl } from "./tests/support/ports.ts";
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // A failure is a bug in the product or the test: nothing is retried, in CI either.
  retries: 0,
  forbidOnly: ci,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Debian's headless shell, or its Chromium, unless CHROMIUM_PATH says otherwise (empty: Playwright's own browser).
      ...(testChromiumPath ? { executablePath: testChromiumPath } : {}),
      args: chromiumArgs,
    },
  },
  webServer: [
    {
      command: "node tests/support/mail-recorder.ts",
      env: { MAIL_RECORDER_PORT: String(mailRecorderPort) },
      url: `${mailRecorderUrl}/`,
      reuseExistingServer: !ci,
      stdout: "ignore",
    },
    {
      // The real site: the production build served by scripts/serve.ts (what `npm start` runs), with
      // its own state directory, mail going to the recorder and the per-IP limits raised for the suite.
      command: [
        "node scripts/serve.ts",
        `--var MAILCHANNELS_BASE_URL:${mailRecorderUrl}`,
        "--var MAILCHANNELS_API_KEY:e2e-api-key",
        "--var RATE_LIMIT_ENQUIRIES:10000",
        "--var RATE_LIMIT_CHAT:10000",
        "--var CHAT_RECORD_DAILY_CAP:1000000",
      ].join(" "),
      env: { PORT: String(port), HOST: "127.0.0.1", PERSIST_TO: ".wrangler/e2e-state" },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !ci,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  ],
});
