/**
 * `npm run deploy -- --env staging|production [--dry-run] [--url <origin>]`: one command for a
 * release. It checks wrangler.toml first and stops, having changed nothing, while the environment
 * still has a placeholder (a database or namespace id, a reserved example address); then it builds,
 * lists the secrets, applies the D1 migrations to the remote database, deploys, and smoke-tests the
 * deployed site (ops/smoke.ts) at --url or at the workers.dev address wrangler reports.
 *
 * --dry-run runs everything that needs no account: the check (reporting what a real deploy would
 * stop on), the build, and `wrangler deploy --dry-run` for the environment (its bindings and the
 * bundle's size); it prints the commands a real deploy would run next.
 */
import { spawn } from "node:child_process";
import { statSync } from "node:fs";
import { formatChecks, smokeTest, type SmokeCheck } from "./smoke.ts";
import {
  isDeployEnvironment,
  readEnvironment,
  varText,
  type DeployEnvironment,
  type EnvironmentSettings,
} from "./wrangler-environments.ts";

export const usage = "Usage: npm run deploy -- --env staging|production [--dry-run] [--url https://<deployed origin>]";

export interface DeployArgs {
  environment: DeployEnvironment;
  dryRun: boolean;
  /** Where to smoke-test; by default the workers.dev address `wrangler deploy` prints. */
  url?: string;
}

export type DeployArgsResult = { args: DeployArgs } | { help: true } | { error: string };

export function parseDeployArgs(argv: readonly string[]): DeployArgsResult {
  let environment: string | undefined;
  let url: string | undefined;
  let dryRun = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    const [name, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg];
    const value = () => inline ?? (argv[index + 1]?.startsWith("--") ? undefined : argv[++index]);
    if (name === "--help") return { help: true };
    else if (name === "--dry-run" && inline === undefined) dryRun = true;
    else if (name === "--env" || name === "-e") environment = value();
    else if (name === "--url") url = value();
    else return { error: `Unknown argument ${arg}.\n${usage}` };
  }
  if (!isDeployEnvironment(environment)) {
    return { error: `Say which environment: --env staging or --env production.\n${usage}` };
  }
  if (url !== undefined && !/^https:\/\/[^/\s]+\/?$/.test(url)) {
    return { error: "--url takes the deployed site's origin, such as https://www.example.com." };
  }
  return { args: { environment, dryRun, ...(url ? { url } : {}) } };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const kvId = /^[0-9a-f]{32}$/i;

/** An id nobody was given by Cloudflare: unset, one of the local file's stand-ins, or one digit over and over. */
export function isPlaceholderId(id: string | undefined, localIds: ReadonlySet<string>): boolean {
  if (!id) return true;
  const digits = id.replace(/-/g, "").toLowerCase();
  return localIds.has(id) || /^(.)\1*$/.test(digits);
}

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): mail sent there reaches no one. */
export function isReservedDomain(address: string): boolean {
  const domain = address.split("@").pop()?.toLowerCase() ?? "";
  return (
    /^example\.(com|net|org)$/.test(domain) || /(^|\.)(example|test|invalid|localhost)$/.test(domain) || domain === ""
  );
}

/**
 * Everything in the environment's part of wrangler.toml that a deploy must not go out with, each
 * said with what to do about it. `local` is the top level, whose ids are stand-ins by design;
 * `other` is the other deployed environment, with which nothing may be shared.
 */
