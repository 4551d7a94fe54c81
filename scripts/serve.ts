/**
 * Serves the built site and API locally through `wrangler dev` in local mode: bindings are
 * simulated on disk, so no account or network is needed. Applies the D1 migrations first.
 *
 * PORT (default 8787) and HOST (default 127.0.0.1) choose the address; PERSIST_TO (default
 * .wrangler/state) where the local D1 and KV live. Extra arguments go to `wrangler dev`, for
 * example `--var RATE_LIMIT_ENQUIRIES:1000`. wrangler runs in its own process group, and stopping
 * this script stops the whole group, so no workerd child outlives it.
 *
 * If `wrangler dev` exits on its own (on these machines it occasionally dies mid-run with an
 * empty error), it is started again on the same port, so a long test run loses seconds, not the
 * server. Each restart is reported on standard error.
 */
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const port = process.env.PORT ?? "8787";
const host = process.env.HOST ?? "127.0.0.1";
const persistTo = process.env.PERSIST_TO ?? ".wrangler/state";
const extraArgs = process.argv.slice(2);
const wranglerBin = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

const migrations = spawnSync(
  process.execPath,
  [wranglerBin, "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo],
  { stdio: ["ignore", "inherit", "inherit"], env },
);
if (migrations.status !== 0) process.exit(migrations.status ?? 1);

const devArgs = [
  wranglerBin,
  "dev",
  "--local",
  "--ip",
  host,
  "--port",
  port,
  "--persist-to",
  persistTo,
  "--show-interactive-dev-session=false",
  ...extraArgs,
];
const maxRestarts = 10;
let restarts = 0;
let stopping = false;
let child = startWrangler();

function startWrangler() {
  const started = spawn(process.execPath, devArgs, { stdio: "inherit", detached: true, env });
  started.on("exit", (code, signal) => {
    if (stopping) process.exit(code ?? 0);
    if (restarts >= maxRestarts) {
      console.error(`wrangler dev exited (${code ?? signal}) ${restarts} times; giving up`);
      process.exit(code ?? 1);
    }
    restarts += 1;
    console.error(`wrangler dev exited (${code ?? signal}); restarting (${restarts}/${maxRestarts})`);
    // Leave no workerd of the old group holding the port.
    try {
      if (started.pid !== undefined) process.kill(-started.pid, "SIGKILL");
    } catch {
      // Nothing left of it.
    }
    setTimeout(() => {
      child = startWrangler();
    }, 500);
  });
  return started;
}

function stopGroup(signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already exited.
  }
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    stopping = true;
    stopGroup("SIGTERM");
    setTimeout(() => {
      stopGroup("SIGKILL");
      process.exit(0);
    }, 3000).unref();
  });
}
