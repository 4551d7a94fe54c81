/**
 * The chat's settings, read from the Worker's environment in this one place: the Workers AI
 * binding and model, the model's time limits, and the per-IP request limit. Unset or malformed
 * values fall back to the defaults; without the binding (every local run) the offline answer is
 * the assistant.
 */
import type { AiBinding } from "./model.ts";

/** What the chat reads of the environment (the Worker's Env has it all). */
export interface ChatEnv {
  AI?: AiBinding;
  AI_MODEL?: string;
  AI_TIMEOUT_MS?: string;
  AI_FIRST_TOKEN_MS?: string;
  RATE_LIMIT_CHAT?: string;
}

export interface ChatSettings {
  ai?: AiBinding;
  model: string;
  /** How long to wait for the whole reply before answering from site content. */
  timeoutMs: number;
  /** How long to wait for the reply's first piece. */
  firstTokenMs: number;
  /** Chat requests per IP per rate-limit window. */
  rateLimit: number;
}

export const chatDefaults = {
  model: "@cf/meta/llama-3.1-8b-instruct",
  timeoutMs: 15_000,
  firstTokenMs: 4_000,
  rateLimit: 40,
} as const;

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

export function chatSettings(env: ChatEnv): ChatSettings {
  return {
    ...(env.AI ? { ai: env.AI } : {}),
    model: env.AI_MODEL?.trim() || chatDefaults.model,
    timeoutMs: positive(env.AI_TIMEOUT_MS, chatDefaults.timeoutMs),
    firstTokenMs: positive(env.AI_FIRST_TOKEN_MS, chatDefaults.firstTokenMs),
    rateLimit: positive(env.RATE_LIMIT_CHAT, chatDefaults.rateLimit),
  };
}
