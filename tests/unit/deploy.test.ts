import { describe, expect, it } from "vitest";
import {
  deployBlockers,
  deployedOrigin,
  isPlaceholderId,
  isReservedDomain,
  main,
  missingSecrets,
  parseDeployArgs,
  usage,
  type CommandResult,
  type DeployIo,
} from "../../ops/deploy.ts";
import { readEnvironment, type EnvironmentSettings } from "../../ops/wrangler-environments.ts";

const local: EnvironmentSettings = {
  name: "consultancy-site",
  d1_databases: [
    { binding: "DB", database_name: "consultancy-enquiries", database_id: "00000000-0000-4000-8000-000000000000" },
  ],
  kv_namespaces: [
    { binding: "RATE_LIMIT", id: "00000000000000000000000000000000" },
    { binding: "CHAT_CACHE", id: "11111111111111111111111111111111" },
  ],
  vars: { CONTACT_INBOX: "enquiries@example.com", MAIL_FROM: "website@example.com" },
};

/** An environment an operator has filled in: ids Cloudflare gave, the company's real addresses. */
function filled(overrides: Partial<EnvironmentSettings> = {}): EnvironmentSettings {
  return {
    name: "consultancy-site-staging",
    d1_databases: [
      {
        binding: "DB",
        database_name: "consultancy-enquiries-staging",
        database_id: "7f3c1a2e-9b4d-4e6f-8a1b-2c3d4e5f6a7b",
      },
    ],
    kv_namespaces: [
      { binding: "RATE_LIMIT", id: "0f1e2d3c4b5a69788796a5b4c3d2e1f0" },
      { binding: "CHAT_CACHE", id: "a1b2c3d4e5f60718293a4b5c6d7e8f90" },
    ],
    vars: { CONTACT_INBOX: "enquiries@meridian-cyber.co.za", MAIL_FROM: "website@meridian-cyber.co.za" },
    ...overrides,
  };
}

describe("parseDeployArgs", () => {
  it("takes the environment, --dry-run and --url in any order and either form", () => {
    expect(parseDeployArgs(["--env", "staging"])).toEqual({ args: { environment: "staging", dryRun: false } });
    expect(parseDeployArgs(["--dry-run", "--env=production"])).toEqual({
      args: { environment: "production", dryRun: true },
    });
    expect(parseDeployArgs(["-e", "staging", "--url", "https://staging.example.net"])).toEqual({
      args: { environment: "staging", dryRun: false, url: "https://staging.example.net" },
    });
    expect(parseDeployArgs(["--help"])).toEqual({ help: true });
  });

  it.each([
    [[], "Say which environment"],
    [["--env"], "Say which environment"],
    [["--env", "prod"], "Say which environment"],
    [["--env", ""], "Say which environment"],
    [["--env", "staging", "--dryrun"], "Unknown argument --dryrun."],
    [["--env", "staging", "--dry-run=yes"], "Unknown argument --dry-run=yes."],
    [["--env", "staging", "production"], "Unknown argument production."],
    [["--env", "staging", "--url", "http://staging.example.net"], "--url takes the deployed site's origin"],
    [["--env", "staging", "--url", "https://staging.example.net/contact"], "--url takes the deployed site's origin"],
  ])("refuses %j", (argv, message) => {
    const result = parseDeployArgs(argv);
    expect(result).toEqual({ error: expect.stringContaining(message) });
  });

  it("names the usage when it refuses", () => {
    expect(parseDeployArgs([])).toEqual({
      error: `Say which environment: --env staging or --env production.\n${usage}`,
    });
  });
});

