/**
 * The chat's event stream: any number of `token` events (`{ text }`, appended), then one `done`
 * (`{ reply, links, scope }`, which replaces them, and `turn`, the reply's id for a vote, when it
 * may be voted on); without Workers AI only the `done` event. Only these fields go on the wire.
 */
import type { ReplyEvent } from "../chat-records/record.ts";

export function wantsEventStream(accept: string | undefined): boolean {
  return /\btext\/event-stream\b/i.test(accept ?? "");
}

function encodeEvent(event: ReplyEvent): string {
  const data =
    event.type === "token"
      ? { text: event.text }
      : { reply: event.reply, links: event.links, scope: event.scope, turn: event.turn };
  return `event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Headers of the event stream's response. */
export const eventStreamHeaders = { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store" };

/** The events as the stream's body; a visitor who leaves cancels the answer too. */
export function eventStream(events: AsyncIterable<ReplyEvent>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = events[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(encodeEvent(next.value)));
    },
    async cancel() {
      // The visitor left: stop the model too.
      await iterator.return?.(undefined);
    },
  });
}
