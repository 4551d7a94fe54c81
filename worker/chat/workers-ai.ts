/**
 * The call to Workers AI: the model's reply as a stream of text pieces. The call is aborted
 * (through the binding's `signal` option, and by cancelling the stream, since a stalled stream
 * may not notice the signal) when the whole reply takes longer than `timeoutMs` or the first
 * piece longer than `firstTokenMs`, and whenever the caller stops reading early.
 */

/** Model used when AI_MODEL is not configured. */
export const defaultModel = "@cf/meta/llama-3.1-8b-instruct";
/** How long to wait for the whole reply before answering from site content (AI_TIMEOUT_MS overrides). */
export const defaultAiTimeoutMs = 15_000;
/** How long to wait for the first piece of the reply (AI_FIRST_TOKEN_MS overrides). */
export const defaultFirstTokenMs = 4_000;

/**
 * What this module uses of the Workers AI binding (`Ai`), so the scripts that run the model path
 * in Node (`npm run eval:chat -- --remote`) type-check without the Worker's generated types.
 */
export interface AiBinding {
  run(model: string, input: object, options?: { signal?: AbortSignal }): Promise<unknown>;
}

export interface ModelCall {
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

export async function* askWorkersAi(ai: AiBinding, call: ModelCall): AsyncGenerator<string> {
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
    const run = ai.run(call.model, input, { signal: controller.signal });
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
