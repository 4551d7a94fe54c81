/**
 * The local stand-in for the Workers AI binding (`env.AI`), which has no local simulator: it
 * serves the one thing the Worker asks of it locally, a text embedding from the local encoder
 * (pipeline/chat-index/local-encoder.ts), in Workers AI's shape; any other model (text generation)
 * fails as the binding does when a model is unavailable, and the Worker answers from site content.
 * `npm start` and the Worker tests bind it as a service with an RPC `run`; eval:chat and bench:chat
 * call `localAi` in process.
 */
import { encode, localEmbeddingModel, preloadEncoder } from "../pipeline/chat-index/local-encoder.ts";
import type { AiBinding } from "../worker/chat/model.ts";

/** What the stand-in answers: `{ shape, data }` for an embedding, else the binding's error. */
async function run(model: string, input: object): Promise<unknown> {
  if (model !== localEmbeddingModel) throw new Error(`5007: No such model ${model} or task`);
  const text = (input as { text?: unknown }).text;
  const texts = typeof text === "string" ? [text] : text;
  if (!Array.isArray(texts) || !texts.every((item) => typeof item === "string"))
    throw new Error("5006: Error: required properties at '/' are 'text'");
  const data = await encode(texts);
  return { shape: [data.length, data[0]?.length ?? 0], data };
}

export const localAi: AiBinding = { run };

/** What the chat's search needs to embed a question in process, as the Worker does locally (eval:chat, bench:chat). */
export const localEmbeddingSources = {
  ai: localAi,
  embeddingModel: localEmbeddingModel,
  // In process the first question also loads the model: no time limit on it.
  embeddingTimeoutMs: 60_000,
  store: undefined,
  waitUntil: () => {},
};

/** The Node side of the stand-in: Miniflare hands it the Worker-side RPC call as a request. */
export async function localAiService(request: Request): Promise<Response> {
  const { model, input } = (await request.json()) as { model: string; input: object };
  try {
    return Response.json({ output: await run(model, input) });
  } catch (error) {
    return Response.json({ error: (error as Error).message });
  }
}

/** The name of the stand-in's Worker, which the site's Worker binds as AI. */
export const localAiWorkerName = "local-ai-stand-in";

/**
 * The stand-in's Worker: `env.AI.run(model, input)` over RPC, passed to the Node side (ENCODER).
 * Options such as an abort signal are not sent on: a local embedding is short and uncancellable.
 */
export const localAiWorkerScript = `
import { WorkerEntrypoint } from "cloudflare:workers";
export default class LocalAi extends WorkerEntrypoint {
  async run(model, input, _options) {
    const response = await this.env.ENCODER.fetch("http://local-ai/run", {
      method: "POST",
      body: JSON.stringify({ model, input }),
    });
    const { output, error } = await response.json();
    if (error) throw new Error(error);
    return output;
  }
}
`;

/** What the site's Worker needs to call the stand-in as it calls Workers AI: the model call's AbortSignal crosses RPC. */
export const localAiCompatibilityFlags = ["enable_abortsignal_rpc"];

/** The stand-in as a Miniflare worker (v4 options), for `npm start` and the Worker tests; its model starts loading now, while workerd starts. */
export function localAiWorker(compatibilityDate: string) {
  preloadEncoder().catch(() => {}); // A load that fails fails again, and is reported, at the first embedding.
  return {
    name: localAiWorkerName,
    modules: true,
    script: localAiWorkerScript,
    compatibilityDate,
    compatibilityFlags: localAiCompatibilityFlags,
    serviceBindings: { ENCODER: localAiService },
  };
}
