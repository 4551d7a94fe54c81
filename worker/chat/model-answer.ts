/**
 * The model's answer as events: pieces of the reply as they become safe to show (safe-chunks.ts,
 * links filtered, each release checked by reply-check.ts), then the whole reply. Whenever the model
 * fails, is too slow, leaks its instructions or says something the check refuses, the final event
 * carries the content answer instead, and the pieces already shown are replaced by it.
 */
import { keepSiteLinksOnly } from "../../app/shared/site-links.ts";
import type { Passage } from "./answer/passages.ts";
import { cleanReply, maxReplyCharacters } from "./clean-reply.ts";
import { promptCanary } from "./prompt.ts";
import { ungroundedReason } from "./reply-check.ts";
import { SafeChunker } from "./safe-chunks.ts";
import { askWorkersAi, type AiBinding, type ModelCall } from "./workers-ai.ts";

export type ChatEvent = { type: "token"; text: string } | { type: "done"; reply: string };

export interface ModelAnswerOptions {
  ai: AiBinding;
  call: ModelCall;
  passages: readonly Passage[];
  sitePaths: ReadonlySet<string>;
  /** The content answer, sent when the model's reply cannot be. */
  fallback: () => string;
}

class RefusedReply extends Error {}

export async function* answerWithModel(options: ModelAnswerOptions): AsyncGenerator<ChatEvent> {
  const { ai, call, passages, sitePaths, fallback } = options;
  const chunker = new SafeChunker();
  let raw = "";
  let released = "";
  const check = (text: string) => {
    if (raw.includes(promptCanary)) throw new RefusedReply("it repeated its instructions");
    const reason = ungroundedReason(text, passages);
    if (reason) throw new RefusedReply(`it stated ${reason}`);
  };
  try {
    for await (const piece of askWorkersAi(ai, call)) {
      raw += piece;
      const ready = chunker.push(piece);
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
    yield { type: "done", reply };
  } catch (error) {
    const why = error instanceof RefusedReply ? `Workers AI reply refused: ${error.message}` : (error as Error).message;
    console.warn(`${why}; answering from site content`);
    yield { type: "done", reply: fallback() };
  }
}
