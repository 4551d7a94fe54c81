/**
 * The Worker's settings, read from `env` once, at its edge (the fetch and Cron handlers in
 * index.ts), and checked: every service receives typed values from here and never reads `env`
 * settings itself. A setting that is wrong is reported in words an operator can act on, naming
 * the variable or secret and never quoting the API key, the salt or the DKIM key (the DKIM domain
 * and selector are public, in DNS and in every signed mail); the edge then answers every API
 * request with 500 and logs the problems (see docs/decisions/0011), because a Worker has no
 * start-up at which to refuse, and a misconfigured mail or limit must not pass as working.
 */
import { z } from "zod";
import { configDefaults } from "./config-defaults.ts";
import { readDkimPrivateKey } from "./enquiries/dkim-key.ts";
import type { DkimKey, MailConfig } from "./enquiries/mailchannels.ts";

export interface WorkerConfig {
  /** Null without MAILCHANNELS_API_KEY (every local run): enquiry mails are stored as held. */
  mail: MailConfig | null;
  /** Key of the IP hash; null when the secret is unset (the public local salt is used, and logged). */
  ipHashSalt: string | null;
  limits: {
    /** Seconds in one rate-limit window. */
    windowSeconds: number;
    /** Enquiries one IP may store per window. */
    enquiries: number;
    /** Chat requests one IP may make per window. */
    chat: number;
    /** Votes on replies one IP may send per window. */
    chatFeedback: number;
  };
  /** How long a request body may take to arrive before the API answers 400. */
  bodyReadTimeoutMs: number;
  chat: {
    model: string;
    timeoutMs: number;
    firstTokenMs: number;
    /** The embedding model of the question and the passages (`AI_EMBEDDING_MODEL`). */
    embeddingModel: string;
    embeddingTimeoutMs: number;
  };
  /** The chat's record of turns and votes (worker/chat-records/). */
  chatRecords: {
    /** Days a record is kept; 0 keeps none. */
    days: number;
    /** Turns, and votes, recorded per IP hash per day. */
    dailyCap: number;
  };
}

/** The Hono environment of every API route: the bindings, and the config the edge checked. */
export interface ApiEnv {
  Bindings: Env;
  Variables: { config: WorkerConfig };
}

export { configDefaults };

export type ConfigResult = { ok: true; config: WorkerConfig } | { ok: false; problems: string[] };

const dkimSettings = ["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"] as const;

/** A setting's text, trimmed; unset and empty are the same. wrangler may hand a TOML number through. */
function text(raw: unknown): string | undefined {
  if (typeof raw === "number" || typeof raw === "boolean") return String(raw);
  if (typeof raw !== "string") return undefined;
  const trimmed = raw.trim();
  return trimmed === "" ? undefined : trimmed;
}

type Reading<T> = { value: T } | { problem: string };
const valid = <T>(value: T): Reading<T> => ({ value });
const invalid = (problem: string): Reading<never> => ({ problem });

/** One setting: `read` returns the value or a problem sentence, which becomes the issue's message. */
function setting<T>(read: (value: string | undefined) => Reading<T>) {
  return z.unknown().transform((raw, ctx) => {
    const result = read(text(raw));
    if ("problem" in result) {
      ctx.addIssue({ code: "custom", message: result.problem });
      return z.NEVER;
    }
    return result.value;
  });
}

function wholeNumber(name: string, fallback: number, min: number, max: number) {
  return setting((value) => {
    if (value === undefined) return valid(fallback);
    const number = Number(value);
    if (/^\d+$/.test(value) && number >= min && number <= max) return valid(number);
    return invalid(`${name} must be a whole number from ${min} to ${max}; it is "${value}".`);
  });
}

const isEmail = z.email();

function emailAddress(name: string) {
  return setting((value) => {
    if (value === undefined) return invalid(`${name} is not set: give the e-mail address in [vars].`);
    if (!isEmail.safeParse(value).success) return invalid(`${name} must be an e-mail address; it is "${value}".`);
    return valid(value);
  });
}

