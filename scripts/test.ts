/**
 * `npm test`: every check, stopping at the first failure. Steps share the machine's two cores, each
 * starting once the steps in its `after` have passed, first come in the list first served; each
 * step's output is printed whole when it ends.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { gzipSync } from "node:zlib";

/** Cloudflare's limit for a Worker on the free plan, compressed. */
const workerSizeLimitBytes = 3 * 1024 * 1024;

type Step = {
  name: string;
  command: string;
  after?: string[];
  /** Cores the step keeps busy by itself (1 unless said): it starts when that many are free. */
  cores?: number;
  check?: () => string;
};

// In order of need: the build, then the end-to-end suite it serves, take longest, so they go first;
// the other checks fill the second core beside them.
const steps: Step[] = [
  // The page index and the chat's knowledge index, which the build, the types and the tests read.
  // A clean clone embeds the passages too, on a thread per core (pipeline/chat-index).
  { name: "generated sources", command: "npm run generate", cores: 2 },
  // The build also writes React Router's route types (.react-router/types), which the type check reads.
  { name: "production build", command: "npm run build:site", after: ["generated sources"] },
  { name: "end-to-end tests", command: "playwright test", after: ["production build"] },
  { name: "type check", command: "npm run typegen:worker && npm run typecheck:tsc", after: ["production build"] },
  { name: "import cycles", command: "npm run check:cycles", after: ["production build"] },
  {
    name: "unit, component and Worker tests",
    command: "vitest run --project unit --project components --project worker",
    after: ["generated sources"],
  },
  { name: "page tests", command: "vitest run --project pages", after: ["production build"] },
  { name: "HTML validation", command: "npm run validate:html", after: ["production build"] },
  {
    name: "production Worker bundle",
    command: "npm run deploy:check",
    after: ["generated sources"],
    check: () => {
      const size = gzipSync(readFileSync(".wrangler/dry-run/index.js")).length;
      if (size > workerSizeLimitBytes) throw new Error(`Worker is ${size} bytes compressed, over the limit`);
      return `Worker bundle: ${(size / 1024).toFixed(1)} KB compressed`;
    },
  },
  // Needed by no other step: it fills a free core.
  { name: "lint and format", command: "npm run lint" },
];
const unknown = steps.flatMap(({ after = [] }) => after).filter((name) => !steps.some((step) => step.name === name));
if (unknown.length) throw new Error(`Steps wait for steps that do not exist: ${unknown.join(", ")}`);

const atOnce = Number(process.env.TEST_STEPS_AT_ONCE ?? Math.min(2, availableParallelism()));
const suiteStarted = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)}s`;
const waiting = [...steps];
const running = new Map<ChildProcess, number>();
const busyCores = () => [...running.values()].reduce((sum, cores) => sum + cores, 0);
const coresOf = (step: Step) => Math.min(step.cores ?? 1, atOnce);
const passed = new Set<string>();
let failed = false;

function start(step: Step): void {
  const started = Date.now();
  const child = spawn(step.command, {
    shell: true,
    detached: true, // its own process group, so a failure elsewhere can stop all of it
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: "1" } : {}),
    },
  });
  running.set(child, coresOf(step));
  const output: Buffer[] = [];
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk));
  child.on("close", (code, signal) => {
    running.delete(child);
    if (failed) return; // stopped because another step failed
    let failure = code === 0 ? undefined : `exited with ${code ?? signal}`;
    try {
      if (!failure && step.check) output.push(Buffer.from(`${step.check()}\n`));
    } catch (error) {
      failure = (error as Error).message;
    }
    process.stdout.write(`\n━━ ${step.name}: ${step.command}\n${Buffer.concat(output).toString()}`);
    if (failure) {
      console.error(`\n✘ ${step.name} failed (${failure}) after ${seconds(started)}`);
      return void stopRunning().then(() => finish(1));
    }
    console.log(`✔ ${step.name} (${seconds(started)})`);
    passed.add(step.name);
    startReady();
  });
}

function startReady(): void {
  for (const step of [...waiting]) {
    if (busyCores() >= atOnce) break;
    if (busyCores() + coresOf(step) <= atOnce && (step.after ?? []).every((name) => passed.has(name))) {
      waiting.splice(waiting.indexOf(step), 1);
      start(step);
    }
  }
  if (running.size === 0 && waiting.length === 0) finish(0);
}

function finish(code: number): void {
  console.log(`\nTotal: ${seconds(suiteStarted)}\nSteps: ${passed.size} passed, ${code ? 1 : 0} failed`);
  process.exit(code);
}

/**
 * Stops the steps still running as Ctrl+C would (Playwright then stops the servers it started,
 * which run in process groups of their own), and waits for them, forcing any still there after 15 s.
 */
async function stopRunning(): Promise<void> {
  failed = true;
  const stopping = [...running.keys()];
  const signal = (child: ChildProcess, name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  for (const child of stopping) signal(child, "SIGINT");
  setTimeout(() => stopping.forEach((child) => signal(child, "SIGKILL")), 15_000).unref();
  await Promise.all(stopping.map((child) => child.exitCode !== null || once(child, "close")));
}

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void (failed || stopRunning().then(() => process.exit(130))));

startReady();
