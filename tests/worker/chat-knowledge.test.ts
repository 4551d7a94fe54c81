/**
 * Inside workerd: the Worker restores the minisearch index the build wrote into
 * worker/chat/knowledge-index.json (no warning that it had to index again), once per isolate, and
 * answers from it, reading a misspelt word as the site's but not a common word the build listed.
 */
import { describe, expect, it, vi } from "vitest";
import { answerOffline } from "../../worker/chat/answer.ts";
import { bundledKnowledge } from "../../worker/chat/bundled.ts";

describe("the Worker's knowledge", () => {
  it("is restored from the build's file, not indexed again, and answers", () => {
    const warn = vi.spyOn(console, "warn");
    try {
      const knowledge = bundledKnowledge();
      expect(warn).not.toHaveBeenCalled();
      expect(knowledge.index.documentCount).toBe(knowledge.passages.size);
      expect(bundledKnowledge()).toBe(knowledge);
      const { answer } = answerOffline(knowledge, { message: "Do you do penetration testing?", context: "" });
      expect(answer.links[0]).toMatch(/^\/services\/vapt/);
      expect(knowledge.commonWords).toContain("cake");
      const typed = answerOffline(knowledge, { message: "do you do penetraton testng?", context: "" }).answer;
      expect(typed.links[0]).toMatch(/^\/services\/vapt/);
    } finally {
      warn.mockRestore();
    }
  });
});
