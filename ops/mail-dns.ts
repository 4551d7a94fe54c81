/**
 * `npm run mail:dns -- --env staging|production [--account-id ID] [--selector NAME] [--dkim-key FILE]`:
 * the DNS records that let enquiry mails from MAIL_FROM's domain arrive, derived from the
 * environment's wrangler.toml: MailChannels' Domain Lockdown (without it MailChannels refuses the
 * mail), SPF, the DKIM public key (computed from the private key file when one is given, which is
 * never printed) and DMARC. Offline: it reads files, never the DNS or an account.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import { readDkimPrivateKey } from "../worker/enquiries/dkim-key.ts";
import { isDeployEnvironment, readEnvironment, varText, type DeployEnvironment } from "./wrangler-environments.ts";

export const usage =
  "Usage: npm run mail:dns -- --env staging|production [--account-id <MailChannels account id>] [--selector <name>] [--dkim-key <private key file>]";

/** The selector when none is given: MailChannels' own example. Use the same one in DKIM_SELECTOR. */
export const defaultSelector = "mcdkim";

export interface MailDnsArgs {
  environment: DeployEnvironment;
  accountId?: string;
  selector: string;
  dkimKeyFile?: string;
}

export function parseMailDnsArgs(argv: readonly string[]): { args: MailDnsArgs } | { help: true } | { error: string } {
  const values = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === "--help") return { help: true };
    const [name, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg];
    if (!["--env", "--account-id", "--selector", "--dkim-key"].includes(name!)) {
      return { error: `Unknown argument ${arg}.\n${usage}` };
    }
    const value = inline ?? argv[index + 1];
    if (inline === undefined) index += 1;
    if (!value || value.startsWith("--")) return { error: `${name} needs a value.\n${usage}` };
    values.set(name!, value);
  }
  const environment = values.get("--env");
  if (!isDeployEnvironment(environment))
    return { error: `Say which environment: --env staging or --env production.\n${usage}` };
  const selector = values.get("--selector") ?? defaultSelector;
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(selector)) {
    return { error: "--selector takes a DNS label: letters, digits and hyphens, such as mcdkim or web2026." };
  }
  const accountId = values.get("--account-id");
  if (accountId !== undefined && !/^[A-Za-z0-9._-]+$/.test(accountId)) {
    return { error: "--account-id takes the MailChannels account id as the console shows it (no spaces)." };
  }
  const dkimKeyFile = values.get("--dkim-key");
  return {
    args: { environment, selector, ...(accountId ? { accountId } : {}), ...(dkimKeyFile ? { dkimKeyFile } : {}) },
  };
}

/**
 * The DKIM public key for a private key in any form the Worker accepts (PEM, PKCS#8 or PKCS#1, or
 * the Base64 of its DER): Base64 of its SubjectPublicKeyInfo, the `p=` of the DNS record.
 */
export function dkimPublicKey(privateKeyText: string): { base64: string; bits: number } | { problem: string } {
  const reading = readDkimPrivateKey(privateKeyText);
  if ("problem" in reading) return { problem: `The DKIM key ${reading.problem}.` };
  const der = Buffer.from(reading.base64, "base64");
  let key: KeyObject | undefined;
  for (const type of ["pkcs8", "pkcs1"] as const) {
    try {
      key = createPrivateKey({ key: der, format: "der", type });
      break;
    } catch {
      // Try the other encoding.
    }
  }
  if (!key) return { problem: "The DKIM key could not be read as an RSA private key." };
  if (key.asymmetricKeyType !== "rsa")
    return { problem: `The DKIM key is ${key.asymmetricKeyType}; MailChannels signs with RSA.` };
  const publicKey = createPublicKey(key);
  return {
    base64: publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    bits: key.asymmetricKeyDetails?.modulusLength ?? 0,
  };
}

export interface DnsRecord {
  purpose: string;
  name: string;
  type: "TXT";
  value: string;
  notes: string[];
}

export interface MailDomain {
  /** MAIL_FROM's domain: the one every record is for. */
  domain: string;
  accountId?: string;
  selector: string;
  publicKey?: { base64: string; bits: number };
}

