/**
 * `npm run bench:chat`: the chat's knowledge index (passages, size raw and gzip, build time, the
 * time the Worker takes to load it once per isolate: JSON parse and restore of the minisearch
 * index), the offline answer in process over the development set with its histories (a first,
 * cold pass, then p50/p99 per answer over 20 passes: classify, one retrieval, compose), and the
 * ai-chat route under load on the local site
 * (answers per second, latency percentiles). Without the Workers AI binding every answer is the
 * offline one. Run `npm run build` first.
 */
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chatDevSet } from "../tests/support/chat-dev-set.ts";
import { contextFor, turnsFor } from "../tests/support/chat-grade.ts";
import { answerOffline } from "../worker/chat/answer.ts";
import { loadKnowledge, type KnowledgeFile } from "../worker/chat/knowledge.ts";
import { startSite } from "./serve-for-tools.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1);
const rounds = 20;

const started = performance.now();
const build = spawnSync(process.execPath, ["pipeline/build-knowledge-index.ts"], { encoding: "utf8" });
if (build.status !== 0) throw new Error(build.stderr);
const buildMs = performance.now() - started;
const index = await readFile("worker/chat/knowledge-index.json");
const indexText = index.toString("utf8");
const loadStarted = performance.now();
const file = JSON.parse(indexText) as KnowledgeFile;
const parsed = performance.now();
const knowledge = loadKnowledge(file);
const loaded = performance.now();
console.log(
  `knowledge index: ${file.passages.length} passages, ${(index.length / 1024).toFixed(0)} KB raw, ${(gzipSync(index).length / 1024).toFixed(0)} KB gzip, built in ${buildMs.toFixed(0)} ms (the build script's whole run)`,
);
console.log(
  `knowledge loaded in ${(loaded - loadStarted).toFixed(1)} ms (once per isolate: JSON parse ${(parsed - loadStarted).toFixed(1)} ms, index restore ${(loaded - parsed).toFixed(1)} ms)`,
);

const requests = chatDevSet.map((entry) => ({
  message: entry.question,
  context: contextFor(entry.history),
  turns: turnsFor(entry.history),
}));
/** The answer times of one pass over the questions, sorted. */
function pass(): number[] {
  const timings = requests.map((request) => {
    const start = performance.now();
    answerOffline(knowledge, request);
    return performance.now() - start;
  });
  return timings.sort((a, b) => a - b);
}
const percentile = (timings: readonly number[], p: number) =>
  timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))] ?? 0;
// The first pass meets cold code and empty term caches, as an isolate's first questions do.
const cold = pass();
const warm = Array.from({ length: rounds }, pass)
  .flat()
  .sort((a, b) => a - b);
console.log(
  `offline answer in process, first pass (${requests.length} questions, cold): p50 ${percentile(cold, 50).toFixed(2)} ms, max ${percentile(cold, 100).toFixed(2)} ms`,
);
console.log(
  `offline answer in process (${requests.length} questions x ${rounds} after it): ${warm.length} answers, p50 ${percentile(warm, 50).toFixed(2)} ms, p99 ${percentile(warm, 99).toFixed(2)} ms`,
);

const site = await startSite(Number(process.env.BENCH_PORT ?? 8794), {
  PERSIST_TO: ".wrangler/bench-state",
  args: ["--var", "RATE_LIMIT_CHAT:100000000"],
});
try {
  const result = await autocannon({
    url: `${site.origin}/api/ai-chat`,
    connections,
    duration: seconds,
    requests: requests.map((request) => ({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
    })),
  });
  console.log(`POST /api/ai-chat, ${requests.length} questions replayed, ${connections} connections, ${seconds} s`);
  console.log(
    `answers: ${result["2xx"]} (${(result["2xx"] / seconds).toFixed(1)} per second), non-2xx: ${result.non2xx}`,
  );
  console.log(
    `latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
} finally {
  await site.stop();
}
