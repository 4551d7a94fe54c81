/**
 * Step 4, model (production only): Workers AI answers from the passages the offline answer used,
 * under the same rules (system prompt) with the passages, conversation and message fenced as data;
 * the reply streams in checked pieces, and on any failure the offline answer is the final event.
 */
import { keepSiteLinksOnly, siteLinksIn } from "../../app/shared/site-links.ts";
import { cleanReply, leaksPrompt, maxReplyCharacters, refusalReason, safeChunker } from "./check.ts";
import type { Scope } from "./classify.ts";
import type { Passage } from "./knowledge.ts";
import { log } from "../log.ts";

/** What this module uses of the Workers AI binding (`Ai`), so Node scripts type-check without the Worker's types. */
export interface AiBinding {
  run(model: string, input: object, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/** How a turn was answered, for the chat's record (worker/chat-records/); never sent to the visitor. */
export interface TurnOutcome {
  scope: "answered" | "not-covered" | "off-topic" | "hostile" | "emergency" | "greeting";
  /** The page and anchor the reply linked first. */
  firstLink?: string;
  /** The retrieval's best score (0 when nothing was searched). */
  topScore: number;
  source: "model" | "offline";
}

export type ChatEvent =
  | { type: "token"; text: string }
  | { type: "done"; reply: string; links: string[]; scope: Scope; outcome?: TurnOutcome };

/** Text inside the prompt's fences, escaped so nothing can close a fence or leave an attribute. */
export function escapeForFence(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A passage as the model reads it. */
const passageBody = (passage: Passage) =>
  [passage.heading, passage.title ? `${passage.title}: ${passage.text}` : passage.text].filter(Boolean).join("\n");

/** The user turn: passages, the conversation (conversation.ts) and the question, each fenced. */
export function userPrompt(question: string, passages: readonly Passage[], conversation: string): string {
  const sources = passages
    .map((passage) => {
      const path = passage.anchor ? `${passage.path}#${passage.anchor}` : passage.path;
      return `<passage path="${escapeForFence(path)}" title="${escapeForFence(passage.pageTitle)}" label="${escapeForFence(passage.pageLabel)}">\n${escapeForFence(passageBody(passage))}\n</passage>`;
    })
    .join("\n");
  return [
    `<site_passages>\n${sources}\n</site_passages>`,
    `<conversation>\n${escapeForFence(conversation)}\n</conversation>`,
    `<visitor_message>\n${escapeForFence(question)}\n</visitor_message>`,
    "Answer the visitor_message following your rules.",
  ].join("\n\n");
}

export interface ModelCall {
  ai: AiBinding;
  model: string;
  system: string;
  user: string;
  timeoutMs: number;
  firstTokenMs: number;
}

/** The pieces of a Workers AI event stream: `data: {"response":"..."}` lines, ending with `data: [DONE]`. */
async function* piecesOfEventStream(stream: ReadableStream<Uint8Array>, stopped: Promise<never>) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), stopped]);
      buffered += decoder.decode(value, { stream: !done });
      const lines = buffered.split("\n");
      buffered = done ? "" : (lines.pop() ?? "");
      for (const line of lines) {
        const data = /^data: ?(.*)$/.exec(line.trim())?.[1];
        if (data === undefined || data === "") continue;
        if (data === "[DONE]") return;
        const piece = (JSON.parse(data) as { response?: unknown }).response;
        if (typeof piece === "string" && piece) yield piece;
      }
      if (done) return;
    }
  } finally {
    // Stopping early (timeout, a failed check) must not leave the model generating.
    await reader.cancel().catch(() => {});
  }
}

export async function* askWorkersAi(call: ModelCall): AsyncGenerator<string> {
  const controller = new AbortController();
  const stopped = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason as Error), { once: true });
  });
  stopped.catch(() => {});
  const stopAfter = (ms: number, why: string) =>
    setTimeout(() => controller.abort(new Error(`Workers AI ${why} within ${ms} ms`)), ms);
  const total = stopAfter(call.timeoutMs, "did not finish");
  let firstToken: ReturnType<typeof setTimeout> | undefined = stopAfter(call.firstTokenMs, "sent no first token");
  let finished = false;
  try {
    const input = {
      messages: [
        { role: "system", content: call.system },
        { role: "user", content: call.user },
      ],
      max_tokens: 400,
      stream: true,
    };
    const run = call.ai.run(call.model, input, { signal: controller.signal });
    const result = await Promise.race([run, stopped]);
    // A binding may also answer in one piece ({ response }) rather than as a stream.
    const pieces =
      result instanceof ReadableStream
        ? piecesOfEventStream(result as ReadableStream<Uint8Array>, stopped)
        : onePiece((result as { response?: unknown } | null)?.response);
    for await (const piece of pieces) {
      clearTimeout(firstToken);
      firstToken = undefined;
      yield piece;
    }
    finished = true;
  } finally {
    clearTimeout(total);
    clearTimeout(firstToken);
    if (!finished && !controller.signal.aborted) controller.abort(new Error("Workers AI reply no longer needed"));
  }
}

async function* onePiece(response: unknown) {
  if (typeof response === "string" && response.trim()) yield response;
}

class RefusedReply extends Error {}

export interface ModelAnswer {
  call: ModelCall;
  passages: readonly Passage[];
  question: string;
  sitePaths: ReadonlySet<string>;
  /** The offline answer, sent when the model's reply cannot be. */
  fallback: () => Extract<ChatEvent, { type: "done" }>;
}

export async function* answerWithModel({
  call,
  passages,
  question,
  sitePaths,
  fallback,
}: ModelAnswer): AsyncGenerator<ChatEvent> {
  const chunk = safeChunker();
  const grounds = { passages, question, prompt: call.system };
  let raw = "";
  let released = "";
  const check = (text: string) => {
    // The raw reply too: a leak may hide in a piece not yet released.
    const reason =
      refusalReason(text, grounds) ?? (leaksPrompt(raw, call.system) ? "it repeated its instructions" : null);
    if (reason) throw new RefusedReply(reason);
  };
  try {
    for await (const piece of askWorkersAi(call)) {
      raw += piece;
      const ready = chunk(piece);
      if (!ready) continue;
      // Whitespace kept: the pieces join up into the reply as the widget shows it.
      const shown = keepSiteLinksOnly(ready, { paths: sitePaths });
      check(released + shown);
      // Past the length limit the final event carries the bounded reply; nothing more streams.
      if (released.length + shown.length > maxReplyCharacters) break;
      released += shown;
      yield { type: "token", text: shown };
    }
    const reply = cleanReply(raw, sitePaths);
    if (!reply) throw new RefusedReply("it was empty");
    check(reply);
    yield { type: "done", reply, links: siteLinksIn(reply), scope: "company" };
  } catch (error) {
    // The reason without what the model said (a refusal quotes the number or address it stated).
    const reason = error instanceof RefusedReply ? error.message.replace(/ \(.*\)$/, "") : (error as Error).message;
    log.warn("chat.model_fallback", { refused: error instanceof RefusedReply, reason });
    yield fallback();
  }
}
