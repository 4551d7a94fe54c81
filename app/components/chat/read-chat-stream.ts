import { answerOf, type AssistantAnswer } from "./assistant-answer.ts";

/**
 * Reads the assistant's event stream (worker/routes/chat-events.ts): `token` events append a piece
 * of the reply, shown as it arrives; the one `done` event holds the whole reply, which wins over
 * the pieces, with its links and scope. A stream that ends without `done` is a failed call.
 */
export async function readChatStream(
  body: ReadableStream<Uint8Array>,
  onText: (textSoFar: string) => void,
): Promise<AssistantAnswer> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  let shown = "";
  for (;;) {
    const { done, value } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const blocks = buffered.split("\n\n");
    buffered = done ? "" : (blocks.pop() ?? "");
    for (const block of blocks) {
      const type = /^event: ?(.*)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: ?(.*)$/m.exec(block)?.[1] ?? "null") as { text?: unknown } | null;
      if (type === "token" && typeof data?.text === "string") {
        shown += data.text;
        onText(shown);
      } else if (type === "done") {
        await reader.cancel();
        return answerOf(data);
      }
    }
    if (done) throw new Error("AI is unavailable right now.");
  }
}
