/**
 * `npm run eval:chat`: scores the chat assistant on a question set with the grader of
 * tests/support/chat-grade.ts. The knowledge is built in this process from content/ (as the build
 * does), and each case is asked as the widget asks it: the message, the spec's context string and
 * the turns as data. Prints one line per miss with its reasons and the reply, the score overall and
 * per kind of question, and the measures: first page link right on answerable first turns,
 * false "not on the site", declined replies that open the contact form, replies repeating a sentence.
 *
 * Usage: node scripts/eval-chat.ts [--set dev|fresh|visitor-dev|visitor-check|visitor-final|visitor-round4|visitor-round5|visitor-round6] [--all] [--gate] [--remote] [--coverage]
 *   --set dev     the development set, tests/support/chat-dev-set.ts (default)
 *   --set visitor-dev, --set visitor-check, --set visitor-final
 *                 the visitor questions of tests/support/chat-visitor-sets.ts, graded by hand
 *   --all         print every reply, not only the misses (for grading by hand)
 *   --set fresh   the held-out set, tests/support/chat-fresh-set.ts (exports chatFreshSet: FreshCase[])
 *   --gate        exit with status 1 unless every case passes
 *   --remote      answer with the real model (Workers AI through wrangler's remote binding, through
 *                 the Worker's model path with its checks) and print every question's result; needs
 *                 a Cloudflare account (`npx wrangler login` or CLOUDFLARE_API_TOKEN)
 *   --coverage    also print each question's coverage by its best page, by kind (the data behind
 *                 the not-found threshold in worker/chat/compose.ts)
 */
import { parseArgs } from "node:util";
import { buildPassages } from "./chat-index/passages.ts";
import { buildKnowledgeFile, loadKnowledge } from "../worker/chat/knowledge.ts";
import { answerChat, answerOffline, finalAnswer } from "../worker/chat/answer.ts";
import { coverageThreshold } from "../worker/chat/compose.ts";
import {
  contextFor,
  declines,
  grade,
  opensContactForm,
  saysNotCovered,
  turnsFor,
  type ChatEvalCase,
  type EvalAnswer,
} from "../tests/support/chat-grade.ts";
import { remoteAi } from "./eval-chat-remote.ts";
import { configDefaults } from "../worker/config-defaults.ts";

const usage =
  "Usage: node scripts/eval-chat.ts [--set dev|fresh|visitor-dev|visitor-check|visitor-final|visitor-round4|visitor-round5|visitor-round6] [--all] [--gate] [--remote] [--coverage]";
let options: { set: string; all: boolean; gate: boolean; remote: boolean; coverage: boolean };
try {
  options = parseArgs({
    options: {
      set: { type: "string", default: "dev" },
      all: { type: "boolean", default: false },
      gate: { type: "boolean", default: false },
      remote: { type: "boolean", default: false },
      coverage: { type: "boolean", default: false },
    },
  }).values as typeof options;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}

/** The question set to score: the development set, or the held-out set where it exists. */
async function questionSet(name: string): Promise<ChatEvalCase[]> {
  if (name === "dev") return (await import("../tests/support/chat-dev-set.ts")).chatDevSet;
  if (name === "visitor-dev") return (await import("../tests/support/chat-visitor-sets.ts")).visitorDevSet;
  if (name === "visitor-check") return (await import("../tests/support/chat-visitor-sets.ts")).visitorCheckSet;
  if (name === "visitor-final") return (await import("../tests/support/chat-visitor-sets.ts")).visitorFinalSet;
  if (name === "visitor-round4") return (await import("../tests/support/chat-visitor-sets.ts")).visitorRoundFourSet;
  if (name === "visitor-round5") return (await import("../tests/support/chat-visitor-sets.ts")).visitorRoundFiveSet;
  if (name === "visitor-round6") return (await import("../tests/support/chat-visitor-sets.ts")).visitorRoundSixSet;
  if (name !== "fresh") throw new Error(`Unknown set ${name}. ${usage}`);
  // Imported by a path the type checker does not follow: the held-out file is not in every clone.
  const freshPath = "../tests/support/chat-fresh-set.ts";
  const module = (await import(freshPath).catch(() => undefined)) as { chatFreshSet?: ChatEvalCase[] } | undefined;
  if (!module?.chatFreshSet)
    throw new Error("No held-out set: tests/support/chat-fresh-set.ts must export chatFreshSet");
  return module.chatFreshSet;
}

