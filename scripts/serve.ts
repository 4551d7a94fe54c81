/**
 * Serves the built site and API locally through `wrangler dev` in local mode: bindings are
 * simulated on disk, so no account or network is needed. PORT (default 8787) and HOST (default
 * 127.0.0.1) choose the address. wrangler runs in its own process group, and stopping this script
 * stops the whole group, so no workerd child outlives it.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const port = process.env.PORT ?? "8787";
const host = process.env.HOST ?? "127.0.0.1";
const extraArgs = process.argv.slice(2);

const wranglerBin = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));

const child = spawn(
  process.execPath,
  [wranglerBin, "dev", "--local", "--ip", host, "--port", port, "--show-interactive-dev-session=false", ...extraArgs],
  {
    stdio: "inherit",
    detached: true,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  },
);

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
    stopGroup("SIGTERM");
    setTimeout(() => {
      stopGroup("SIGKILL");
      process.exit(0);
    }, 3000).unref();
  });
}

child.on("exit", (code) => process.exit(code ?? 0));
