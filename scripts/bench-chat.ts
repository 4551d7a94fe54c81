/**
 * `npm run bench:chat`: the chat's knowledge index (size, build and load time), the offline answer
 * in process over the development set (a cold pass, then 20 warm ones), and the ai-chat route under
 * load on the local site. BENCH_SECONDS (10), BENCH_CONNECTIONS (1), BENCH_PORT.
 */
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { chatDevSet } from "../tests/support/chat-dev-set.ts";
import { requestFor } from "../tests/support/chat-grade.ts";
import { answerOffline } from "../worker/chat/answer.ts";
import { loadKnowledge, type KnowledgeFile } from "../worker/chat/knowledge.ts";
import { postLoad, unlimited } from "./bench-harness.ts";

const rounds = 20;
const kilobytes = (bytes: Buffer) => (bytes.length / 1024).toFixed(0);

/** What `work` returns and the milliseconds it took. */
function timed<T>(work: () => T): [T, number] {
  const start = performance.now();
  return [work(), performance.now() - start];
}

const [build, buildMs] = timed(() =>
  spawnSync(process.execPath, ["pipeline/build-knowledge-index.ts"], { encoding: "utf8" }),
);
if (build.status !== 0) throw new Error(build.stderr);
const index = await readFile("worker/chat/knowledge-index.json");
const [file, parseMs] = timed(() => JSON.parse(index.toString("utf8")) as KnowledgeFile);
const [knowledge, restoreMs] = timed(() => loadKnowledge(file));
console.log(
  `knowledge index: ${file.passages.length} passages, ${kilobytes(index)} KB raw, ${kilobytes(gzipSync(index))} KB gzip, built in ${buildMs.toFixed(0)} ms (the build script's whole run)`,
);
const [load, parse, restore] = [parseMs + restoreMs, parseMs, restoreMs].map((ms) => ms.toFixed(1));
console.log(`knowledge loaded in ${load} ms (once per isolate: JSON parse ${parse} ms, index restore ${restore} ms)`);

const requests = chatDevSet.map(requestFor);
const pass = () => requests.map((request) => timed(() => answerOffline(knowledge, request))[1]);
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

const site = { state: ".wrangler/bench-state", vars: { RATE_LIMIT_CHAT: unlimited } };
await postLoad("/api/ai-chat", requests, "answers", 1, site);