/** The API's origin: https, or http only to this machine (the local tests' mail recorder). */
const apiBaseUrl = setting((value) => {
  const name = "MAILCHANNELS_BASE_URL";
  if (value === undefined) return invalid(`${name} is not set: it is https://api.mailchannels.net in production.`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return invalid(`${name} must be a URL such as https://api.mailchannels.net; it is "${value}".`);
  }
  const loopback = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
  if (url.protocol === "https:" || (url.protocol === "http:" && loopback)) return valid(url.origin);
  return invalid(`${name} must use https (the API key travels with every send); it is "${value}".`);
});

/** A secret or optional variable: its value or null. Never quoted in a problem. */
const optional = setting((value) => valid(value ?? null));

const hostname = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const selector = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * DKIM is all three settings or none. The signing domain must be MAIL_FROM's domain or a parent
 * of it, or receivers' DMARC checks do not count the signature for our From address.
 */
const dkimGroup = z
  .object({ domain: optional, selector: optional, privateKey: optional, mailFrom: optional })
  .transform((group, ctx): DkimKey | null => {
    const values = { DKIM_DOMAIN: group.domain, DKIM_SELECTOR: group.selector, DKIM_PRIVATE_KEY: group.privateKey };
    const set = dkimSettings.filter((name) => values[name] !== null);
    if (set.length === 0) return null;
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message, path: ["DKIM"] });
      return z.NEVER;
    };
    if (set.length < dkimSettings.length) {
      const missing = dkimSettings.filter((name) => values[name] === null);
      return fail(
        `DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together: ${list(set)} ` +
          `${set.length === 1 ? "is" : "are"} set but ${list(missing)} ${missing.length === 1 ? "is" : "are"} not. ` +
          "Set the missing secrets (npx wrangler secret put NAME --env <environment>), or delete the others to send unsigned.",
      );
    }
    const domain = (group.domain ?? "").toLowerCase().replace(/\.$/, "");
    if (!hostname.test(domain))
      return fail(`DKIM_DOMAIN must be a domain name such as example.com; it is "${domain}".`);
    if (!selector.test(group.selector ?? "")) {
      return fail(`DKIM_SELECTOR must be a DNS label such as mcdkim; it is "${group.selector}".`);
    }
    const fromDomain = group.mailFrom?.split("@").pop()?.toLowerCase() ?? "";
    if (fromDomain !== domain && !fromDomain.endsWith(`.${domain}`)) {
      return fail(
        `DKIM_DOMAIN (${domain}) must be the domain of MAIL_FROM (${group.mailFrom ?? "unset"}) or a parent of it; ` +
          "otherwise DMARC does not count the signature.",
      );
    }
    const key = readDkimPrivateKey(group.privateKey ?? "");
    if ("problem" in key) return fail(`DKIM_PRIVATE_KEY ${key.problem}.`);
    return { domain, selector: (group.selector ?? "").toLowerCase(), privateKeyBase64: key.base64 };
  });

