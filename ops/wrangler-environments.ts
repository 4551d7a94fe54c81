/**
 * The deployed environments of wrangler.toml as the operator scripts need them (`npm run deploy`,
 * `npm run mail:dns`, `npm run enquiries -- --env`): read through wrangler's own reader, so
 * inheritance and validation are wrangler's, offline. wrangler is imported on first use, so the
 * pure parts of those scripts and their unit tests never load it.
 */
import { fileURLToPath } from "node:url";

export const configPath = fileURLToPath(new URL("../wrangler.toml", import.meta.url));

export const deployEnvironments = ["staging", "production"] as const;
export type DeployEnvironment = (typeof deployEnvironments)[number];

export function isDeployEnvironment(name: string | undefined): name is DeployEnvironment {
  return (deployEnvironments as readonly (string | undefined)[]).includes(name);
}

/** What the scripts read of one environment; undefined reads the top level (the local one). */
export interface EnvironmentSettings {
  name: string;
  d1_databases: {
    binding: string;
    database_name?: string;
    database_id?: string;
    preview_database_id?: string;
    remote?: boolean;
  }[];
  kv_namespaces: { binding: string; id?: string }[];
  vars: Record<string, unknown>;
}

export async function readEnvironment(environment?: DeployEnvironment): Promise<EnvironmentSettings> {
  // wrangler's informational lines go to standard output, where a script's own output belongs.
  process.env.WRANGLER_LOG ??= "warn";
  process.env.WRANGLER_SEND_METRICS ??= "false";
  // wrangler 4.124 has no stable config reader (experimental_readRawConfig skips environments' inheritance).
  const { unstable_readConfig } = await import("wrangler");
  const config = unstable_readConfig(environment ? { config: configPath, env: environment } : { config: configPath }, {
    hideWarnings: true,
  });
  return {
    name: config.name ?? "",
    d1_databases: config.d1_databases,
    kv_namespaces: config.kv_namespaces,
    vars: config.vars as Record<string, unknown>,
  };
}

/** A var as text; wrangler may hand a TOML number or boolean through. */
export function varText(settings: EnvironmentSettings, name: string): string | undefined {
  const value = settings.vars[name];
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : undefined;
}
