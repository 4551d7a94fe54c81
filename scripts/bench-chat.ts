/**
 * `npm run bench:chat`: the chat's knowledge index and passage vectors (size; build time with the
 * embedding cache cold and warm; load time), the Worker bundle, the offline answer in process over
 * the development set with the question's embedding from the local encoder (a cold pass, then 20
 * warm ones), and the ai-chat route under load on the local site. BENCH_SECONDS (10),
 * BENCH_CONNECTIONS (1), BENCH_PORT.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { chatDevSet } from "../tests/support/chat-dev-set.ts";
import { requestFor } from "../tests/support/chat-grade.ts";
import { answerOffline, questionSimilarities, searchedText } from "../worker/chat/answer.ts";
import { loadKnowledge, type KnowledgeFile } from "../worker/chat/knowledge.ts";
import type { VectorFile } from "../worker/chat/vectors.ts";
import { configDefaults } from "../worker/config-defaults.ts";
import { postLoad, unlimited } from "./bench-harness.ts";
import { localAi } from "./local-ai.ts";

const rounds = 20;
const kilobytes = (bytes: Buffer) => (bytes.length / 1024).toFixed(0);

/** What `work` returns and the milliseconds it took. */
function timed<T>(work: () => T): [T, number] {
  const start = performance.now();
  return [work(), performance.now() - start];
}

/** One run of the build's knowledge step; its own lines say what it embedded and how long that took. */
function buildKnowledge(cache: "cold" | "cached") {
  if (cache === "cold") rmSync("node_modules/.cache/chat-embeddings.json", { force: true });
  const [build, buildMs] = timed(() =>
    spawnSync(process.execPath, ["pipeline/build-knowledge-index.ts"], { encoding: "utf8" }),
  );
  if (build.status !== 0) throw new Error(build.stderr);
  const embedding = /knowledge vectors: .*/.exec(build.stdout)?.[0] ?? "";
  console.log(`build, embedding cache ${cache}: ${buildMs.toFixed(0)} ms in all; ${embedding}`);
  return buildMs;
}
const buildMs = (process.argv.includes("--cached") ? [] : [buildKnowledge("cold")]).concat(buildKnowledge("cached"));

const index = await readFile("worker/chat/knowledge-index.json");
const vectorBytes = await readFile("worker/chat/knowledge-vectors.json");
const [[file, vectorFile], parseMs] = timed(
  () =>
    [
      JSON.parse(index.toString("utf8")) as KnowledgeFile,
      JSON.parse(vectorBytes.toString("utf8")) as VectorFile,
    ] as const,
);
const [knowledge, restoreMs] = timed(() => loadKnowledge(file, vectorFile));
console.log(
  `knowledge index: ${file.passages.length} passages, ${kilobytes(index)} KB raw, ${kilobytes(gzipSync(index))} KB gzip, built in ${buildMs.at(-1)?.toFixed(0)} ms (the build script's whole run, cache warm)`,
);
console.log(
  `passage vectors: ${vectorFile.scales.length} x ${vectorFile.dimensions} int8, ${kilobytes(vectorBytes)} KB raw, ${kilobytes(gzipSync(vectorBytes))} KB gzip`,
);
const [load, parse, restore] = [parseMs + restoreMs, parseMs, restoreMs].map((ms) => ms.toFixed(1));
console.log(
  `knowledge loaded in ${load} ms (once per isolate: JSON parse ${parse} ms, index and vectors restore ${restore} ms)`,
);

const requests = chatDevSet.map(requestFor);
const sources = {
  ai: localAi,
  embeddingModel: configDefaults.embeddingModel,
  embeddingTimeoutMs: 60_000,
  store: undefined,
  waitUntil: () => {},
};
const embeddingTimes: number[] = [];
/** One question: its embedding from the local encoder (timed on its own too), then the offline answer. */
async function answerOne(request: (typeof requests)[number]) {
  const start = performance.now();
  const searched = searchedText(request.message);
  const similar = searched ? await questionSimilarities(sources, knowledge, searched) : undefined;
  if (searched) embeddingTimes.push(performance.now() - start);
  answerOffline(knowledge, request, similar);
  return performance.now() - start;
}
const pass = async () => {
  const times: number[] = [];
  for (const request of requests) times.push(await answerOne(request));
  return times;
};
const percentile = (timings: number[], p: number) => {
  const sorted = timings.sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2);
};
// The first pass meets cold code and empty term caches, as an isolate's first questions do.
const cold = await pass();
const warm: number[] = [];
for (let round = 0; round < rounds; round += 1) warm.push(...(await pass()));
const asked = `${requests.length} questions`;
console.log(
  `offline answer in process, first pass (${asked}, cold): p50 ${percentile(cold, 50)} ms, max ${percentile(cold, 100)} ms`,
);
console.log(
  `offline answer in process with the question's embedding (${asked} x ${rounds} after it): ${warm.length} answers, p50 ${percentile(warm, 50)} ms, p99 ${percentile(warm, 99)} ms`,
);
console.log(
  `of which the question's embedding (local encoder): ${embeddingTimes.length} embeddings, p50 ${percentile(embeddingTimes, 50)} ms, p99 ${percentile(embeddingTimes, 99)} ms`,
);

const site = { state: ".wrangler/bench-state", vars: { RATE_LIMIT_CHAT: unlimited } };
await postLoad("/api/ai-chat", requests, "answers", 1, site);
