/**
 * `npm run eval:chat`: the chat assistant scored with tests/support/chat-grade.ts, each case asked
 * as the widget asks it of knowledge built in this process from content/ (scripts/README.md).
 */
import { execFile } from "node:child_process";
import { parseArgs, promisify } from "node:util";
import { siteKnowledgeFile } from "../pipeline/chat-index/knowledge-file.ts";
import { loadKnowledge } from "../worker/chat/knowledge.ts";
import { answerChat, answerFromSite, finalAnswer } from "../worker/chat/answer.ts";
import { fusion, rankingRules } from "../worker/chat/retrieve.ts";
import { embedPassages } from "../pipeline/chat-index/embed-passages.ts";
import { localEmbeddingSources } from "./local-ai.ts";
import { coverageThreshold } from "../worker/chat/compose.ts";
import type { AiBinding } from "../worker/chat/model.ts";
import * as grader from "../tests/support/chat-grade.ts";
import { configDefaults } from "../worker/config-defaults.ts";

const usage =
  "Usage: npm run eval:chat -- [--set dev|fresh|visitor-NAME] [--all] [--gate] [--remote] [--coverage] [--lexical] [--rrf-k N] [--depth N] [--weight W] [--fusion rrf|score] [--rule NAME=JSON]";
const flag = { type: "boolean", default: false } as const;

/** The question set to score: the development set, a visitor set, or the held-out set where it exists. */
async function questionSet(name: string): Promise<grader.ChatEvalCase[]> {
  if (name === "dev") return (await import("../tests/support/chat-dev-set.ts")).chatDevSet;
  const { visitorSets } = await import("../tests/support/chat-visitor-sets.ts");
  if (visitorSets[name]) return visitorSets[name];
  if (name !== "fresh") throw new Error(`Unknown set ${name} (visitor sets: ${Object.keys(visitorSets).join(", ")})`);
  // Imported by a path the type checker does not follow: the held-out file is not in every clone.
  const freshPath = "../tests/support/chat-fresh-set.ts";
  const module = (await import(freshPath).catch(() => undefined)) as
    { chatFreshSet?: grader.ChatEvalCase[] } | undefined;
  if (!module?.chatFreshSet)
    throw new Error("No held-out set: tests/support/chat-fresh-set.ts must export chatFreshSet");
  return module.chatFreshSet;
}

/** The production AI binding through wrangler's remote binding; refuses clearly when wrangler has no account. */
async function remoteAi(): Promise<{ ai: AiBinding; dispose: () => Promise<void> }> {
  const whoami = process.env.CLOUDFLARE_API_TOKEN
    ? ""
    : await promisify(execFile)("npx", ["wrangler", "whoami"], { timeout: 60_000 }).then(
        ({ stdout }) => stdout,
        () => "not logged in",
      );
  if (/not authenticated|not logged in/i.test(whoami))
    throw new Error("needs a Cloudflare account: run npx wrangler login");
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy<{ AI?: AiBinding }>({
    configPath: "wrangler.toml",
    environment: "production",
    persist: false,
    remoteBindings: true,
  });
  if (proxy.env.AI) return { ai: proxy.env.AI, dispose: () => proxy.dispose() };
  await proxy.dispose();
  throw new Error("wrangler.toml has no AI binding in [env.production.ai]");
}

