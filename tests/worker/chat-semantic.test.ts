/**
 * Semantic retrieval on the model path, with an intercepted Workers AI binding: section
 * embeddings computed once in the background and cached in KV, the visitor's message embedded per
 * question and fused with the lexical ranking, and the lexical ranking alone whenever that fails.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { post } from "./helpers.ts";

const embeddingModel = "@cf/baai/bge-small-en-v1.5";
/** Words no page contains: the lexical ranking finds nothing for them. */
const unmatchedQuestion = "xyzzy plugh frobnicate?";

type Input = { text?: string[]; messages?: { role: string; content: string }[] };

/**
 * A stand-in binding. Embeddings put every Deep Web Monitoring section, and the unmatched
 * question, on one axis and everything else on another; chat calls answer with a short stream.
 */
function fakeAi(options: { failQueries?: boolean } = {}) {
  const calls: { model: string; input: Input }[] = [];
  const ai = {
    async run(model: string, input: Input) {
      calls.push({ model, input });
      if (model === embeddingModel) {
        const texts = input.text ?? [];
        if (options.failQueries && texts.length === 1) throw new Error("embedding service down");
        const onAxis = (text: string) => text.startsWith("Deep and Dark Web Monitoring") || text === unmatchedQuestion;
        return { shape: [texts.length, 2], data: texts.map((text) => (onAxis(text) ? [1, 0] : [0, 1])) };
      }
      const encoder = new TextEncoder();
      return new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(`data: ${JSON.stringify({ response: "We can help with that." })}\n\n`));
          controller.enqueue(encoder.encode("data: [DONE]\n\n"));
          controller.close();
        },
      });
    },
  } as unknown as Ai;
  const promptOf = () => calls.find((call) => call.model !== embeddingModel)?.input.messages?.[1]?.content ?? "";
  const embeddingCalls = () => calls.filter((call) => call.model === embeddingModel);
  return { ai, promptOf, embeddingCalls };
}

async function ask(message: string, ai: Ai, settings: Partial<Env> = {}) {
  const response = await post("/api/ai-chat", { message, context: "" }, { env: { AI: ai, ...settings } });
  return (await response.json<{ reply: string }>()).reply;
}

const semantic = { AI_EMBEDDING_MODEL: embeddingModel } as Partial<Env>;

describe("semantic retrieval", () => {
  it("without an embedding model configured, retrieval is lexical only and nothing is embedded", async () => {
    const { ai, embeddingCalls } = fakeAi();
    expect(await ask(unmatchedQuestion, ai)).toBe("We can help with that.");
    expect(embeddingCalls()).toHaveLength(0);
  });

  it("the first question computes the section vectors in the background, answering lexically meanwhile", async () => {
    const { ai, promptOf, embeddingCalls } = fakeAi();
    expect(await ask(unmatchedQuestion, ai, semantic)).toBe("We can help with that.");
    expect(promptOf()).not.toContain('path="/services/deep-web-monitoring"');
    // Every section embedded, in batches, and cached under the content's fingerprint.
    const embedded = embeddingCalls().flatMap((call) => call.input.text ?? []);
    expect(embedded.length).toBeGreaterThan(100);
    const keys = await env.CHAT_CACHE.list({ prefix: `section-vectors:${embeddingModel}:` });
    expect(keys.keys).toHaveLength(1);
  });

  it("once they are cached, a question in other words reaches its page through its meaning, one embedding call per question", async () => {
    await ask(unmatchedQuestion, fakeAi().ai, semantic);
    const { ai, promptOf, embeddingCalls } = fakeAi();
    await ask(unmatchedQuestion, ai, semantic);
    expect(promptOf()).toContain('path="/services/deep-web-monitoring"');
    expect(embeddingCalls().map((call) => call.input.text)).toEqual([[unmatchedQuestion]]);
  });

  it("when the question cannot be embedded, the lexical ranking answers alone", async () => {
    await ask(unmatchedQuestion, fakeAi().ai, semantic);
    const { ai, promptOf } = fakeAi({ failQueries: true });
    expect(await ask(unmatchedQuestion, ai, semantic)).toBe("We can help with that.");
    expect(promptOf()).not.toContain('path="/services/deep-web-monitoring"');
  });
});
