/**
 * `npm run eval:chat`: scores the chat assistant's offline answerer on the evaluation set in
 * tests/support/chat-eval-set.ts. The knowledge index is built in this process from the same
 * passages and options as the build script; each case's history becomes the context the widget
 * would send. Prints one line per miss with its reasons and the reply, then the score overall and
 * per kind.
 *
 * Usage: node scripts/eval-chat.ts [--gate] [--remote]
 *   --gate    exit with status 1 unless every case passes (by default the score is only printed)
 *   --remote  answer with the real model (Workers AI through wrangler's remote binding, the Worker's
 *             model path with its checks and fallbacks) and print every question's result; needs a
 *             Cloudflare account (`npx wrangler login`)
 */
import { assistantIntents } from "../content/assistant.ts";
import { answerQuestion } from "../worker/chat/answer/answer.ts";
import { buildKnowledgeBase } from "../worker/chat/answer/knowledge-base.ts";
import { buildKnowledgeDocuments } from "../worker/chat/knowledge/build-documents.ts";
import { chatEvalSet, type ChatEvalKind } from "../tests/support/chat-eval-set.ts";
import { contextFor, grade, type EvalAnswer } from "../tests/support/chat-grade.ts";
import { finalReply, replyEvents } from "../worker/chat/reply-events.ts";
import { remoteAi } from "./eval-chat-remote.ts";

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== "--gate" && arg !== "--remote");
if (unknown.length) {
  console.error(`Unknown argument ${unknown.join(" ")}. Usage: node scripts/eval-chat.ts [--gate] [--remote]`);
  process.exit(2);
}
const gate = args.includes("--gate");
const remote = args.includes("--remote");
const model = remote
  ? await remoteAi().catch((error: unknown) => {
      console.error(`eval:chat --remote ${(error as Error).message}`);
      process.exit(1);
    })
  : undefined;

const knowledge = buildKnowledgeBase(buildKnowledgeDocuments(), assistantIntents);

/** The one place that knows the answerers' APIs; change it here when an API changes. */
async function ask(question: string, context: string): Promise<EvalAnswer> {
  // The model's reply carries its links as markdown, which the grader reads.
  if (model) return { reply: await finalReply(replyEvents(question, context, knowledge, { AI: model.ai })) };
  const { reply, links } = answerQuestion(question, context, knowledge);
  return { reply, links: links.map((link) => link.path) };
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const perKind = new Map<ChatEvalKind, { passed: number; total: number }>();
let passed = 0;
for (const entry of chatEvalSet) {
  const answer = await ask(entry.question, contextFor(entry.history));
  const result = grade(entry, answer);
  if (remote)
    console.log(`${result.passed ? "PASS" : "MISS"} ${entry.kind}/${entry.id}: ${oneLine(answer.reply, 200)}`);
  const tally = perKind.get(entry.kind) ?? { passed: 0, total: 0 };
  tally.total += 1;
  if (result.passed) {
    tally.passed += 1;
    passed += 1;
  } else {
    console.log(`MISS ${entry.kind}/${entry.id}: ${result.reasons.join("; ")}`);
    console.log(`     Q: ${oneLine(entry.question, 120)}`);
    console.log(`     A: ${oneLine(answer.reply, 240)}`);
  }
  perKind.set(entry.kind, tally);
}

const total = chatEvalSet.length;
const percent = (value: number, of: number) => `${((100 * value) / of).toFixed(1)}%`;
console.log(`\nchat eval: ${passed}/${total} passed (${percent(passed, total)})`);
for (const [kind, tally] of perKind) {
  console.log(
    `  ${kind.padEnd(12)} ${String(tally.passed).padStart(3)}/${String(tally.total).padEnd(3)} ${percent(tally.passed, tally.total)}`,
  );
}

await model?.dispose();
if (gate && passed < total) process.exit(1);
