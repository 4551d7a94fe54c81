/**
 * `npm run bench:chat`: the chat's knowledge index (size raw and gzip, build time, the time the
 * Worker takes to load it: JSON parse and restore of the built knowledge base) and the
 * ai-chat route under load on `wrangler dev` on loopback, replaying the answer-quality question
 * set. Without the Workers AI binding every answer comes from the offline answerer, which is also
 * timed in process over both question sets (the older set and the evaluation set, with their
 * histories). Prints answers per second and latency percentiles. Run `npm run build` first.
 */
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { assistantIntents } from "../content/assistant.ts";
import { chatEvalSet } from "../tests/support/chat-eval-set.ts";
import { contextFor } from "../tests/support/chat-grade.ts";
import { chatQuestions } from "../tests/support/chat-questions.ts";
import { answerQuestion } from "../worker/chat/answer/answer.ts";
import { buildKnowledgeBase } from "../worker/chat/answer/knowledge-base.ts";
import type { KnowledgeFile } from "../worker/chat/knowledge/documents.ts";
import { loadKnowledge } from "../worker/chat/knowledge/restore.ts";
import { startSite } from "./serve-for-tools.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1);

const started = performance.now();
const build = spawnSync(process.execPath, ["scripts/build-knowledge-index.ts"], { encoding: "utf8" });
if (build.status !== 0) throw new Error(build.stderr);
const buildMs = performance.now() - started;
const index = await readFile("worker/chat/knowledge-index.json");
console.log(
  `knowledge index: ${(index.length / 1024).toFixed(0)} KB raw, ${(gzipSync(index).length / 1024).toFixed(0)} KB gzip, built in ${buildMs.toFixed(0)} ms`,
);

// The Worker's load path (worker/chat/knowledge/load.ts), once per isolate: the file parsed, the
// base the build wrote restored. Building the base from the documents instead is what it saves.
const indexText = index.toString("utf8");
const loadStarted = performance.now();
const file = JSON.parse(indexText) as KnowledgeFile;
const parsed = performance.now();
const knowledge = loadKnowledge(file, assistantIntents);
const loaded = performance.now();
buildKnowledgeBase((JSON.parse(indexText) as KnowledgeFile).documents, assistantIntents);
console.log(
  `knowledge base loaded in ${(loaded - loadStarted).toFixed(1)} ms (once per isolate: JSON parse ${(parsed - loadStarted).toFixed(1)} ms, restore ${(loaded - parsed).toFixed(1)} ms; building it from the documents would take ${(performance.now() - loaded).toFixed(1)} ms)`,
);
const replayed = [
  ...chatQuestions.map((entry) => ({ question: entry.question, context: "" })),
  ...chatEvalSet.map((entry) => ({ question: entry.question, context: contextFor(entry.history) })),
];
const timings: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const entry of replayed) {
    const start = performance.now();
    answerQuestion(entry.question, entry.context, knowledge);
    timings.push(performance.now() - start);
  }
}
timings.sort((a, b) => a - b);
const percentile = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))] ?? 0;
console.log(
  `offline answerer in process (${replayed.length} questions x 20): ${timings.length} answers, p50 ${percentile(50).toFixed(2)} ms, p99 ${percentile(99).toFixed(2)} ms`,
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
    requests: chatQuestions.map((entry) => ({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: entry.question, context: "" }),
    })),
  });
  console.log(
    `POST /api/ai-chat, ${chatQuestions.length} questions replayed, ${connections} connections, ${seconds} s`,
  );
  console.log(
    `answers: ${result["2xx"]} (${(result["2xx"] / seconds).toFixed(1)} per second), non-2xx: ${result.non2xx}`,
  );
  console.log(
    `latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
} finally {
  await site.stop();
}
