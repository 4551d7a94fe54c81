/**
 * Starts the built site with scripts/serve.ts on a loopback port for a tool (Lighthouse, benches)
 * and stops its whole process group afterwards. Resolves once the server prints "Ready on".
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export interface RunningSite {
  origin: string;
  /** The server's pid, which is also its process group's id. */
  pid: number;
  stop: () => Promise<void>;
  /** Called if the server exits before `stop`. */
  onExit: (listener: (code: number | null) => void) => void;
}

export async function startSite(
  port: number,
  options: { PERSIST_TO?: string; args?: string[] } = {},
): Promise<RunningSite> {
  const origin = `http://127.0.0.1:${port}`;
  const serve = fileURLToPath(new URL("./serve.ts", import.meta.url));
  const child = spawn(process.execPath, [serve, ...(options.args ?? [])], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(options.PERSIST_TO ? { PERSIST_TO: options.PERSIST_TO } : {}),
    },
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
    const timer = setTimeout(() => resolve(false), 120_000);
    child.once("exit", () => resolve(false));
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      if (!line.includes("Ready on")) return;
      clearTimeout(timer);
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
    pid: child.pid,
    stop,
    onExit: (listener) => child.once("exit", (code) => stopping || listener(code)),
  };
}
