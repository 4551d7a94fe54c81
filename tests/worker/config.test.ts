/**
 * The Worker's settings: checked once at the edge (worker/config.ts), DKIM signing added to the
 * MailChannels send exactly when it is configured, and a setting that is wrong turned into a 500
 * for every request, a log line naming the problem, and nothing stored or sent.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "../../worker/config.ts";
import worker from "../../worker/index.ts";
import { captureLogs } from "./capture-logs.ts";
import { countRows, interceptMail, post, validEnquiry } from "./helpers.ts";

/** A fresh 2048-bit RSA key as PEM and as the Base64 of its DER (what MailChannels takes). */
async function rsaKey() {
  const pair = (await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
  const der = new Uint8Array((await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer);
  const base64 = btoa(String.fromCharCode(...der));
  const pem = `-----BEGIN PRIVATE KEY-----\n${base64.match(/.{1,64}/g)!.join("\n")}\n-----END PRIVATE KEY-----\n`;
  return { base64, pem };
}

let key: { base64: string; pem: string };

beforeAll(async () => {
  key = await rsaKey();
});

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM mail_jobs"), env.DB.prepare("DELETE FROM enquiries")]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function withSettings(settings: Record<string, string | undefined>): Env {
  return { ...env, ...settings } as Env;
}

describe("DKIM signing", () => {
  it("adds no DKIM fields to the send while DKIM is not configured", async () => {
    const mail = interceptMail();
    await post("/api/send-email", validEnquiry());
    expect(mail.sent).toHaveLength(1);
    expect(Object.keys(mail.sent[0]!.body).filter((name) => name.startsWith("dkim"))).toEqual([]);
  });

  it("signs with the configured domain, selector and key, the PEM sent as the Base64 of its DER", async () => {
    const mail = interceptMail();
    const dkim = { DKIM_DOMAIN: "example.com", DKIM_SELECTOR: "mcdkim", DKIM_PRIVATE_KEY: key.pem };
    const response = await post("/api/send-email", validEnquiry(), { env: dkim });
    expect(await response.json()).toEqual({ success: true });
    expect(mail.sent).toHaveLength(1);
    const body = mail.sent[0]!.body as unknown as Record<string, unknown>;
    expect(body).toMatchObject({
      dkim_domain: "example.com",
      dkim_selector: "mcdkim",
      dkim_private_key: key.base64,
      from: { email: "website@example.com", name: "Website enquiries" },
    });
    // Top level, where it applies to the one personalization; none set per recipient.
    expect(body.personalizations).toEqual([{ to: [{ email: "enquiries@example.com" }] }]);
  });

  it("takes the key already in Base64 too, and a parent domain of MAIL_FROM's", async () => {
    const config = parseConfig(
      withSettings({
        MAIL_FROM: "website@mail.example.com",
        DKIM_DOMAIN: "Example.com",
        DKIM_SELECTOR: "web2026",
        DKIM_PRIVATE_KEY: key.base64,
      }),
    );
    expect(config).toMatchObject({
      ok: true,
      config: { mail: { dkim: { domain: "example.com", selector: "web2026", privateKeyBase64: key.base64 } } },
    });
  });
});

describe("a setting that fails the check", () => {
  it("rejects a partial DKIM configuration with a message that names what is missing", async () => {
    const logs = captureLogs();
    const mail = interceptMail();
    const response = await post("/api/send-email", validEnquiry(), { env: { DKIM_DOMAIN: "example.com" } });
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await response.json()).toEqual({
      success: false,
      error:
        "The site cannot take requests just now because of a problem on our side. Please try again later or call us.",
    });
    expect(await countRows()).toEqual({ enquiries: 0, jobs: 0 });
    expect(mail.sent).toHaveLength(0);
    expect(logs.lines).toEqual([
      {
        level: "error",
        event: "config.invalid",
        problems: [
          "DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together: DKIM_DOMAIN is set but " +
            "DKIM_SELECTOR and DKIM_PRIVATE_KEY are not. Set the missing secrets (npx wrangler secret put NAME " +
            "--env <environment>), or delete the others to send unsigned.",
        ],
      },
    ]);
  });

  it("answers the chat 500 too, and logs the problem on every request", async () => {
    const logs = captureLogs();
    const settings = { RATE_LIMIT_CHAT: "forty" } as unknown as Partial<Env>;
    for (let index = 0; index < 2; index++) {
      const response = await post("/api/ai-chat", { message: "Hello", context: "" }, { env: settings });
      expect(response.status).toBe(500);
    }
    expect(logs.lines).toEqual(
      Array.from({ length: 2 }, () => ({
        level: "error",
        event: "config.invalid",
        problems: ['RATE_LIMIT_CHAT must be a whole number from 1 to 1000000000; it is "forty".'],
      })),
    );
  });

  it("reports every problem at once and never quotes a secret", () => {
    const result = parseConfig(
      withSettings({
        RATE_LIMIT_ENQUIRIES: "5.5",
        RATE_LIMIT_WINDOW_SECONDS: "10",
        CONTACT_INBOX: "enquiries at example.com",
        MAILCHANNELS_BASE_URL: "http://api.mailchannels.net",
        DKIM_DOMAIN: "example.org",
        DKIM_SELECTOR: "mcdkim",
        DKIM_PRIVATE_KEY: "-----BEGIN PUBLIC KEY-----\nc2VjcmV0LWlzaA==\n-----END PUBLIC KEY-----",
      }),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        'CONTACT_INBOX must be an e-mail address; it is "enquiries at example.com".',
        'MAILCHANNELS_BASE_URL must use https (the API key travels with every send); it is "http://api.mailchannels.net".',
        "DKIM_DOMAIN (example.org) must be the domain of MAIL_FROM (website@example.com) or a parent of it; " +
          "otherwise DMARC does not count the signature.",
        'RATE_LIMIT_WINDOW_SECONDS must be a whole number from 60 to 604800; it is "10".',
        'RATE_LIMIT_ENQUIRIES must be a whole number from 1 to 1000000000; it is "5.5".',
      ],
    });
  });

  it.each([
    [
      "a public key",
      "-----BEGIN PUBLIC KEY-----\nMIIBIjANBg==\n-----END PUBLIC KEY-----",
      'is a PEM "PUBLIC KEY", not a private key',
    ],
    [
      "an encrypted key",
      "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHDBOBg==\n-----END ENCRYPTED PRIVATE KEY-----",
      "is encrypted with a passphrase; store the key without one",
    ],
    ["a truncated key", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", "does not hold an RSA private key of 1024 bits or more"],
    ["text", "my dkim key", "is neither a PEM private key nor Base64"],
  ])("says what is wrong with %s as DKIM_PRIVATE_KEY, without quoting it", (_kind, value, problem) => {
    const result = parseConfig(
      withSettings({ DKIM_DOMAIN: "example.com", DKIM_SELECTOR: "mcdkim", DKIM_PRIVATE_KEY: value }),
    );
    expect(result).toEqual({ ok: false, problems: [`DKIM_PRIVATE_KEY ${problem}.`] });
  });

  it("refuses to keep chat records longer than the privacy notice promises", () => {
    expect(parseConfig(withSettings({ CHAT_RECORD_DAYS: "31" }))).toEqual({
      ok: false,
      problems: ['CHAT_RECORD_DAYS must be a whole number from 0 to 30; it is "31".'],
    });
  });

  it("sends nothing from the Cron while the settings fail, and logs why", async () => {
    // Held (no API key) when it arrives, due as soon as a run has a valid key.
    await post("/api/send-email", validEnquiry(), { env: { MAILCHANNELS_API_KEY: undefined } });
    expect(await countRows()).toEqual({ enquiries: 1, jobs: 1 });
    const logs = captureLogs();
    const mail = interceptMail();
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController(), { ...env, MAIL_FROM: "" } as unknown as Env, ctx);
    await waitOnExecutionContext(ctx);
    expect(mail.sent).toHaveLength(0);
    expect(logs.lines).toEqual([
      {
        level: "error",
        event: "config.invalid",
        problems: ["MAIL_FROM is not set: give the e-mail address in [vars]."],
      },
    ]);
  });
});

describe("defaults", () => {
  it("fills in what is not set, and reads the chat's settings for it", () => {
    const result = parseConfig({
      ...env,
      RATE_LIMIT_WINDOW_SECONDS: undefined,
      RATE_LIMIT_ENQUIRIES: "",
      RATE_LIMIT_CHAT: undefined,
      BODY_READ_TIMEOUT_MS: undefined,
      AI_TIMEOUT_MS: "9000",
      MAILCHANNELS_API_KEY: undefined,
    } as unknown as Env);
    expect(result).toEqual({
      ok: true,
      config: {
        mail: null,
        ipHashSalt: "local-only-not-secret",
        limits: { windowSeconds: 600, enquiries: 5, chat: 40, chatFeedback: 60 },
        bodyReadTimeoutMs: 10_000,
        chat: {
          model: "@cf/meta/llama-3.1-8b-instruct",
          timeoutMs: 9000,
          firstTokenMs: 4000,
          embeddingModel: "local/universal-sentence-encoder-lite",
          embeddingTimeoutMs: 1500,
        },
        chatRecords: { days: 30, dailyCap: 200 },
      },
    });
  });
});
