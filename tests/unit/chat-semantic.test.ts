import { describe, expect, it } from "vitest";
import { reciprocalRankFusion } from "../../worker/chat/semantic/fusion.ts";
import { cosine, knowledgeFingerprint, nearest } from "../../worker/chat/semantic/vectors.ts";
import { buildKnowledgeDocuments } from "../../worker/chat/knowledge/build-documents.ts";

describe("reciprocal rank fusion", () => {
  it("ranks first what both rankings put high, without comparing their scores", () => {
    expect(
      reciprocalRankFusion([
        ["a", "b", "c"],
        ["c", "a", "d"],
      ]),
    ).toEqual(["a", "c", "b", "d"]);
  });

  it("keeps the first ranking's order between items that score the same", () => {
    expect(
      reciprocalRankFusion([
        ["a", "b"],
        ["b", "a"],
      ]),
    ).toEqual(["a", "b"]);
  });

  it("passes a single ranking through unchanged", () => {
    expect(reciprocalRankFusion([[3, 1, 2]])).toEqual([3, 1, 2]);
  });
});

describe("vectors", () => {
  it("cosine is 1 for the same direction, 0 for orthogonal and for a zero vector", () => {
    expect(cosine([1, 2], [2, 4])).toBeCloseTo(1);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([0, 0], [1, 1])).toBe(0);
  });

  it("nearest lists indexes by similarity, at most as many as asked, none without similarity", () => {
    expect(
      nearest(
        [1, 0],
        [
          [0, 1],
          [1, 0.1],
          [1, 1],
        ],
        2,
      ),
    ).toEqual([1, 2]);
    expect(
      nearest(
        [1, 0],
        [
          [0, 1],
          [1, 1],
        ],
        5,
      ),
    ).toEqual([1]);
  });

  it("the knowledge fingerprint changes with the content", () => {
    const documents = buildKnowledgeDocuments();
    const changed = documents.map((document, index) => (index === 0 ? { ...document, heading: "Changed" } : document));
    expect(knowledgeFingerprint(documents)).toBe(knowledgeFingerprint(buildKnowledgeDocuments()));
    expect(knowledgeFingerprint(changed)).not.toBe(knowledgeFingerprint(documents));
  });
});
