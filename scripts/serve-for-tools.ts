/**
 * Starts the built site with scripts/serve.ts on a loopback port for a tool (Lighthouse, load
 * tests) and stops the whole process group afterwards.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface RunningSite {
  origin: string;
  stop: () => Promise<void>;
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
    stdio: "ignore",
    detached: true,
  });
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null) return;
    process.kill(-child.pid, "SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The site did not start on ${origin} within a minute`);
}
