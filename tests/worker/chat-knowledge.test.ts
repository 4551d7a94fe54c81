/**
 * Inside workerd: the Worker restores the knowledge base the build wrote into
 * worker/chat/knowledge-index.json (no warning that it had to build it again), and it answers.
 */
import { describe, expect, it, vi } from "vitest";
import { answerQuestion } from "../../worker/chat/answer/answer.ts";
import { workerKnowledge } from "../../worker/chat/knowledge/load.ts";

describe("the Worker's knowledge base", () => {
  it("is restored from the build's file, not built again", () => {
    const warn = vi.spyOn(console, "warn");
    try {
      const knowledge = workerKnowledge();
      expect(warn).not.toHaveBeenCalled();
      expect(knowledge.units.length).toBeGreaterThan(knowledge.documents.length);
      expect(workerKnowledge()).toBe(knowledge);
      const { links } = answerQuestion("Do you do penetration testing?", "", knowledge);
      expect(links.length).toBeGreaterThan(0);
    } finally {
      warn.mockRestore();
    }
  });
});
