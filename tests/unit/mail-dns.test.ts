import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { defaultSelector, dkimPublicKey, formatRecords, mailDnsRecords, parseMailDnsArgs } from "../../ops/mail-dns.ts";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const spki = publicKey.export({ type: "spki", format: "der" }).toString("base64");

describe("dkimPublicKey", () => {
  it.each([
    ["PKCS#8 PEM", privateKey.export({ type: "pkcs8", format: "pem" }).toString()],
    ["PKCS#1 PEM", privateKey.export({ type: "pkcs1", format: "pem" }).toString()],
    ["Base64 of the PKCS#8 DER", privateKey.export({ type: "pkcs8", format: "der" }).toString("base64")],
    ["Base64 of the PKCS#1 DER", privateKey.export({ type: "pkcs1", format: "der" }).toString("base64")],
  ])("derives the public key from %s", (_form, text) => {
    expect(dkimPublicKey(text)).toEqual({ base64: spki, bits: 2048 });
  });

  it("refuses a public key, an EC key and text, without quoting them", () => {
    expect(dkimPublicKey(publicKey.export({ type: "spki", format: "pem" }).toString())).toEqual({
      problem: 'The DKIM key is a PEM "PUBLIC KEY", not a private key.',
    });
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "der" });
    expect(dkimPublicKey(ec.toString("base64"))).toEqual({
      problem: "The DKIM key does not hold an RSA private key of 1024 bits or more.",
    });
    expect(dkimPublicKey("not a key")).toEqual({ problem: "The DKIM key is neither a PEM private key nor Base64." });
  });
});

describe("mailDnsRecords", () => {
  it("for the default config: Domain Lockdown, SPF, DKIM and DMARC for MAIL_FROM's domain, with what to fill in", () => {
    const records = mailDnsRecords({ domain: "example.com", selector: defaultSelector });
    expect(records.map(({ name, type, value }) => [name, type, value])).toEqual([
      ["_mailchannels.example.com", "TXT", "v=mc1 auth=<your MailChannels account id>"],
      ["example.com", "TXT", "v=spf1 include:relay.mailchannels.net ~all"],
      [
        "mcdkim._domainkey.example.com",
        "TXT",
        "v=DKIM1; k=rsa; p=<public key: run again with --dkim-key <private key file>>",
      ],
      ["_dmarc.example.com", "TXT", "v=DMARC1; p=none; rua=mailto:dmarc-reports@example.com"],
    ]);
  });

  it("fills in the account, the selector and the public key, and quarantines once mail is signed", () => {
    const records = mailDnsRecords({
      domain: "meridian-cyber.co.za",
      accountId: "meridiancyber",
      selector: "web2026",
      publicKey: { base64: spki, bits: 2048 },
    });
    expect(records.map(({ name, value }) => [name, value])).toEqual([
      ["_mailchannels.meridian-cyber.co.za", "v=mc1 auth=meridiancyber"],
      ["meridian-cyber.co.za", "v=spf1 include:relay.mailchannels.net ~all"],
      ["web2026._domainkey.meridian-cyber.co.za", `v=DKIM1; k=rsa; p=${spki}`],
      ["_dmarc.meridian-cyber.co.za", "v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@meridian-cyber.co.za"],
    ]);
    expect(records[2]!.notes[0]).toBe(
      "Set the Worker's secrets to match: DKIM_DOMAIN=meridian-cyber.co.za, DKIM_SELECTOR=web2026, " +
        "DKIM_PRIVATE_KEY=<the private key file> (docs/operations.md).",
    );
  });

  it("prints each record as a zone-file line under what it is for", () => {
    const text = formatRecords("DNS records", mailDnsRecords({ domain: "example.com", selector: "mcdkim" }));
    expect(text).toContain('\n  _mailchannels.example.com.  TXT  "v=mc1 auth=<your MailChannels account id>"\n');
    expect(text).toContain('\n  _dmarc.example.com.  TXT  "v=DMARC1; p=none; rua=mailto:dmarc-reports@example.com"\n');
  });
});

describe("parseMailDnsArgs", () => {
  it("takes the environment and the optional account, selector and key file", () => {
    expect(parseMailDnsArgs(["--env", "production"])).toEqual({
      args: { environment: "production", selector: "mcdkim" },
    });
    expect(
      parseMailDnsArgs([
        "--env=staging",
        "--account-id",
        "meridiancyber",
        "--selector=web2026",
        "--dkim-key",
        "key.pem",
      ]),
    ).toEqual({
      args: { environment: "staging", accountId: "meridiancyber", selector: "web2026", dkimKeyFile: "key.pem" },
    });
  });

  it.each([
    [[], "Say which environment"],
    [["--env", "prod"], "Say which environment"],
    [["--env", "production", "--selector", "mc_dkim"], "--selector takes a DNS label"],
    [["--env", "production", "--account-id", "my account"], "--account-id takes the MailChannels account id"],
    [["--env", "production", "--dkim-key"], "--dkim-key needs a value."],
    [["--env", "production", "--domain", "example.org"], "Unknown argument --domain."],
  ])("refuses %j", (argv, message) => {
    expect(parseMailDnsArgs(argv)).toEqual({ error: expect.stringContaining(message) });
  });
});