export function deployBlockers(
  environment: DeployEnvironment,
  settings: EnvironmentSettings,
  local: EnvironmentSettings,
  other?: EnvironmentSettings,
): string[] {
  const idsOf = (environment?: EnvironmentSettings) =>
    new Set([
      ...(environment?.d1_databases ?? []).flatMap((database) => database.database_id ?? []),
      ...(environment?.kv_namespaces ?? []).flatMap((namespace) => namespace.id ?? []),
    ]);
  const [localIds, otherIds] = [idsOf(local), idsOf(other)];
  const blockers: string[] = [];
  for (const database of settings.d1_databases) {
    const where = `[[env.${environment}.d1_databases]] ${database.binding} database_id`;
    const create = `create the database with \`npx wrangler d1 create ${database.database_name ?? "<name>"}\` and paste the id it prints`;
    if (isPlaceholderId(database.database_id, localIds)) blockers.push(`${where} is a placeholder: ${create}.`);
    else if (!uuid.test(database.database_id ?? "")) blockers.push(`${where} is not a D1 id (a UUID): ${create}.`);
    else if (otherIds.has(database.database_id ?? "")) {
      blockers.push(`${where} is also the other environment's: ${create}, so the two never share data.`);
    }
  }
  for (const namespace of settings.kv_namespaces) {
    const where = `[[env.${environment}.kv_namespaces]] ${namespace.binding} id`;
    const create = `create the namespace with \`npx wrangler kv namespace create ${namespace.binding} --env ${environment}\` and paste the id it prints`;
    if (isPlaceholderId(namespace.id, localIds)) blockers.push(`${where} is a placeholder: ${create}.`);
    else if (!kvId.test(namespace.id ?? ""))
      blockers.push(`${where} is not a KV namespace id (32 hex digits): ${create}.`);
    else if (otherIds.has(namespace.id ?? "")) {
      blockers.push(`${where} is also the other environment's: ${create}, so the two never share data.`);
    }
  }
  for (const name of ["CONTACT_INBOX", "MAIL_FROM"]) {
    const address = varText(settings, name) ?? "";
    if (isReservedDomain(address)) {
      blockers.push(
        `[env.${environment}.vars] ${name} is "${address}", an address at a reserved example domain that no mail reaches: ` +
          (name === "MAIL_FROM"
            ? "set the address on the company's domain that enquiry mails come from."
            : "set the inbox that receives the enquiries."),
      );
    }
  }
  return blockers;
}

/** Secrets a deployed Worker needs; without them it runs, but holds every mail or keeps weak IP hashes. */
export const requiredSecrets = ["MAILCHANNELS_API_KEY", "IP_HASH_SALT"] as const;

export function missingSecrets(listed: readonly { name: string }[]): string[] {
  const names = new Set(listed.map((secret) => secret.name));
  return requiredSecrets.filter((name) => !names.has(name));
}

/** The first workers.dev address in wrangler deploy's output: the deployed Worker itself. */
export function deployedOrigin(output: string): string | undefined {
  return /https:\/\/[a-z0-9.-]+\.workers\.dev/i.exec(output)?.[0];
}

/** The steps of a real deploy, as the commands an operator could type. */
export function remoteCommands(environment: DeployEnvironment): string[][] {
  return [
    ["npx", "wrangler", "secret", "list", "--env", environment, "--format", "json"],
    ["npx", "wrangler", "d1", "migrations", "apply", "DB", "--remote", "--env", environment],
    ["npx", "wrangler", "deploy", "--env", environment],
  ];
}

export interface CommandResult {
  status: number;
  output: string;
}

export interface DeployIo {
  /** Runs a command, its output shown as it comes and returned; `quiet` shows nothing. */
  run(command: readonly string[], options?: { quiet?: boolean }): Promise<CommandResult>;
  readEnvironment: typeof readEnvironment;
  smoke(origin: string): Promise<SmokeCheck[]>;
  log(text: string): void;
}

function runCommand(command: readonly string[], options: { quiet?: boolean } = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), {
      stdio: ["inherit", "pipe", "pipe"],
      // wrangler's own output in full (readEnvironment quietens it for this process only).
      env: { ...process.env, WRANGLER_LOG: "log", WRANGLER_SEND_METRICS: "false" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (!options.quiet) process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (!options.quiet) process.stderr.write(chunk);
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status: status ?? 1, output }));
  });
}

const defaultIo: DeployIo = {
  run: runCommand,
  readEnvironment,
  smoke: (origin) => smokeTest(origin),
  log: (text) => console.log(text),
};

const shell = (command: readonly string[]) => command.join(" ");