export function mailDnsRecords({ domain, accountId, selector, publicKey }: MailDomain): DnsRecord[] {
  return [
    {
      purpose: `Domain Lockdown: only your MailChannels account may send as ${domain}; without it MailChannels refuses every mail`,
      name: `_mailchannels.${domain}`,
      type: "TXT",
      value: `v=mc1 auth=${accountId ?? "<your MailChannels account id>"}`,
      notes: accountId
        ? []
        : ["The account id is shown in the MailChannels console; run again with --account-id <id> to fill it in."],
    },
    {
      purpose: `SPF: receivers accept MailChannels' servers as senders for ${domain}`,
      name: domain,
      type: "TXT",
      value: "v=spf1 include:relay.mailchannels.net ~all",
      notes: [
        `A name has one SPF record. If ${domain} has one already (it does if staff send mail from it), ` +
          "add include:relay.mailchannels.net to it instead of creating a second.",
      ],
    },
    {
      purpose: `DKIM: the public key receivers check the signature of every mail from ${domain} with`,
      name: `${selector}._domainkey.${domain}`,
      type: "TXT",
      value: `v=DKIM1; k=rsa; p=${publicKey?.base64 ?? "<public key: run again with --dkim-key <private key file>>"}`,
      notes: [
        `Set the Worker's secrets to match: DKIM_DOMAIN=${domain}, DKIM_SELECTOR=${selector}, DKIM_PRIVATE_KEY=<the private key file> (docs/operations.md).`,
        ...(publicKey && publicKey.bits < 2048 ? [`The key has ${publicKey.bits} bits; use 2048.`] : []),
        ...(publicKey
          ? [
              "Cloudflare's DNS splits a value over 255 characters itself; in a zone file write it as several quoted strings.",
            ]
          : []),
      ],
    },
    {
      purpose: `DMARC: what receivers do with mail that claims to be from ${domain} but fails SPF and DKIM`,
      name: `_dmarc.${domain}`,
      type: "TXT",
      value: `v=DMARC1; p=${publicKey ? "quarantine" : "none"}; rua=mailto:dmarc-reports@${domain}`,
      notes: [
        publicKey
          ? "With the DKIM key above published and set, mail from the site passes DMARC; read the reports and move to p=reject once nothing legitimate fails."
          : "p=none only reports until DKIM signing is set up; then quarantine, then reject.",
        `If _dmarc.${domain} exists already, keep the one record and its policy; the reports go to dmarc-reports@${domain}.`,
      ],
    },
  ];
}

export function formatRecords(heading: string, records: readonly DnsRecord[]): string {
  const blocks = records.map((record) =>
    [
      record.purpose,
      `  ${record.name}.  ${record.type}  "${record.value}"`,
      ...record.notes.map((note) => `  ${note}`),
    ].join("\n"),
  );
  return `${heading}\n\n${blocks.join("\n\n")}`;
}

export async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseMailDnsArgs(argv);
  if ("help" in parsed) {
    console.log(usage);
    return 0;
  }
  if ("error" in parsed) {
    console.error(parsed.error);
    return 1;
  }
  const { environment, accountId, selector, dkimKeyFile } = parsed.args;
  const mailFrom = varText(await readEnvironment(environment), "MAIL_FROM") ?? "";
  const domain = mailFrom.split("@")[1]?.toLowerCase();
  if (!domain) {
    console.error(`[env.${environment}.vars] MAIL_FROM is not an address ("${mailFrom}"): set it first.`);
    return 1;
  }
  let publicKey: { base64: string; bits: number } | undefined;
  if (dkimKeyFile) {
    let text: string;
    try {
      text = readFileSync(dkimKeyFile, "utf8");
    } catch (error) {
      console.error(`Could not read ${dkimKeyFile}: ${(error as Error).message}`);
      return 1;
    }
    const derived = dkimPublicKey(text);
    if ("problem" in derived) {
      console.error(derived.problem);
      return 1;
    }
    publicKey = derived;
  }
  const records = mailDnsRecords({
    domain,
    selector,
    ...(accountId ? { accountId } : {}),
    ...(publicKey ? { publicKey } : {}),
  });
  console.log(
    formatRecords(`DNS records for mail from ${domain} (MAIL_FROM ${mailFrom} in [env.${environment}.vars])`, records),
  );
  if (/^example\.(com|net|org)$/.test(domain)) {
    console.log(`\n${domain} is a reserved example domain: set the company's real MAIL_FROM before publishing these.`);
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