describe("placeholders", () => {
  const localIds = new Set(["00000000-0000-4000-8000-000000000000", "11111111111111111111111111111111"]);

  it.each([
    [undefined, true],
    ["", true],
    ["00000000-0000-4000-8000-000000000000", true],
    ["ffffffff-ffff-ffff-ffff-ffffffffffff", true],
    ["22222222222222222222222222222222", true],
    ["7f3c1a2e-9b4d-4e6f-8a1b-2c3d4e5f6a7b", false],
    ["0f1e2d3c4b5a69788796a5b4c3d2e1f0", false],
  ])("%j is a placeholder: %s", (id, placeholder) => {
    expect(isPlaceholderId(id, localIds)).toBe(placeholder);
  });

  it.each([
    ["enquiries@example.com", true],
    ["a@EXAMPLE.org", true],
    ["a@mail.example", true],
    ["a@site.test", true],
    ["a@example.co.za", false],
    ["enquiries@meridian-cyber.co.za", false],
  ])("%s is at a reserved domain: %s", (address, reserved) => {
    expect(isReservedDomain(address)).toBe(reserved);
  });
});

describe("deployBlockers", () => {
  it("passes an environment whose ids and addresses are real and its own", () => {
    expect(deployBlockers("staging", filled(), local, filled({ d1_databases: [], kv_namespaces: [] }))).toEqual([]);
  });

  it("names every placeholder in the committed wrangler.toml, with the command that gives its id", async () => {
    const [staging, top, production] = await Promise.all([
      readEnvironment("staging"),
      readEnvironment(),
      readEnvironment("production"),
    ]);
    expect(deployBlockers("staging", staging, top, production)).toEqual([
      "[[env.staging.d1_databases]] DB database_id is a placeholder: create the database with " +
        "`npx wrangler d1 create consultancy-enquiries-staging` and paste the id it prints.",
      "[[env.staging.kv_namespaces]] RATE_LIMIT id is a placeholder: create the namespace with " +
        "`npx wrangler kv namespace create RATE_LIMIT --env staging` and paste the id it prints.",
      "[[env.staging.kv_namespaces]] CHAT_VECTORS id is a placeholder: create the namespace with " +
        "`npx wrangler kv namespace create CHAT_VECTORS --env staging` and paste the id it prints.",
      '[env.staging.vars] CONTACT_INBOX is "enquiries@example.com", an address at a reserved example domain that ' +
        "no mail reaches: set the inbox that receives the enquiries.",
      '[env.staging.vars] MAIL_FROM is "website@example.com", an address at a reserved example domain that no ' +
        "mail reaches: set the address on the company's domain that enquiry mails come from.",
    ]);
  }, 60_000);

  it("refuses ids shared with the other environment, and ids of the wrong form", () => {
    const production = filled();
    const staging = filled({
      kv_namespaces: [
        { binding: "RATE_LIMIT", id: "0f1e2d3c4b5a69788796a5b4c3d2e1f0" },
        { binding: "CHAT_CACHE", id: "consultancy-chat-cache" },
      ],
    });
    expect(deployBlockers("staging", staging, local, production)).toEqual([
      expect.stringMatching(/^\[\[env\.staging\.d1_databases\]\] DB database_id is also the other environment's/),
      expect.stringMatching(/^\[\[env\.staging\.kv_namespaces\]\] RATE_LIMIT id is also the other environment's/),
      expect.stringMatching(/^\[\[env\.staging\.kv_namespaces\]\] CHAT_CACHE id is not a KV namespace id/),
    ]);
  });
});

describe("after the deploy", () => {
  it("reads the workers.dev address from wrangler's output", () => {
    const output = [
      "Uploaded consultancy-site-staging (4.21 sec)",
      "Deployed consultancy-site-staging triggers (1.02 sec)",
      "  https://consultancy-site-staging.meridian.workers.dev",
      "  schedule: */5 * * * *",
    ].join("\n");
    expect(deployedOrigin(output)).toBe("https://consultancy-site-staging.meridian.workers.dev");
    expect(deployedOrigin("No deploy targets")).toBeUndefined();
  });

  it("names the required secrets that are not set", () => {
    expect(missingSecrets([{ name: "IP_HASH_SALT" }])).toEqual(["MAILCHANNELS_API_KEY"]);
    expect(
      missingSecrets([{ name: "IP_HASH_SALT" }, { name: "MAILCHANNELS_API_KEY" }, { name: "DKIM_DOMAIN" }]),
    ).toEqual([]);
  });
});

/** A deploy with every outside effect recorded: the commands it ran and what it printed. */
function recording(environments: Record<string, EnvironmentSettings>, results: Record<string, CommandResult> = {}) {
  const commands: string[] = [];
  const printed: string[] = [];
  const smoked: string[] = [];
  const io: DeployIo = {
    run: async (command) => {
      const line = command.join(" ");
      commands.push(line);
      return results[line] ?? { status: 0, output: "" };
    },
    readEnvironment: async (environment) => environments[environment ?? "local"]!,
    smoke: async (origin) => {
      smoked.push(origin);
      return [{ name: "GET /", ok: true, detail: "" }];
    },
    log: (text) => printed.push(text),
  };
  return { io, commands, printed, smoked };
}

describe("npm run deploy", () => {
  it("with placeholders, stops before anything runs and says which to fill", async () => {
    const run = recording({ staging: { ...local, name: "consultancy-site-staging" }, local, production: local });
    expect(await main(["--env", "staging"], run.io)).toBe(1);
    expect(run.commands).toEqual([]);
    expect(run.printed.join("\n")).toMatch(/^Not deploying to staging: wrangler\.toml is not ready for it\./);
    expect(run.printed.join("\n")).toContain("Nothing was built, migrated or deployed.");
  });

  it("with --dry-run, builds and bundles offline, prints the rest, and fails while placeholders remain", async () => {
    const run = recording({ staging: { ...local, name: "consultancy-site-staging" }, local, production: local });
    expect(await main(["--env", "staging", "--dry-run"], run.io)).toBe(1);
    expect(run.commands).toEqual([
      "npm run build",
      "npx wrangler deploy --dry-run --env staging --outdir .wrangler/dry-run-staging",
    ]);
    const printed = run.printed.join("\n");
    expect(printed).toContain("A real deploy would stop before building, until these are filled in:");
    expect(printed).toContain("npx wrangler d1 migrations apply DB --remote --env staging");
    expect(run.smoked).toEqual([]);
  });

  it("once filled in, builds, migrates, deploys and smoke-tests the address wrangler printed", async () => {
    const deployOutput = { status: 0, output: "Uploaded\n  https://consultancy-site-staging.meridian.workers.dev\n" };
    const run = recording(
      { staging: filled(), local, production: filled({ d1_databases: [], kv_namespaces: [] }) },
      {
        "npx wrangler secret list --env staging --format json": {
          status: 0,
          output: '[{"name":"IP_HASH_SALT","type":"secret_text"},{"name":"MAILCHANNELS_API_KEY","type":"secret_text"}]',
        },
        "npx wrangler deploy --env staging": deployOutput,
      },
    );
    expect(await main(["--env", "staging"], run.io)).toBe(0);
    expect(run.commands).toEqual([
      "npm run build",
      "npx wrangler secret list --env staging --format json",
      "npx wrangler d1 migrations apply DB --remote --env staging",
      "npx wrangler deploy --env staging",
    ]);
    expect(run.smoked).toEqual(["https://consultancy-site-staging.meridian.workers.dev"]);
    expect(run.printed.at(-1)).toBe("\nDeployed to staging.");
  });

  it("does not deploy when the migrations fail", async () => {
    const run = recording(
      { staging: filled(), local, production: filled({ d1_databases: [], kv_namespaces: [] }) },
      { "npx wrangler d1 migrations apply DB --remote --env staging": { status: 1, output: "D1 error" } },
    );
    expect(await main(["--env", "staging"], run.io)).toBe(1);
    expect(run.commands.at(-1)).toBe("npx wrangler d1 migrations apply DB --remote --env staging");
    expect(run.printed.join("\n")).toContain("Warning: could not list the secrets");
  });
});
