/**
 * Answer quality of the content answerer (no AI model): realistic visitor questions, each with
 * the facts or page paths its reply must contain. The index is built in-process from the same
 * passages and shared options the build script uses.
 */
import MiniSearch from "minisearch";
import { beforeAll, describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { siteRoutes } from "../../content/routes.ts";
import { shouldOfferContactForm } from "../../app/shared/chat/contact-trigger.ts";
import { answerFromContent, loadKnowledgeIndex, type ContentAnswer } from "../../worker/chat/content-answerer.ts";
import { buildPassages, maxPassageLength, type Passage } from "../../worker/chat/passages.ts";
import { knowledgeIndexOptions, serializableIndexOptions } from "../../worker/chat/search-options.ts";
import { chatQuestions as cases, connectOffer, type Case } from "../support/chat-questions.ts";

let index: MiniSearch<Passage>;

beforeAll(() => {
  index = new MiniSearch<Passage>(knowledgeIndexOptions);
  index.addAll(buildPassages());
});

function passes(reply: string, entry: Case): boolean {
  const text = reply.toLowerCase();
  const all = (entry.all ?? []).every((expected) => text.includes(expected.toLowerCase()));
  const any = !entry.any || entry.any.some((expected) => text.includes(expected.toLowerCase()));
  return all && any;
}

const knownPaths = new Set(siteRoutes.map((route) => route.path));
const linkTargets = (reply: string) => [...reply.matchAll(/\[[^\]]+\]\(([^)]*)\)/g)].map((match) => match[1]);

describe("knowledge passages", () => {
  it("covers every page of the route model with unique ids and bounded text", () => {
    const passages = buildPassages();
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length);
    expect(new Set(passages.map((passage) => passage.path))).toEqual(knownPaths);
    for (const passage of passages) {
      expect(passage.text.length).toBeGreaterThan(0);
      expect(passage.text.length).toBeLessThanOrEqual(maxPassageLength);
    }
  });

  it("includes a company facts passage on /contact", () => {
    const facts = buildPassages().find((passage) => passage.id === "/contact#company-facts");
    expect(facts?.text).toContain(company.email);
    expect(facts?.text).toContain(company.phone);
    expect(facts?.text).toContain(company.mission);
  });
});

describe("content answerer", () => {
  it("answers the visitor question set", () => {
    const failures: string[] = [];
    for (const entry of cases) {
      const { reply } = answerFromContent(entry.question, index);
      if (!passes(reply, entry)) failures.push(`${entry.question}\n  -> ${reply.replace(/\n+/g, " ")}`);
    }
    const passed = cases.length - failures.length;
    console.log(`question set: ${passed}/${cases.length}`);
    if (failures.length) console.log(`missed:\n${failures.join("\n")}`);
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(passed / cases.length).toBeGreaterThanOrEqual(0.9);
  });

  it("never quotes a price, links only to site pages and keeps replies short", () => {
    const questions = [
      ...cases.map((entry) => entry.question),
      "What are your rates?",
      "How much is the HR software per employee?",
      "What does a SOC cost per month?",
      "Is the payroll module expensive?",
    ];
    for (const question of questions) {
      const answer: ContentAnswer = answerFromContent(question, index);
      expect(answer.reply, question).not.toMatch(/(?:\bR|\$)\s?\d/);
      for (const target of linkTargets(answer.reply)) expect(knownPaths, `${question}: ${target}`).toContain(target);
      for (const source of answer.sources) expect(knownPaths).toContain(source.path);
      expect(answer.reply.length, question).toBeLessThanOrEqual(750);
    }
  });

  it("offers the team, and so the contact form, when it has no answer", () => {
    const { reply, sources } = answerFromContent("Can you fix my car's gearbox?", index);
    expect(reply).toContain(connectOffer);
    expect(sources).toEqual([]);
    expect(shouldOfferContactForm("Visitor: Can you fix my car's gearbox?", reply)).toBe(true);
  });

  it("answers pricing with the free consultation and a quote, never a price", () => {
    const { reply } = answerFromContent("What are your prices?", index);
    expect(reply).toMatch(/free/i);
    expect(reply).toMatch(/quote/i);
    expect(reply).toContain(connectOffer);
  });

  it("uses the previous question for a short follow-up", () => {
    const context = "Visitor: Do you have a patient portal?\nAssistant: Yes.\nVisitor: Does it work on Android?";
    const { reply } = answerFromContent("Does it work on Android?", index, context);
    expect(reply).toContain("/healthcare/patient-portal-mobile-apps");
  });

  it("loads the index from the JSON the build script writes", () => {
    const json = JSON.stringify({ options: serializableIndexOptions, index });
    const loaded = loadKnowledgeIndex(json);
    expect(loaded.documentCount).toBe(index.documentCount);
    const question = "Do you integrate with SAP?";
    expect(answerFromContent(question, loaded)).toEqual(answerFromContent(question, index));
    expect(loadKnowledgeIndex(JSON.stringify(index)).documentCount).toBe(index.documentCount);
  });
});