export async function main(argv: readonly string[], io: DeployIo = defaultIo): Promise<number> {
  const parsed = parseDeployArgs(argv);
  if ("help" in parsed) {
    io.log(usage);
    return 0;
  }
  if ("error" in parsed) {
    io.log(parsed.error);
    return 1;
  }
  const { environment, dryRun, url } = parsed.args;
  const other = environment === "staging" ? "production" : "staging";
  const [settings, local, otherSettings] = await Promise.all([
    io.readEnvironment(environment),
    io.readEnvironment(),
    io.readEnvironment(other),
  ]);
  const blockers = deployBlockers(environment, settings, local, otherSettings);
  const step = (text: string) => io.log(`\n━━ ${text}`);

  if (blockers.length > 0 && !dryRun) {
    io.log(
      `Not deploying to ${environment}: wrangler.toml is not ready for it. Fill these in, then run this again:\n` +
        `${blockers.map((blocker) => `  - ${blocker}`).join("\n")}\n` +
        "Nothing was built, migrated or deployed.",
    );
    return 1;
  }
  if (dryRun) {
    io.log(`Dry run for ${environment} (${settings.name}): every step that needs no Cloudflare account.`);
    if (blockers.length > 0) {
      io.log(
        `A real deploy would stop before building, until these are filled in:\n${blockers.map((b) => `  - ${b}`).join("\n")}`,
      );
    } else io.log("wrangler.toml is ready: no placeholder ids or example addresses.");
  }

  step("build: npm run build");
  if ((await io.run(["npm", "run", "build"])).status !== 0) {
    io.log("The build failed; nothing was deployed.");
    return 1;
  }

  if (dryRun) {
    const outdir = `.wrangler/dry-run-${environment}`;
    const bundle = ["npx", "wrangler", "deploy", "--dry-run", "--env", environment, "--outdir", outdir];
    step(`bundle: ${shell(bundle)}`);
    if ((await io.run(bundle)).status !== 0) return 1;
    const size = statSync(`${outdir}/index.js`, { throwIfNoEntry: false })?.size;
    if (size !== undefined)
      io.log(`Worker bundle: ${(size / 1024).toFixed(0)} KiB before compression (${outdir}/index.js)`);
    io.log(
      "\nA real deploy would now run, with a Cloudflare account:\n" +
        [
          ...remoteCommands(environment).map(shell),
          `npm run smoke -- ${url ?? "<the workers.dev address wrangler deploy prints>"}`,
        ]
          .map((command) => `  ${command}`)
          .join("\n"),
    );
    if (blockers.length > 0)
      io.log(
        `\nDry run done; a real deploy to ${environment} would stop on the ${blockers.length} settings listed above.`,
      );
    else io.log(`\nDry run done: ${environment} is ready to deploy.`);
    return blockers.length > 0 ? 1 : 0;
  }

  const [listSecrets, migrate, deploy] = remoteCommands(environment);
  step(`secrets: ${shell(listSecrets!)}`);
  const secrets = await io.run(listSecrets!, { quiet: true });
  let secretWarning: string | undefined;
  try {
    const missing = missingSecrets(JSON.parse(secrets.output.slice(secrets.output.indexOf("["))) as { name: string }[]);
    secretWarning =
      missing.length === 0
        ? undefined
        : `${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} not set: ` +
          missing.map((name) => `npx wrangler secret put ${name} --env ${environment}`).join("; ") +
          ". Until then mails are held (no API key) or IP hashes use the public salt.";
  } catch {
    secretWarning = `could not list the secrets (${secrets.output.trim().split("\n").at(-1) ?? "no output"}); on a first deploy, set them after it (docs/operations.md).`;
  }
  io.log(secretWarning ? `Warning: ${secretWarning}` : `Set: ${requiredSecrets.join(", ")}.`);

  step(`migrations: ${shell(migrate!)}`);
  if ((await io.run(migrate!)).status !== 0) {
    io.log("The migrations failed; the Worker was not deployed, so the live version is unchanged.");
    return 1;
  }

  step(`deploy: ${shell(deploy!)}`);
  const deployed = await io.run(deploy!);
  if (deployed.status !== 0) {
    io.log("wrangler deploy failed; the live version is unchanged.");
    return 1;
  }

  const origin = url ?? deployedOrigin(deployed.output);
  step(`smoke test: ${origin ?? "no address"}`);
  if (!origin) {
    io.log("wrangler printed no workers.dev address: run `npm run smoke -- <origin>` against the site's address.");
    return 1;
  }
  const checks = await io.smoke(origin);
  io.log(formatChecks(origin, checks));
  const passed = checks.every((check) => check.ok);
  io.log(
    passed
      ? `\nDeployed to ${environment}${secretWarning ? `, with a warning: ${secretWarning}` : "."}`
      : `\nDeployed to ${environment}, but the smoke test failed. To go back: npx wrangler rollback --env ${environment}`,
  );
  return passed ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
