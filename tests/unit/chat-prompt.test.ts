/**
 * The model is told to link pages by their navigation label: each passage carries its page's
 * label beside its title, and the system prompt asks for `[label](/path)`.
 */
import { describe, expect, it } from "vitest";
import { assistantIntents } from "../../content/assistant.ts";
import { siteRoutes } from "../../content/routes.ts";
import { buildKnowledgeBase } from "../../worker/chat/answer/knowledge-base.ts";
import { retrievePassages } from "../../worker/chat/answer/passages.ts";
import { buildKnowledgeDocuments } from "../../worker/chat/knowledge/build-documents.ts";
import { systemPrompt, userPrompt } from "../../worker/chat/prompt.ts";

const knowledge = buildKnowledgeBase(buildKnowledgeDocuments(), assistantIntents);
const labels = new Map(siteRoutes.map((route) => [route.path, route.navLabel]));

describe("the prompt's links", () => {
  it("gives every passage its page's navigation label", () => {
    const passages = retrievePassages(knowledge, "How do I contact you about VAPT?", "", 4);
    expect(passages.map((passage) => passage.path)).toContain("/services/vapt");
    for (const passage of passages) expect(passage.pageLabel).toBe(labels.get(passage.path));
    expect(userPrompt("VAPT?", passages, "")).toContain('path="/services/vapt" title="');
    expect(userPrompt("VAPT?", passages, "")).toMatch(/path="\/services\/vapt" title="[^"]+" label="VAPT"/);
  });

  it("asks the model to link a page by its label", () => {
    expect(systemPrompt()).toContain("[label](/path)");
  });
});
