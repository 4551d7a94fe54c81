/**
 * `npm test`: every check the project has, stopping at the first failure. Type check, lint (with
 * the layer rules) and format, import cycles, production build, unit, component, Worker (inside
 * workerd) and page tests, HTML validation of the prerendered pages, an offline bundle of the
 * production Worker, and the end-to-end suite in Chromium against the local site of
 * scripts/serve.ts (journeys, headers and CSP, and one sweep per page: status, console, failed
 * requests, axe and the JavaScript budget).
 *
 * Steps that do not need each other's output run side by side, two at a time (the machine's
 * cores); each waits for the steps it names in `after`. One step at a time prints as it goes; the
 * output of a step running beside it is held and printed whole, under its own heading, when the
 * terminal is free. Prints each step's time and the total.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { gzipSync } from "node:zlib";

/** Cloudflare's limit for a Worker on the free plan, compressed. */
const workerSizeLimitBytes = 3 * 1024 * 1024;

interface Step {
  name: string;
  command: string;
  /** Steps whose output this one reads: it starts once they have passed. */
  after?: string[];
  check?: () => string;
}

const steps: Step[] = [
  // In order of need: the build, then the end-to-end suite it serves, take longest, so they go
  // first; the other checks fill the second core beside them.
  // The page index and the chat's knowledge index, which the build, the types and the tests read.
  { name: "generated sources", command: "npm run generate" },
  { name: "lint and format", command: "npm run lint" },
  // The build also writes React Router's route types (.react-router/types), which the type check reads.
  { name: "production build", command: "npm run build:site", after: ["generated sources"] },
  { name: "end-to-end tests", command: "playwright test", after: ["production build"] },
  {
    name: "type check",
    command: "npm run typegen:worker && npm run typecheck:tsc",
    after: ["production build"],
  },
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
];

/** Steps at once: the machine's cores, or TEST_STEPS_AT_ONCE. */
const atOnce = Number(process.env.TEST_STEPS_AT_ONCE ?? Math.min(2, availableParallelism()));

const suiteStarted = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)}s`;

interface Run {
  step: Step;
  child: ChildProcess;
  started: number;
  /** Output not yet printed: a step prints as it goes only while it holds the terminal. */
  held: string[];
}

const passed = new Set<string>();
const running: Run[] = [];
/** The run printing as it goes; the others' output waits in `held`. */
let speaking: Run | undefined;
/** Runs that ended while another held the terminal: printed, in order, when it is free. */
const endedQuietly: { run: Run; result: string }[] = [];
let failed = false;

function heading(step: Step): string {
  return `\n━━ ${step.name}: ${step.command}\n`;
}

/** Gives the terminal to the run that started first, printing what it has held so far. */
function handOver(): void {
  for (const { run, result } of endedQuietly.splice(0)) {
    process.stdout.write(heading(run.step) + run.held.join("") + result);
  }
  speaking = running[0];
  if (speaking) process.stdout.write(heading(speaking.step) + speaking.held.splice(0).join(""));
}

function start(step: Step): void {
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
  const run: Run = { step, child, started: Date.now(), held: [] };
  running.push(run);
  const write = (chunk: Buffer) => {
    if (speaking === run) process.stdout.write(chunk);
    else run.held.push(chunk.toString());
  };
  child.stdout!.on("data", write);
  child.stderr!.on("data", write);
  if (!speaking) handOver();
  child.on("close", (code, signal) => finish(run, code === 0 ? undefined : `exited with ${code ?? signal}`));
}

function finish(run: Run, failure: string | undefined): void {
  running.splice(running.indexOf(run), 1);
  if (failed) return; // stopped because another step failed
  if (!failure && run.step.check) {
    try {
      run.held.push(`${run.step.check()}\n`);
    } catch (error) {
      failure = (error as Error).message;
    }
  }
  if (failure) {
    failed = true;
    for (const { run: ended, result } of endedQuietly) {
      process.stdout.write(heading(ended.step) + ended.held.join("") + result);
    }
    if (speaking !== run) process.stdout.write(heading(run.step) + run.held.join(""));
    console.error(`\n✘ ${run.step.name} failed (${failure}) after ${seconds(run.started)}`);
    void stopRunning().then(() => {
      console.log(`\nTotal: ${seconds(suiteStarted)}\nSteps: ${passed.size} passed, 1 failed`);
      process.exit(1);
    });
    return;
  }
  passed.add(run.step.name);
  const result = `✔ ${run.step.name} (${seconds(run.started)})\n`;
  if (speaking === run) {
    process.stdout.write(run.held.splice(0).join("") + result);
    handOver();
  } else {
    endedQuietly.push({ run, result });
  }
  startReady();
}

const waiting = [...steps];
function startReady(): void {
  for (const step of [...waiting]) {
    if (running.length >= atOnce) break;
    if ((step.after ?? []).every((name) => passed.has(name))) {
      waiting.splice(waiting.indexOf(step), 1);
      start(step);
    }
  }
  if (running.length === 0 && waiting.length === 0) {
    handOver();
    console.log(`\nTotal: ${seconds(suiteStarted)}\nSteps: ${passed.size} passed, 0 failed`);
  }
}

for (const { name, after = [] } of steps) {
  const unknown = after.filter((before) => !steps.some((step) => step.name === before));
  if (unknown.length) throw new Error(`Step "${name}" waits for steps that do not exist: ${unknown.join(", ")}`);
}

/**
 * Stops the steps still running as Ctrl+C would (Playwright then stops the servers it started,
 * which run in process groups of their own), and waits for them, forcing any still there after
 * 15 s.
 */
function stopRunning(): Promise<void> {
  const stopping = [...running];
  const signal = (run: Run, name: NodeJS.Signals) => {
    try {
      process.kill(-run.child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  for (const run of stopping) signal(run, "SIGINT");
  const force = setTimeout(() => stopping.forEach((run) => signal(run, "SIGKILL")), 15_000);
  return Promise.all(
    stopping.map(
      (run) =>
        new Promise<void>((resolve) =>
          run.child.exitCode !== null ? resolve() : run.child.once("close", () => resolve()),
        ),
    ),
  ).then(() => clearTimeout(force));
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (failed) return;
    failed = true;
    void stopRunning().then(() => process.exit(130));
  });
}

startReady();
