/**
 * Serves the built site and API locally: the prebuilt Worker (`build/worker/index.js`) and the
 * static assets in workerd through Miniflare's own API, configured from `wrangler.toml`, with
 * nothing re-bundled or watched and no proxy worker in front (decision 0001 says why not `wrangler
 * dev`). PORT (8787), HOST (127.0.0.1), PERSIST_TO (.wrangler/state, where `wrangler d1 ...` looks
 * too), LOG_REQUESTS=1, and `--var NAME:VALUE` to override a variable of wrangler.toml. Prints
 * "Ready on <url>" once it answers; if workerd dies, exits with status 1: a crash is reported,
 * never hidden behind a restart.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { localAiCompatibilityFlags, localAiWorker, localAiWorkerName } from "./local-ai.ts";
import { vectorKey } from "../worker/chat/passage-vectors.ts";
import type { VectorFile } from "../worker/chat/vectors.ts";
import { processTable } from "./processes.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const configPath = join(root, "wrangler.toml");
const workerScript = join(root, "build/worker/index.js");
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? "127.0.0.1";
const persistTo = resolve(process.env.PERSIST_TO ?? ".wrangler/state");

/**
 * Every request crosses from Miniflare's entry Worker into another isolate (the assets router and
 * server for pages, the site's Worker for the API, KV and D1 for their calls), and each crossing
 * leaves native memory behind (the request's headers, streams and I/O context) that only a full
 * garbage collection of that isolate frees. V8 cannot see that memory: its young-generation
 * collections never free it, and its full collections come so rarely that workerd grew by 20 to
 * 80 KB a request and never gave it back (upstream cloudflare/workerd#6894). `--gc-global` makes
 * every collection a full one, and semi-spaces of at most 2 MB make a collection come every few MB
 * of allocation, so the garbage is freed while it is small: with both, RSS levels off within
 * seconds; with `--gc-global` alone it still grew by about 3 KB a request at 800 requests a second.
 * The chat's knowledge index is loaded before "Ready" (below), so the extra collections never slow
 * a visitor's first answer.
 * docs/decisions/0013-workerd-runs-with-a-full-collection-per-gc.md has the measurements and the reproduction.
 */
const runtimeV8Flags = ["--gc-global", "--max-semi-space-size=2"];
// Miniflare reads its flags for workerd from this variable, split on single spaces.
process.env.MINIFLARE_WORKERD_V8_FLAGS = [
  ...runtimeV8Flags,
  ...(process.env.MINIFLARE_WORKERD_V8_FLAGS ?? "").split(" ").filter(Boolean),
].join(" ");

if (!existsSync(workerScript) || !existsSync(join(root, "build/client/index.html"))) {
  console.error("No build to serve: run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
}

applyMigrations();

// Module rules only matter when bundling; the prebuilt Worker is one ES module.
const { modulesRules: _bundlingOnly, ...workerOptions } = unstable_getMiniflareWorkerOptions(configPath).workerOptions;
const vars = { ...(workerOptions.bindings ?? {}), ...parseVarArguments() };
const compatibilityDate = String(workerOptions.compatibilityDate);
const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    host,
    port,
    // The same layout as `wrangler dev --persist-to`, so `wrangler d1 execute --local` sees it too.
    resourcePersistencePath: join(persistTo, "v3"),
    // Never fetch `request.cf` from Cloudflare: the local site needs no network.
    cf: false,
    // Lets an operator fire the Cron handler locally: GET /cdn-cgi/local/scheduled answers "ok"
    // once the handler (the enquiry outbox) has run.
    unsafeTriggerHandlers: true,
    log: new Log(LogLevel.INFO),
    // A line per request is opt-in: Miniflare sends each one from workerd to this process and holds
    // the request open until it is written, so under a flood (abandoned uploads, say) connections
    // piled up until workerd ran out of file descriptors and exited (decision 0013).
    logRequests: process.env.LOG_REQUESTS === "1",
    handleStructuredLogs: printRuntimeLog,
    workers: [
      {
        ...workerOptions,
        name: "consultancy-site",
        bindings: vars,
        modules: true,
        scriptPath: workerScript,
        // Workers AI has no local simulator: its binding is the local stand-in (scripts/local-ai.ts).
        serviceBindings: { AI: localAiWorkerName },
        // The model call passes an AbortSignal, which crosses to the stand-in only with this flag.
        compatibilityFlags: localAiCompatibilityFlags,
      },
      localAiWorker(compatibilityDate),
    ],
  }),
);

const url = await miniflare.ready;
await putPassageVectors();
// With a full collection every time, the chat's first answer (which loads the knowledge index)
// takes seconds on a busy machine: ask one question before saying ready, so no visitor waits.
await miniflare
  .dispatchFetch(new URL("/api/ai-chat", url), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ message: "What services do you offer?", context: "" }),
  })
  .then((response) => response.arrayBuffer());
console.log(`Ready on ${url.href.replace(/\/$/, "")}`);
watchRuntime();

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void miniflare.dispose().finally(() => process.exit(0));
  });
}

/**
 * workerd's own log lines. A visitor who leaves before a response is complete makes workerd log
 * the failed write with a stack trace; that is not a fault of the site, so it is not printed.
 */
function printRuntimeLog({ level, message }: { level: string; message: string }): void {
  if (/disconnected: .*(Broken pipe|Connection reset by peer)/.test(message)) return;
  if (level === "error" || level === "warn") console.error(message);
  else console.log(message);
}

/** Applies pending D1 migrations to the local database before anything is served. */
function applyMigrations(): void {
  const wrangler = join(root, "node_modules/wrangler/bin/wrangler.js");
  const result = spawnSync(
    process.execPath,
    [wrangler, "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The build's passage vectors (the local encoder's) where the Worker looks for them, so it never makes them itself. */
async function putPassageVectors(): Promise<void> {
  const json = readFileSync(join(root, "worker/chat/knowledge-vectors.json"), "utf8");
  const { model, fingerprint } = JSON.parse(json) as VectorFile;
  const store = (await miniflare.getKVNamespace("CHAT_VECTORS", "consultancy-site")) as unknown as {
    put(key: string, value: string): Promise<void>;
  };
  await store.put(vectorKey(model, fingerprint), json);
}

/** `--var NAME:VALUE` arguments, as `wrangler dev` takes them. */
function parseVarArguments(): Record<string, string> {
  try {
    const { values } = parseArgs({ options: { var: { type: "string", multiple: true, default: [] } } });
    const bad = values.var.find((value) => value.indexOf(":") < 1);
    if (bad !== undefined) throw new Error(`--var ${bad}`);
    return Object.fromEntries(
      values.var.map((value) => [value.slice(0, value.indexOf(":")), value.slice(value.indexOf(":") + 1)]),
    );
  } catch (error) {
    console.error(`${(error as Error).message}: serve.ts takes only --var NAME:VALUE`);
    process.exit(2);
  }
}

/**
 * Miniflare does not report a workerd that exits on its own, so watch its process: if it goes
 * away while we are not stopping, say so and exit with a failure.
 */
function watchRuntime(): void {
  const runtime = [...processTable()].find(([, { parent, name }]) => parent === process.pid && name === "workerd");
  const runtimePid = runtime?.[0];
  if (runtimePid === undefined) return;
  const timer = setInterval(() => {
    if (stopping) return clearInterval(timer);
    try {
      process.kill(runtimePid, 0);
    } catch {
      console.error(`workerd (pid ${runtimePid}) exited unexpectedly; the site is down`);
      process.exit(1);
    }
  }, 1000);
  timer.unref();
}