function list(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const settingsSchema = z.object({
  CONTACT_INBOX: emailAddress("CONTACT_INBOX"),
  MAIL_FROM: emailAddress("MAIL_FROM"),
  MAILCHANNELS_BASE_URL: apiBaseUrl,
  MAILCHANNELS_API_KEY: optional,
  DKIM: dkimGroup,
  IP_HASH_SALT: optional,
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber("RATE_LIMIT_WINDOW_SECONDS", configDefaults.windowSeconds, 60, 7 * 86_400),
  RATE_LIMIT_ENQUIRIES: wholeNumber("RATE_LIMIT_ENQUIRIES", configDefaults.enquiries, 1, 1_000_000_000),
  RATE_LIMIT_CHAT: wholeNumber("RATE_LIMIT_CHAT", configDefaults.chat, 1, 1_000_000_000),
  RATE_LIMIT_CHAT_FEEDBACK: wholeNumber("RATE_LIMIT_CHAT_FEEDBACK", configDefaults.chatFeedback, 1, 1_000_000_000),
  // The privacy notice promises at most content/company.ts's chatRecordDays: a longer setting is refused.
  CHAT_RECORD_DAYS: wholeNumber("CHAT_RECORD_DAYS", configDefaults.chatRecordDays, 0, configDefaults.chatRecordDays),
  CHAT_RECORD_DAILY_CAP: wholeNumber("CHAT_RECORD_DAILY_CAP", configDefaults.chatRecordDailyCap, 0, 1_000_000),
  BODY_READ_TIMEOUT_MS: wholeNumber("BODY_READ_TIMEOUT_MS", configDefaults.bodyReadTimeoutMs, 1, 60_000),
  AI_MODEL: optional,
  AI_TIMEOUT_MS: wholeNumber("AI_TIMEOUT_MS", configDefaults.aiTimeoutMs, 1, 120_000),
  AI_FIRST_TOKEN_MS: wholeNumber("AI_FIRST_TOKEN_MS", configDefaults.aiFirstTokenMs, 1, 120_000),
  AI_EMBEDDING_MODEL: optional,
  AI_EMBEDDING_TIMEOUT_MS: wholeNumber("AI_EMBEDDING_TIMEOUT_MS", configDefaults.embeddingTimeoutMs, 1, 60_000),
});

/** Checks every setting and reports every problem at once, so one fix-and-deploy round is enough. */
export function parseConfig(env: Env): ConfigResult {
  // Every name the schema knows, present even when unset: zod reads an absent key as a missing field.
  const source = env as unknown as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  for (const name of Object.keys(settingsSchema.shape)) settings[name] = source[name];
  settings.DKIM = {
    domain: env.DKIM_DOMAIN,
    selector: env.DKIM_SELECTOR,
    privateKey: env.DKIM_PRIVATE_KEY,
    mailFrom: env.MAIL_FROM,
  };
  const parsed = settingsSchema.safeParse(settings);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => issue.message) };
  const s = parsed.data;
  return {
    ok: true,
    config: {
      mail: s.MAILCHANNELS_API_KEY
        ? {
            baseUrl: s.MAILCHANNELS_BASE_URL,
            apiKey: s.MAILCHANNELS_API_KEY,
            from: s.MAIL_FROM,
            to: s.CONTACT_INBOX,
            dkim: s.DKIM,
          }
        : null,
      ipHashSalt: s.IP_HASH_SALT,
      limits: {
        windowSeconds: s.RATE_LIMIT_WINDOW_SECONDS,
        enquiries: s.RATE_LIMIT_ENQUIRIES,
        chat: s.RATE_LIMIT_CHAT,
        chatFeedback: s.RATE_LIMIT_CHAT_FEEDBACK,
      },
      bodyReadTimeoutMs: s.BODY_READ_TIMEOUT_MS,
      chat: {
        model: s.AI_MODEL ?? configDefaults.aiModel,
        timeoutMs: s.AI_TIMEOUT_MS,
        firstTokenMs: s.AI_FIRST_TOKEN_MS,
        embeddingModel: s.AI_EMBEDDING_MODEL ?? configDefaults.embeddingModel,
        embeddingTimeoutMs: s.AI_EMBEDDING_TIMEOUT_MS,
      },
      chatRecords: { days: s.CHAT_RECORD_DAYS, dailyCap: s.CHAT_RECORD_DAILY_CAP },
    },
  };
}

/**
 * The config of an `env`, parsed the first time it is asked for: the runtime hands an isolate the
 * same `env` for every request, so this runs once per isolate, not per request.
 */
const parsedConfigs = new WeakMap<Env, ConfigResult>();

export function configFor(env: Env): ConfigResult {
  let result = parsedConfigs.get(env);
  if (!result) {
    result = parseConfig(env);
    parsedConfigs.set(env, result);
  }
  return result;
}
