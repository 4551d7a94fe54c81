/** The chat's knowledge built from content/ in this process, as the build does: once per test file. */
import { siteKnowledgeFile } from "../../pipeline/chat-index/knowledge-file.ts";
import { answerOffline } from "../../worker/chat/answer.ts";
import { loadKnowledge, type Knowledge } from "../../worker/chat/knowledge.ts";

let knowledge: Knowledge | undefined;

export function testKnowledge(): Knowledge {
  knowledge ??= loadKnowledge(siteKnowledgeFile());
  return knowledge;
}

/** The offline answer to a message, after the given conversation (spec context lines). */
export function offlineAnswer(message: string, context = "") {
  return answerOffline(testKnowledge(), { message, context }).answer;
}
