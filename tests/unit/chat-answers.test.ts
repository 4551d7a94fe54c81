/**
 * Answer quality of the offline answerer (no AI model): the older visitor question set
 * (tests/support/chat-questions.ts) and the evaluation set (tests/support/chat-eval-set.ts, graded
 * by tests/support/chat-grade.ts). Both are 100% gates: a new question goes into the set before
 * any tuning for it, and the answerer is tuned until it passes. The knowledge is built in-process
 * from the same documents the build script writes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { assistantIntents } from "../../content/assistant.ts";
import { siteRoutes } from "../../content/routes.ts";
import { shouldOfferContactForm } from "../../app/shared/chat/contact-trigger.ts";
import { answerQuestion } from "../../worker/chat/answer/answer.ts";
import { buildKnowledgeBase, type KnowledgeBase } from "../../worker/chat/answer/knowledge-base.ts";
import { buildKnowledgeDocuments } from "../../worker/chat/knowledge/build-documents.ts";
import { chatEvalSet } from "../support/chat-eval-set.ts";
import { contextFor, grade } from "../support/chat-grade.ts";
import { chatQuestions as cases, connectOffer, type Case } from "../support/chat-questions.ts";

let knowledge: KnowledgeBase;

beforeAll(() => {
  knowledge = buildKnowledgeBase(buildKnowledgeDocuments(), assistantIntents);
});

function passes(reply: string, entry: Case): boolean {
  const text = reply.toLowerCase();
  const all = (entry.all ?? []).every((expected) => text.includes(expected.toLowerCase()));
  const any = !entry.any || entry.any.some((expected) => text.includes(expected.toLowerCase()));
  return all && any;
}

const knownPaths = new Set(siteRoutes.map((route) => route.path));
const linkTargets = (reply: string) => [...reply.matchAll(/\[[^\]]+\]\(([^)]*)\)/g)].map((match) => match[1]);

describe("knowledge documents", () => {
  it("cover every page of the route model with unique ids and non-empty items", () => {
    const documents = buildKnowledgeDocuments();
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    expect(new Set(documents.map((document) => document.path))).toEqual(knownPaths);
    for (const document of documents) {
      expect(document.items.length).toBeGreaterThan(0);
      for (const item of document.items) expect(item.title || item.text).toBeTruthy();
    }
  });
});

describe("offline answerer", () => {
  it("answers the visitor question set", () => {
    const failures: string[] = [];
    for (const entry of cases) {
      const { reply } = answerQuestion(entry.question, "", knowledge);
      if (!passes(reply, entry)) failures.push(`${entry.question}\n  -> ${reply.replace(/\n+/g, " ")}`);
    }
    expect(failures, `older set missed:\n${failures.join("\n")}`).toEqual([]);
  });

  it("passes every case of the evaluation set", () => {
    const failures: string[] = [];
    for (const entry of chatEvalSet) {
      const answer = answerQuestion(entry.question, contextFor(entry.history), knowledge);
      const result = grade(entry, { reply: answer.reply, links: answer.links.map((link) => link.path) });
      if (!result.passed) failures.push(`${entry.id}: ${result.reasons.join("; ")}`);
    }
    expect(failures, `evaluation set missed:\n${failures.join("\n")}`).toEqual([]);
  });

  it("never quotes a price, links only to site pages and keeps replies short", () => {
    const questions = [
      ...cases.map((entry) => entry.question),
      ...chatEvalSet.map((entry) => entry.question),
      "What are your rates?",
      "How much is the HR software per employee?",
      "What does a SOC cost per month?",
      "Is the payroll module expensive?",
    ];
    for (const question of questions) {
      const answer = answerQuestion(question, "", knowledge);
      expect(answer.reply, question).not.toMatch(/(?:\bR|\$)\s?\d/);
      for (const target of linkTargets(answer.reply)) expect(knownPaths, `${question}: ${target}`).toContain(target);
      for (const link of answer.links) expect(knownPaths).toContain(link.path);
      expect(answer.reply.length, question).toBeLessThanOrEqual(750);
    }
  });

  it("offers the team, and so the contact form, when it has no answer", () => {
    const { reply, links } = answerQuestion("Can you fix my car's gearbox?", "", knowledge);
    expect(reply).toContain(connectOffer);
    expect(links).toEqual([]);
    expect(shouldOfferContactForm("Visitor: Can you fix my car's gearbox?", reply)).toBe(true);
  });

  it("answers pricing with the free consultation and a quote, never a price", () => {
    const { reply } = answerQuestion("What are your prices?", "", knowledge);
    expect(reply).toMatch(/free/i);
    expect(reply).toMatch(/quote/i);
    expect(reply).toContain(connectOffer);
  });

  it("links each page by its short navigation label, not its long title", () => {
    const labels = new Map(siteRoutes.map((route) => [route.path, route.navLabel]));
    const { reply, links } = answerQuestion("What is VAPT and how do I contact you?", "", knowledge);
    expect(links.map((link) => link.path)).toEqual(expect.arrayContaining(["/services/vapt", "/contact"]));
    for (const link of links) expect(link.label).toBe(labels.get(link.path));
    // The link line names the pages the body does not already link.
    expect(reply).toContain("\n\n[VAPT](/services/vapt)");
    expect(reply).not.toContain(siteRoutes.find((route) => route.path === "/contact")?.title);
  });

  it("resolves a follow-up after a reply that linked the page by its label", () => {
    const first = answerQuestion("Do you have a patient portal?", "", knowledge);
    expect(first.reply).toContain("[Patient Portal & Mobile Apps](/healthcare/patient-portal-mobile-apps)");
    const context = `Assistant: Hello!\nVisitor: Do you have a patient portal?\nAssistant: ${first.reply}`;
    const { links } = answerQuestion("Does it work on Android?", context, knowledge);
    expect(links[0]?.path).toBe("/healthcare/patient-portal-mobile-apps");
  });

  it("resolves a short follow-up through the page linked last", () => {
    const context =
      "Assistant: Hello!\nVisitor: Do you have a patient portal?\nAssistant: Yes.\n\n[Patient Portal](/healthcare/patient-portal-mobile-apps)";
    const { links } = answerQuestion("Does it work on Android?", context, knowledge);
    expect(links[0]?.path).toBe("/healthcare/patient-portal-mobile-apps");
  });
});
