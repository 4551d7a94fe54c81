/**
 * The real model for `npm run eval:chat -- --remote`: Workers AI through wrangler's remote binding
 * (getPlatformProxy with remote bindings, production environment of wrangler.toml). Refuses clearly
 * when wrangler has no Cloudflare account to use.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { AiBinding } from "../worker/chat/model.ts";

export const needsAccount = "needs a Cloudflare account: run npx wrangler login";

/** Whether wrangler is logged in (or has an API token): `wrangler whoami` names an account. */
async function loggedIn(): Promise<boolean> {
  if (process.env.CLOUDFLARE_API_TOKEN) return true;
  try {
    const { stdout } = await promisify(execFile)("npx", ["wrangler", "whoami"], { timeout: 60_000 });
    return !/not authenticated|not logged in/i.test(stdout);
  } catch {
    return false;
  }
}

/** The production AI binding, reached remotely, and how to let it go. */
export async function remoteAi(): Promise<{ ai: AiBinding; dispose: () => Promise<void> }> {
  if (!(await loggedIn())) throw new Error(needsAccount);
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy<{ AI?: AiBinding }>({
    configPath: "wrangler.toml",
    environment: "production",
    persist: false,
    remoteBindings: true,
  });
  if (!proxy.env.AI) {
    await proxy.dispose();
    throw new Error("wrangler.toml has no AI binding in [env.production.ai]");
  }
  return { ai: proxy.env.AI, dispose: () => proxy.dispose() };
}
