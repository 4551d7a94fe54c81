/**
 * `npm run bench:chat`: the chat's knowledge index (size, build and load time), the offline answer
 * in process over the development set (a cold pass, then 20 warm ones), and the ai-chat route under
 * load on the local site. BENCH_SECONDS (10), BENCH_CONNECTIONS (1), BENCH_PORT.
 */
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { chatDevSet } from "../tests/support/chat-dev-set.ts";
import { contextFor, turnsFor } from "../tests/support/chat-grade.ts";
import { answerOffline } from "../worker/chat/answer.ts";
import { loadKnowledge, type KnowledgeFile } from "../worker/chat/knowledge.ts";
import { postLoad, unlimited } from "./bench-harness.ts";

const rounds = 20;
const since = (start: number) => (performance.now() - start).toFixed(1);
const kilobytes = (bytes: Buffer) => (bytes.length / 1024).toFixed(0);

const started = performance.now();
const build = spawnSync(process.execPath, ["pipeline/build-knowledge-index.ts"], { encoding: "utf8" });
if (build.status !== 0) throw new Error(build.stderr);
const buildMs = since(started);
const index = await readFile("worker/chat/knowledge-index.json");
const loadStarted = performance.now();
const file = JSON.parse(index.toString("utf8")) as KnowledgeFile;
const parseMs = since(loadStarted);
const parsed = performance.now();
const knowledge = loadKnowledge(file);
console.log(
  `knowledge index: ${file.passages.length} passages, ${kilobytes(index)} KB raw, ${kilobytes(gzipSync(index))} KB gzip, built in ${Number(buildMs).toFixed(0)} ms (the build script's whole run)`,
);
console.log(
  `knowledge loaded in ${since(loadStarted)} ms (once per isolate: JSON parse ${parseMs} ms, index restore ${since(parsed)} ms)`,
);

const requests = chatDevSet.map(({ question: message, history }) => ({
  message,
  context: contextFor(history),
  turns: turnsFor(history),
}));
const pass = () =>
  requests.map((request) => {
    const start = performance.now();
    answerOffline(knowledge, request);
    return performance.now() - start;
  });
const percentile = (timings: number[], p: number) => {
  const sorted = timings.sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2);
};
// The first pass meets cold code and empty term caches, as an isolate's first questions do.
const cold = pass();
const warm = Array.from({ length: rounds }, pass).flat();
const asked = `${requests.length} questions`;
console.log(
  `offline answer in process, first pass (${asked}, cold): p50 ${percentile(cold, 50)} ms, max ${percentile(cold, 100)} ms`,
);
console.log(
  `offline answer in process (${asked} x ${rounds} after it): ${warm.length} answers, p50 ${percentile(warm, 50)} ms, p99 ${percentile(warm, 99)} ms`,
);

// BENCH_PORT, BENCH_SECONDS and BENCH_CONNECTIONS (1) shape the load.
const site = { state: ".wrangler/bench-state", vars: { RATE_LIMIT_CHAT: unlimited } };
await postLoad("/api/ai-chat", requests, "answers", 1, site);