let options: {
  set: string;
  all: boolean;
  gate: boolean;
  remote: boolean;
  coverage: boolean;
  lexical: boolean;
  "rrf-k"?: string;
  depth?: string;
  weight?: string;
  fusion?: string;
  rule?: string;
};
let cases: grader.ChatEvalCase[];
try {
  const { values } = parseArgs({
    options: {
      set: { type: "string", default: "dev" },
      all: flag,
      gate: flag,
      remote: flag,
      coverage: flag,
      // The search without its semantic half, and the fusion's settings, for choosing them (decision 0021).
      lexical: flag,
      "rrf-k": { type: "string" },
      depth: { type: "string" },
      weight: { type: "string" },
      fusion: { type: "string" },
      // One ranking rule set to another value (JSON), for the ablation table of decision 0021.
      rule: { type: "string" },
    },
  });
  options = values;
  cases = await questionSet(options.set);
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const model = options.remote
  ? await remoteAi().catch((error: unknown) => {
      console.error(`eval:chat --remote ${(error as Error).message}`);
      process.exit(1);
    })
  : undefined;

const knowledgeFile = siteKnowledgeFile();
const knowledge = loadKnowledge(knowledgeFile, (await embedPassages(knowledgeFile.passages)).file);
if (options["rrf-k"]) fusion.k = Number(options["rrf-k"]);
if (options.depth) fusion.semanticDepth = Number(options.depth);
if (options.weight) fusion.semanticWeight = Number(options.weight);
if (options.fusion === "rrf" || options.fusion === "score") fusion.mode = options.fusion;
if (options.rule) {
  const [name = "", value = ""] = options.rule.split("=");
  if (!(name in rankingRules)) throw new Error(`No ranking rule ${name}`);
  (rankingRules as Record<string, unknown>)[name] = JSON.parse(value);
}
/** The model and its time limits as the Worker has them when wrangler.toml leaves them unset. */
const { aiModel, aiTimeoutMs: timeoutMs, aiFirstTokenMs: firstTokenMs } = configDefaults;
/** The question's embedding as the Worker gets it locally: the stand-in's encoder, in process. */
const sources = localEmbeddingSources;

/** The one place that knows the answerer's API; change it here when the API changes. */
async function ask(
  entry: grader.ChatEvalCase,
): Promise<grader.EvalAnswer & { coverage?: number; similarity?: number }> {
  const request = grader.requestFor(entry);
  if (model)
    return finalAnswer(
      answerChat({ ...sources, ai: model.ai, model: aiModel, timeoutMs, firstTokenMs }, request, knowledge),
    );
  const { answer } = await answerFromSite(sources, knowledge, request, !options.lexical);
  const { coverage, similarity } = answer.retrieval;
  return { reply: answer.reply, links: answer.links, scope: answer.scope, coverage, similarity };
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const percent = (value: number, of: number) => (of ? `${((100 * value) / of).toFixed(1)}%` : "n/a");
const score = (passed: number, total: number, what = "") => `${passed}/${total}${what} (${percent(passed, total)})`;

const perKind = new Map<string, { passed: number; total: number }>();
const measures = { answerable: 0, firstLinkRight: 0, falseNotFound: 0, declinedWithForm: 0, repeated: 0, passed: 0 };
const coverage = new Map<string, number[]>();
for (const entry of cases) {
  const answer = await ask(entry);
  const result = grader.grade(entry, answer);
  const tally = perKind.get(entry.kind) ?? perKind.set(entry.kind, { passed: 0, total: 0 }).get(entry.kind)!;
  tally.total += 1;
  tally.passed += Number(result.passed);
  measures.passed += Number(result.passed);
  if (entry.firstLink !== null && !entry.history?.length && !entry.notCovered) {
    measures.answerable += 1;
    measures.firstLinkRight += Number((answer.links?.[0] ?? "").replace(/#.*$/, "") === entry.firstLink);
  }
  // A refusal of a hostile or off-topic message is no claim about the site.
  const declining = entry.kind === "hostile" || entry.kind === "off-topic";
  const falselyNotFound =
    !entry.notCovered && !(declining && grader.declines(answer)) && grader.saysNotCovered(answer.reply);
  measures.falseNotFound += Number(falselyNotFound);
  if (declining && entry.noContactOffer && grader.opensContactForm(entry, answer)) measures.declinedWithForm += 1;
  if (result.reasons.includes("repeats a sentence")) measures.repeated += 1;
  if (answer.coverage !== undefined) {
    const key = entry.notCovered ? "not covered" : "answerable";
    coverage.set(key, [...(coverage.get(key) ?? []), answer.coverage]);
  }
  if (options.remote || options.all || !result.passed || falselyNotFound) {
    const reasons = [...result.reasons, ...(falselyNotFound ? ['says "not on the site"'] : [])];
    const covered =
      options.coverage && answer.coverage !== undefined
        ? ` [coverage ${answer.coverage.toFixed(2)}, similarity ${answer.similarity?.toFixed(2) ?? "-"}]`
        : "";
    console.log(`${result.passed ? "PASS" : "MISS"} ${entry.kind}/${entry.id}: ${reasons.join("; ")}${covered}`);
    console.log(`     Q: ${oneLine(entry.question, 120)}\n     A: ${oneLine(answer.reply, 240)}`);
  }
}

console.log(
  `\nchat eval (${options.set} set${model ? ", Workers AI" : ""}): ${score(measures.passed, cases.length, " passed")}`,
);
for (const [kind, { passed, total }] of perKind)
  console.log(
    `  ${kind.padEnd(12)} ${String(passed).padStart(3)}/${String(total).padEnd(3)} ${percent(passed, total)}`,
  );
console.log(`first page link right on answerable first turns: ${score(measures.firstLinkRight, measures.answerable)}`);
console.log(`false "not on the site": ${measures.falseNotFound}`);
console.log(`off-topic or hostile replies that open the contact form: ${measures.declinedWithForm}`);
console.log(`replies repeating a sentence: ${measures.repeated}`);
if (options.coverage) {
  console.log(`\ncoverage of the best page (not-found threshold ${coverageThreshold}):`);
  for (const [key, values] of coverage) {
    const sorted = values.sort((a, b) => a - b);
    const below = sorted.filter((value) => value < coverageThreshold).length;
    console.log(
      `  ${key.padEnd(12)} n=${sorted.length}, below the threshold ${below}: ${sorted.map((value) => value.toFixed(2)).join(" ")}`,
    );
  }
}
await model?.dispose();
if (options.gate && measures.passed < cases.length) process.exit(1);
