import { describe, expect, it } from "vitest";
import { buildReport, formatReport, parseReportCommand, percentile } from "../../ops/chat-report.ts";
import { groupQuestions, jaccard, wordSet } from "../../ops/question-groups.ts";
import type { ChatRecordFigures } from "../../worker/chat-records/queries.ts";

describe("groupQuestions", () => {
  it("groups wordings of one question by their stemmed content words, the most asked first", () => {
    const groups = groupQuestions([
      "Do you sell printer ink?",
      "do you sell printer ink",
      "Can I buy ink for my printer?",
      "Do you offer blockchain audits?",
      "Do you audit blockchains?",
      "Do you audit blockchains?",
      "What is your dress code?",
    ]);
    expect(groups.map((group) => group.count)).toEqual([3, 3, 1]);
    expect(groups[0]?.wordings[0]).toEqual({ text: "Do you audit blockchains?", count: 2 });
    expect(groups[1]?.wordings.map((wording) => wording.text)).toEqual([
      "Do you sell printer ink?",
      "do you sell printer ink",
      "Can I buy ink for my printer?",
    ]);
    expect(groups.at(-1)?.wordings).toEqual([{ text: "What is your dress code?", count: 1 }]);
  });

  it("reads placeholders and stop words as no part of the question", () => {
    expect([...wordSet("Call me on [phone] about printers")].sort()).toEqual(["call", "printer"]);
    expect(jaccard(wordSet("Do you audit blockchains?"), wordSet("blockchain audit please"))).toBe(1);
  });
});

describe("chat:report arguments", () => {
  it("reads the environment, the days, --json and --top", () => {
    expect(parseReportCommand([])).toEqual({ command: { environment: "local", days: 30, json: false, top: 10 } });
    expect(parseReportCommand(["--env", "staging", "--days", "7", "--json", "--top=3"])).toEqual({
      command: { environment: "staging", days: 7, json: true, top: 3 },
    });
  });

  it.each([
    [["--env", "dev"], "--env takes local, staging or production."],
    [["--days", "0"], "--days takes a whole number of days, 1 or more."],
    [["--days", "1.5"], "--days takes a whole number of days, 1 or more."],
  ])("refuses %j", (argv, error) => {
    expect(parseReportCommand(argv)).toEqual({ error });
  });

  it("refuses an unknown option", () => {
    expect(parseReportCommand(["--remote"])).toEqual({ error: expect.stringMatching(/Unknown option '--remote'/) });
  });
});

describe("the report", () => {
  it("takes the median and 95th percentile by nearest rank", () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile([], 0.5)).toBeNull();
  });

  it("prints counts by scope, the share of helpful votes, the groups and the pages voted not helpful", () => {
    const figures: ChatRecordFigures = {
      since: "2026-11-01T00:00:00.000Z",
      turns: 4,
      byScope: { answered: 2, "not-covered": 1, "off-topic": 0, hostile: 1, emergency: 0, greeting: 0 },
      bySource: { model: 1, offline: 3 },
      votes: { helpful: 3, notHelpful: 1 },
      replyMs: [0, 10, 20, 900],
      notCovered: ["Do you sell printer ink?"],
      notHelpfulPages: [{ page: "/services/vapt#pricing", votes: 1, questions: ["What does VAPT cost? [phone]"] }],
      unrecorded: { turns: 0, votes: 0 },
    };
    const report = buildReport(figures, { environment: "local", days: 30, json: false, top: 10 });
    expect(report.votes.helpfulShare).toBe(0.75);
    expect(report.replyMs).toEqual({ median: 10, p95: 900 });
    const text = formatReport(report);
    expect(text).toContain("Votes: 3 helpful, 1 not helpful (75% helpful)");
    expect(text).toMatch(/answered\s+2\s+50%/);
    expect(text).toMatch(/1 {2}Do you sell printer ink\?/);
    expect(text).toContain("/services/vapt#pricing");
    expect(text).toContain("asked: What does VAPT cost? [phone]");
  });
});
