/**
 * `npm run bench:chat`: the chat's knowledge index and passage vectors (size; build time with the
 * embedding cache cold and warm; load time), the offline answer in process over the development set
 * with the question's embedding from the local encoder (a cold pass, then 20 warm ones), what
 * recording a turn adds to the reply in process, and the ai-chat route under load on the local
 * site, alternately without and with the chat's record (CHAT_RECORD_DAYS 0 and 30), twice each, so
 * that what recording adds over HTTP is read against the same machine's noise. `--cached` skips the
 * cold build. BENCH_SECONDS (10), BENCH_CONNECTIONS (1), BENCH_PORT.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { chatDevSet } from "../tests/support/chat-dev-set.ts";
import { requestFor } from "../tests/support/chat-grade.ts";
import {
  answerChat,
  answerOffline,
  finalAnswer,
  questionSimilarities,
  readMessage,
  searchedText,
} from "../worker/chat/answer.ts";
import { finalReply, recordedAnswer } from "../worker/chat-records/record.ts";
import { redactQuestion } from "../worker/chat-records/redact.ts";
import type { RecordStatement } from "../worker/chat-records/store.ts";
import { loadKnowledge, type KnowledgeFile } from "../worker/chat/knowledge.ts";
import type { VectorFile } from "../worker/chat/vectors.ts";
import { postLoad, unlimited } from "./bench-harness.ts";
import { localEmbeddingSources } from "./local-ai.ts";

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
/** The question's embedding as the Worker gets it locally: the stand-in's encoder, in process. */
const sources = localEmbeddingSources;
const embeddingTimes: number[] = [];
/** One question: its embedding from the local encoder (timed on its own too), then the offline answer. */
async function answerOne(request: (typeof requests)[number]) {
  const start = performance.now();
  const read = readMessage(request.message, knowledge);
  const searched = searchedText(read);
  const similar = searched ? await questionSimilarities(sources, knowledge, searched) : undefined;
  if (searched) embeddingTimes.push(performance.now() - start);
  answerOffline(knowledge, request, similar, read);
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

// Recording in process: the reply through recordedAnswer (a signed id, the outcome off the wire) against
// the bare answer, and the record's own preparation (redaction), which runs after the reply, apart.
const settings = { ...sources, ai: undefined, model: "", timeoutMs: 1000, firstTokenMs: 1000 };
const accepted: RecordStatement = { bind: () => accepted, run: async () => ({ meta: { changes: 1 } }) };
const acceptingDb = { prepare: () => accepted, batch: async () => [] };
const background: Promise<unknown>[] = [];
async function replyTimes(record: boolean): Promise<number[]> {
  const times: number[] = [];
  for (const request of requests) {
    const start = performance.now();
    const answer = answerChat(settings, request, knowledge);
    if (!record) await finalAnswer(answer);
    else
      await finalReply(
        recordedAnswer(answer, {
          db: acceptingDb,
          settings: { days: 30, dailyCap: 200 },
          salt: "bench-salt",
          message: request.message,
          maxQuestionLength: 1000,
          sessionId: null,
          startedAt: Date.now(),
          ipHash: async () => "bench-ip-hash",
          waitUntil: (work) => background.push(work),
        }),
      );
    times.push(performance.now() - start);
  }
  return times;
}
const bare: number[] = [];
const recorded: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  bare.push(...(await replyTimes(false)));
  recorded.push(...(await replyTimes(true)));
}
await Promise.all(background);
const redaction = Array.from({ length: rounds }, () =>
  requests.map((request) => timed(() => redactQuestion(request.message, 1000))[1]),
).flat();
console.log(
  `reply in process without the record (${asked} x ${rounds}): p50 ${percentile(bare, 50)} ms, p99 ${percentile(bare, 99)} ms`,
);
console.log(
  `reply in process with the record (${asked} x ${rounds}): p50 ${percentile(recorded, 50)} ms, p99 ${percentile(recorded, 99)} ms; after the reply, the question's redaction: p50 ${percentile(redaction, 50)} ms, p99 ${percentile(redaction, 99)} ms`,
);

const site = (days: string) => ({
  state: ".wrangler/bench-state",
  vars: { RATE_LIMIT_CHAT: unlimited, CHAT_RECORD_DAILY_CAP: "1000000", CHAT_RECORD_DAYS: days },
});
const runs: { record: boolean; p50: number; p99: number }[] = [];
for (const record of [false, true, false, true]) {
  const heading = record ? ", recording each turn" : ", no record (CHAT_RECORD_DAYS 0)";
  runs.push({
    record,
    ...(await postLoad("/api/ai-chat", requests, "answers", 1, site(record ? "30" : "0"), heading)),
  });
}
const p99Of = (record: boolean) => runs.filter((run) => run.record === record).map((run) => run.p99);
const [off, on] = [p99Of(false), p99Of(true)];
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
console.log(
  `\nover HTTP, p99 without the record: ${off.join(" and ")} ms; with it: ${on.join(" and ")} ms; mean difference ${(mean(on) - mean(off)).toFixed(1)} ms (bar: under 5 ms)`,
);
