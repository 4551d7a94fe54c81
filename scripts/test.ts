/**
 * `npm test`: every check the project has, in order, stopping at the first failure.
 * Type check, lint (with the layer rules) and format, import cycles, production build, unit,
 * component and Worker tests (inside workerd), HTML validation of the prerendered pages, an offline bundle of the production Worker, and the
 * end-to-end suite in Chromium against the local site of scripts/serve.ts (journeys, headers and
 * CSP, and one sweep per page: status, console, failed requests, axe and the JavaScript budget).
 * Prints each step's time and the total.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** Cloudflare's limit for a Worker on the free plan, compressed. */
const workerSizeLimitBytes = 3 * 1024 * 1024;

interface Step {
  name: string;
  command: string;
  check?: () => string;
}

const steps: Step[] = [
  { name: "type check", command: "npm run typecheck" },
  { name: "lint and format", command: "npm run lint" },
  { name: "import cycles", command: "npm run check:cycles" },
  { name: "production build", command: "npm run build" },
  { name: "unit and Worker tests", command: "vitest run" },
  { name: "HTML validation", command: "npm run validate:html" },
  {
    name: "production Worker bundle",
    command: "npm run deploy:check",
    check: () => {
      const size = gzipSync(readFileSync(".wrangler/dry-run/index.js")).length;
      if (size > workerSizeLimitBytes) throw new Error(`Worker is ${size} bytes compressed, over the limit`);
      return `Worker bundle: ${(size / 1024).toFixed(1)} KB compressed`;
    },
  },
  { name: "end-to-end tests", command: "playwright test" },
];

const suiteStarted = Date.now();
const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)}s`;
let passed = 0;
for (const step of steps) {
  console.log(`\n━━ ${step.name}: ${step.command}`);
  const started = Date.now();
  const result = spawnSync(step.command, {
    shell: true,
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  let failure = result.status === 0 ? undefined : `exited with ${result.status ?? result.signal}`;
  if (!failure && step.check) {
    try {
      console.log(step.check());
    } catch (error) {
      failure = (error as Error).message;
    }
  }
  if (failure) {
    console.error(`\n✘ ${step.name} failed (${failure}) after ${elapsed(started)}`);
    console.log(`\nTotal: ${elapsed(suiteStarted)}\nSteps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✔ ${step.name} (${elapsed(started)})`);
}
console.log(`\nTotal: ${elapsed(suiteStarted)}\nSteps: ${passed} passed, 0 failed`);