let cases: ChatEvalCase[];
try {
  cases = await questionSet(options.set);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const model = options.remote
  ? await remoteAi().catch((error: unknown) => {
      console.error(`eval:chat --remote ${(error as Error).message}`);
      process.exit(1);
    })
  : undefined;

/** The model and its time limits as the Worker has them when wrangler.toml leaves them unset. */
const modelDefaults = {
  model: configDefaults.aiModel,
  timeoutMs: configDefaults.aiTimeoutMs,
  firstTokenMs: configDefaults.aiFirstTokenMs,
};

const knowledge = loadKnowledge(buildKnowledgeFile(buildPassages()));

/** The one place that knows the answerer's API; change it here when the API changes. */
async function ask(entry: ChatEvalCase): Promise<EvalAnswer & { coverage?: number }> {
  const request = { message: entry.question, context: contextFor(entry.history), turns: turnsFor(entry.history) };
  if (model) return finalAnswer(answerChat({ ai: model.ai, ...modelDefaults }, request, knowledge));
  const { answer } = answerOffline(knowledge, request);
  return { reply: answer.reply, links: answer.links, scope: answer.scope, coverage: answer.retrieval.coverage };
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const percent = (value: number, of: number) => (of ? `${((100 * value) / of).toFixed(1)}%` : "n/a");

const perKind = new Map<string, { passed: number; total: number }>();
const measures = { answerable: 0, firstLinkRight: 0, falseNotFound: 0, declinedWithForm: 0, repeated: 0 };
const coverage = new Map<string, number[]>();
let passed = 0;
for (const entry of cases) {
  const answer = await ask(entry);
  const result = grade(entry, answer);
  const tally = perKind.get(entry.kind) ?? { passed: 0, total: 0 };
  tally.total += 1;
  perKind.set(entry.kind, tally);
  if (result.passed) {
    tally.passed += 1;
    passed += 1;
  }
  if (entry.firstLink !== null && !entry.history?.length && !entry.notCovered) {
    measures.answerable += 1;
    const first = (answer.links?.[0] ?? "").replace(/#.*$/, "");
    if (first === entry.firstLink) measures.firstLinkRight += 1;
  }
  // A refusal of a hostile or off-topic message is no claim about the site.
  const refused = (entry.kind === "hostile" || entry.kind === "off-topic") && declines(answer);
  if (!entry.notCovered && !refused && saysNotCovered(answer.reply)) measures.falseNotFound += 1;
  if (
    (entry.kind === "off-topic" || entry.kind === "hostile") &&
    entry.noContactOffer &&
    opensContactForm(entry, answer)
  ) {
    measures.declinedWithForm += 1;
  }
  if (result.reasons.includes("repeats a sentence")) measures.repeated += 1;
  if (answer.coverage !== undefined) {
    const key = entry.notCovered ? "not covered" : "answerable";
    coverage.set(key, [...(coverage.get(key) ?? []), answer.coverage]);
  }
  if (options.remote || options.all || !result.passed) {
    const covered =
      options.coverage && answer.coverage !== undefined ? ` [coverage ${answer.coverage.toFixed(2)}]` : "";
    console.log(`${result.passed ? "PASS" : "MISS"} ${entry.kind}/${entry.id}: ${result.reasons.join("; ")}${covered}`);
    console.log(`     Q: ${oneLine(entry.question, 120)}`);
    console.log(`     A: ${oneLine(answer.reply, 240)}`);
  }
}

console.log(
  `\nchat eval (${options.set} set${model ? ", Workers AI" : ""}): ${passed}/${cases.length} passed (${percent(passed, cases.length)})`,
);
for (const [kind, tally] of perKind) {
  console.log(
    `  ${kind.padEnd(12)} ${String(tally.passed).padStart(3)}/${String(tally.total).padEnd(3)} ${percent(tally.passed, tally.total)}`,
  );
}
console.log(
  `first page link right on answerable first turns: ${measures.firstLinkRight}/${measures.answerable} (${percent(measures.firstLinkRight, measures.answerable)})`,
);
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
if (options.gate && passed < cases.length) process.exit(1);
