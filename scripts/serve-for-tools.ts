/**
 * Starts the built site (serve.ts) on a loopback port for a tool, with its own state directory (emptied
 * first when `fresh`) and `vars` over wrangler.toml's; resolves on "Ready on"; stops its process group.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export type SiteOptions = { state?: string; vars?: Record<string, string>; fresh?: boolean };

export async function startSite(port: number, { state, vars = {}, fresh }: SiteOptions = {}) {
  const origin = `http://127.0.0.1:${port}`;
  if (fresh && state) rmSync(state, { recursive: true, force: true });
  const args = Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  const child = spawn(process.execPath, [fileURLToPath(new URL("./serve.ts", import.meta.url)), ...args], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...(state ? { PERSIST_TO: state } : {}) },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  };
  const ready = await new Promise<boolean>((resolve) => {
    setTimeout(() => resolve(false), 120_000).unref();
    child.once("exit", () => resolve(false));
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      if (!line.includes("Ready on")) return;
      // Keep draining the request log so the server never blocks on a full pipe.
      lines.removeAllListeners("line");
      resolve(true);
    });
  });
  if (!ready || child.pid === undefined) {
    await stop();
    throw new Error(`The site did not start on ${origin}`);
  }
  return {
    origin,
    /** The server's pid, which is also its process group's id. */
    pid: child.pid,
    stop,
    /** Called if the server exits before `stop`. */
    onExit: (listener: (code: number | null) => void) => void child.once("exit", (code) => stopping || listener(code)),
  };
}
