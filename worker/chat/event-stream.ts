/**
 * The chat's event stream (Accept: text/event-stream): `event: token` with `{ "text" }`, a piece
 * of the reply to append, any number of times; then one `event: done` with `{ "reply", "links",
 * "scope" }`, the whole reply, which replaces the pieces shown (it differs from them when the offline
 * answer took over), the pages it links and its scope. Without Workers AI the stream is that one
 * `done` event.
 */
import type { ChatEvent } from "./model.ts";

export function wantsEventStream(accept: string | undefined): boolean {
  return /\btext\/event-stream\b/i.test(accept ?? "");
}

function encodeEvent(event: ChatEvent): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Headers of the event stream's response. */
export const eventStreamHeaders = { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store" };

/** The events as the stream's body; a visitor who leaves cancels the answer too. */
export function eventStream(events: AsyncIterable<ChatEvent>): ReadableStream<Uint8Array> {
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
