/** The passages' vectors: int8 rows that keep cosine similarity, and their fusion with the lexical search. */
import { describe, expect, it } from "vitest";
import { answerOffline } from "../../worker/chat/answer.ts";
import { shouldOfferContactForm } from "../../app/shared/chat/contact-trigger.ts";
import { assistantLines } from "../../content/assistant.ts";
import {
  foreignSimilarity,
  generalSimilarity,
  ownStorySimilarity,
  storySimilarity,
} from "../../worker/chat/compose.ts";
import { answeringPages, fusion, rankingRules, retrieve } from "../../worker/chat/retrieve.ts";
import {
  embeddedTexts,
  loadVectors,
  passageSentences,
  quantise,
  similarities,
  unitLength,
  vectorFingerprint,
} from "../../worker/chat/vectors.ts";
import type { Knowledge } from "../../worker/chat/knowledge.ts";
import { testKnowledge } from "../support/chat-knowledge.ts";

const unit = (values: number[]) => Array.from(unitLength(values));

/** A question's similarities with every row of the vector table: all far (0.1), the passages of `path` at `near`. */
function pageNear(knowledge: Knowledge, path: string, near: number): Float32Array {
  const values = new Float32Array(knowledge.rows.length + knowledge.textRows.size).fill(0.1);
  knowledge.rows.forEach((passage, row) => passage.path === path && (values[row] = near));
  return values;
}

/** A question's similarities that put each page's need line at the given nearness (0.2 unless given), every other row far. */
function needsNear(knowledge: Knowledge, nearness: Record<string, number>): Float32Array {
  const values = new Float32Array(knowledge.rows.length + knowledge.textRows.size).fill(0.1);
  for (const passage of knowledge.rows) {
    const row = passage.need === undefined ? undefined : knowledge.textRows.get(passage.need);
    if (row !== undefined) values[row] = nearness[passage.path] ?? 0.2;
  }
  return values;
}

/**
 * The pages a message's words find (its search by words alone): the first, the rest, and another
 * service page among those its need lines may bring to the lead.
 */
function pagesFound(knowledge: Knowledge, message: string) {
  const lexical = retrieve(knowledge, message);
  const [words = "", ...found] = answeringPages(lexical, lexical.asked).map(({ page }) => page.path);
  const other = found.slice(0, rankingRules.needsInMeaningAmong - 1).find((path) => path.includes("/", 1)) ?? "";
  return { lexical, words, found, other };
}

/** The offline answer to a first message, with the given similarities. */
const answerWith = (knowledge: Knowledge, message: string, values?: Float32Array) =>
  answerOffline(knowledge, { message, context: "" }, values).answer;

describe("quantised vectors", () => {
  const vectors = [unit([1, 0, 0, 0]), unit([0.6, 0.8, 0, 0]), unit([-0.2, 0.1, 0.9, 0.4])];
  const table = loadVectors(quantise("model", "fp", vectors));

  it("give each row's cosine similarity with a question within 1%", () => {
    const query = unitLength([0.5, 0.5, 0.5, 0.5]);
    const exact = vectors.map((row) => row.reduce((sum, value, at) => sum + value * (query[at] ?? 0), 0));
    const found = Array.from(similarities(table, query) ?? []);
    found.forEach((value, at) => expect(value).toBeCloseTo(exact[at] ?? 0, 2));
  });

  it("compare nothing with a question vector of another size", () => {
    expect(similarities(table, unitLength([1, 0, 0]))).toBeUndefined();
  });

  it("belong to one model and one set of passage texts", () => {
    const passages = [...testKnowledge().rows].slice(0, 3);
    expect(vectorFingerprint("a", passages)).toBe(vectorFingerprint("a", passages));
    expect(vectorFingerprint("a", passages)).not.toBe(vectorFingerprint("b", passages));
    expect(vectorFingerprint("a", passages)).not.toBe(vectorFingerprint("a", passages.slice(1)));
  });

  it("hold a row per passage, then one per sentence of a passage of several and per need line, each once", () => {
    const knowledge = testKnowledge();
    const texts = embeddedTexts(knowledge.rows);
    expect(texts).toHaveLength(knowledge.rows.length + knowledge.textRows.size);
    for (const [sentence, row] of knowledge.textRows) expect(texts[row]).toBe(sentence);
    const several = knowledge.rows.find((passage) => passageSentences(passage).length > 1);
    for (const sentence of passageSentences(several!)) expect(knowledge.textRows.has(sentence)).toBe(true);
    const needs = knowledge.rows.flatMap((passage) => (passage.need ? [passage.need] : []));
    expect(needs.length).toBeGreaterThan(30);
    for (const need of needs) expect(knowledge.textRows.has(need)).toBe(true);
  });
});

describe("the sentence that answers, within the chosen page", () => {
  const knowledge = testKnowledge();
  const question = "Tell me about source code security review";
  const hero = knowledge.rows.find(
    (one) => one.path === "/services/source-code-security-review" && one.kind === "hero",
  );
  /** The question nearest in meaning to one sentence of the page's introduction, and to the page. */
  const nearSentence = (sentence: string) => {
    const values = new Float32Array(knowledge.rows.length + knowledge.textRows.size).fill(0.1);
    knowledge.rows.forEach((passage, row) => passage === hero && (values[row] = 0.8));
    values[knowledge.textRows.get(sentence) ?? -1] = 0.9;
    return values;
  };
  const lead = (values?: Float32Array) =>
    answerOffline(knowledge, { message: question, context: "" }, values).answer.reply.split(/(?<=[.!?])\s/)[0];

  it("is the sentence nearest the question in meaning, not the section's opening line", () => {
    const [description, ...rest] = passageSentences(hero!);
    const later = rest.at(-1)!;
    expect(lead()).toBe(description);
    expect(lead(nearSentence(later))).toBe(later);
  });

  it("is the introduction's description when no other sentence is clearly nearer", () => {
    const [description, other] = passageSentences(hero!);
    const values = nearSentence(other!);
    values[knowledge.textRows.get(description!) ?? -1] = 0.88;
    expect(lead(values)).toBe(description);
  });
});

describe("the lexical search fused with the nearest passages in meaning", () => {
  const knowledge = testKnowledge();
  const rows = knowledge.rows;
  /** Similarities that put the passages of `path` nearest to the question. */
  const nearTo = (path: string) => Float32Array.from(rows, (passage) => (passage.path === path ? 0.8 : 0.1));

  it("finds a page the question shares no word with", () => {
    const question = "zzzz qqqq";
    expect(retrieve(knowledge, question).pages).toHaveLength(0);
    const fused = retrieve(knowledge, question, undefined, question, nearTo("/healthcare/pharmacy-management"));
    expect(fused.pages[0]?.path).toBe("/healthcare/pharmacy-management");
    expect(fused.similarity).toBeCloseTo(0.8);
  });

  it("never brings in legal text the question does not ask about", () => {
    const legal = rows.find((passage) => passage.askedOnly);
    expect(legal).toBeDefined();
    const question = "zzzz qqqq";
    const fused = retrieve(knowledge, question, undefined, question, nearTo(legal?.path ?? ""));
    expect(fused.hits.some((hit) => hit.passage.askedOnly)).toBe(false);
  });

  it("with no weight on meaning, ranks as the lexical search alone", () => {
    const question = "How long does a penetration test take?";
    const saved = fusion.semanticWeight;
    fusion.semanticWeight = 0;
    try {
      const fused = retrieve(knowledge, question, undefined, question, nearTo("/hr-solutions/payroll-management"));
      expect(fused.pages.map((page) => page.path)).toEqual(
        retrieve(knowledge, question).pages.map((page) => page.path),
      );
    } finally {
      fusion.semanticWeight = saved;
    }
  });
});

describe("a message in a language with no glossary", () => {
  const knowledge = testKnowledge();
  const message = "Na le ka re thusa ho lekola tshireletso ya marang-rang a rona?";
  const answer = (near: number) => answerWith(knowledge, message, pageNear(knowledge, "/services/vapt", near));

  it("is answered from the page nearest in meaning when it is near enough", () => {
    expect(answer(0.8).links[0]).toMatch(/^\/services\/vapt/);
  });

  it("is told what the assistant covers when no page is near: a shared spelling is chance", () => {
    const reply = answer(foreignSimilarity - 0.05);
    expect(reply.links).toEqual(["/services", "/hr-solutions", "/healthcare-solutions"]);
    expect(reply.reply).toMatch(/^I can only reply in English.*I can tell you about our cybersecurity services/s);
    expect(reply.scope).not.toBe("off-topic");
  });
});

describe("a question put to no one in particular", () => {
  const knowledge = testKnowledge();
  const answer = (message: string, near: number, path = "/services/vapt") =>
    answerWith(knowledge, message, pageNear(knowledge, path, near));

  it("is off-topic when no passage is near in meaning, whatever words it shares with the site", () => {
    const question = "how do I become a pilot in South Africa";
    expect(answer(question, generalSimilarity - 0.05).scope).toBe("off-topic");
    expect(answer(question, 0.7, "/hr-solutions").scope).toBe("company");
  });

  it("is off-topic when its words meet a company page by chance, asking nothing a company is asked", () => {
    const reply = answer("which roses can I plant in a garden in winter?", generalSimilarity - 0.05);
    expect(reply.scope).toBe("off-topic");
    expect(reply.links).not.toContain("/about#sectors");
  });

  it("is still answered when it is about the company, however far its words are in meaning", () => {
    const reply = answer("does the first meeting cost anything?", 0.1);
    expect(reply.scope).toBe("company");
    expect(reply.links[0]).toMatch(/^\/contact/);
  });

  it("declines a personal errand put to the company, unless it names something of the company's", () => {
    const errand = answer("Can you help me choose a guesthouse in the Drakensberg for my parents?", 0.1);
    expect(errand.scope).toBe("off-topic");
    expect(shouldOfferContactForm("", errand.reply, errand.scope)).toBe(false);
    expect(answer("Can I pop in at your office on Friday?", 0.1).links[0]).toMatch(/^\/contact/);
  });

  it("names a service by a misspelling of its name", () => {
    expect(answer("telehelth for rural clincs?", 0.1).links[0]).toMatch(/^\/healthcare\/telehealth-diagnostics/);
  });
});

describe("a question the site does not cover", () => {
  const knowledge = testKnowledge();
  const answer = (near: number) =>
    answerWith(knowledge, "Can you repair our photocopier?", pageNear(knowledge, "/services/vapt", near));

  it("offers the team only when it is near the site in meaning", () => {
    const near = answer(generalSimilarity + 0.05);
    expect(near.reply).toContain(assistantLines.notFound);
    expect(shouldOfferContactForm("", near.reply, near.scope)).toBe(true);
    const far = answer(generalSimilarity - 0.05);
    expect(far.reply).toContain(assistantLines.notFound);
    expect(shouldOfferContactForm("", far.reply, far.scope)).toBe(false);
  });
});

describe("a long story whose own details outweigh the site's words", () => {
  const knowledge = testKnowledge();
  const story =
    "I look after the admin at a citrus packhouse near Letsitele. In the picking season we take on about three hundred extra hands from Giyani and Mozambique. Their contracts sit in boxes in the storeroom, and last month the labour inspector found two whose permits had lapsed.";
  /** The answer to `message` when the employee-management page is `near` it in meaning and all else far. */
  const answer = (near: number, message = story) =>
    answerWith(knowledge, message, pageNear(knowledge, "/hr-solutions/employee-management", near));

  it("is answered when it is near the site in meaning, and told it is not covered when it is not", () => {
    // Told of the visitor's own work ("we take on about three hundred extra hands").
    expect(answer(ownStorySimilarity - 0.05).reply).toContain(assistantLines.notFound);
    const near = answer(ownStorySimilarity + 0.05);
    expect(near.reply).not.toContain(assistantLines.notFound);
    expect(near.links[0]).toMatch(/^\/hr-solutions\//);
  });

  it("is answered when told in the first person, of a workplace, with no 'we' or 'our'", () => {
    const told =
      "I started last month as practice administrator at a physiotherapy group in Durban. The employment contracts sit in a cupboard and half were never signed. Nobody can tell me whose contract ends when.";
    expect(answer(storySimilarity + 0.05, told).links[0]).toMatch(/^\/hr-solutions\//);
    expect(answer(storySimilarity - 0.05, told).links[0]).not.toMatch(/^\/hr-solutions\/employee-management/);
  });
});

describe("a story of several sentences that names a service by a word of its own", () => {
  const knowledge = testKnowledge();
  const message =
    "Our payroll clerk keeps the salary spreadsheet on her own laptop. Last week she clicked a fake invoice link. We worry the next one will empty the account.";
  const { lexical, words, other } = pagesFound(knowledge, message);
  const answerNear = (nearness: Record<string, number>) =>
    answerWith(knowledge, message, needsNear(knowledge, nearness));

  it("names a service, so it is no need by its words, and its words find more than one page", () => {
    expect(lexical.need).toBe(false);
    expect(other).not.toBe("");
  });

  it("is answered from another page its words found only when that page's need line is nearer by the wider margin", () => {
    const between = (rankingRules.needsInMeaningMargin + rankingRules.namedNeedsMargin) / 2;
    expect(answerNear({ [words]: 0.3, [other]: 0.3 + between }).links[0]).toMatch(new RegExp(`^${words}`));
    expect(answerNear({ [words]: 0.3, [other]: 0.3 + rankingRules.namedNeedsMargin + 0.2 }).links[0]).toMatch(
      new RegExp(`^${other}`),
    );
  });
});

describe("a situation the visitor tells of their own", () => {
  const knowledge = testKnowledge();
  const message = "Our supervisors write the hours in a book and at month end the pay is always wrong.";
  const needsAt = (nearness: Record<string, number>) => needsNear(knowledge, nearness);
  const answer = (text: string, values?: Float32Array) => answerWith(knowledge, text, values);
  const { lexical, words, found, other } = pagesFound(knowledge, message);

  it("is told by the visitor and found by its words on more than one page", () => {
    expect(lexical.need).toBe(true);
    expect(answer(message).links[0]).toMatch(new RegExp(`^${words}`));
    expect(other).not.toBe("");
  });

  it("is answered from the page of its words when meaning does not clearly disagree", () => {
    expect(answer(message, needsAt({ [words]: 0.5, [other]: 0.55 })).links[0]).toMatch(new RegExp(`^${words}`));
  });

  it("is answered from another page its words found when that page's need line is far nearer, naming both", () => {
    const reply = answer(message, needsAt({ [words]: 0.4, [other]: 0.7 }));
    expect(reply.links[0]).toMatch(new RegExp(`^${other}`));
    expect(reply.links.some((link) => link.startsWith(words))).toBe(true);
  });

  it("counts a need line nearer by what it says of the story's words, its meaning being equal", () => {
    const near = retrieve(knowledge, message, undefined, message, needsAt({})).needsInMeaning;
    const pay = near?.get("/hr-solutions/payroll-management") ?? 0;
    const clinic = near?.get("/healthcare/pharmacy-management") ?? 0;
    expect(pay).toBeGreaterThan(clinic);
    expect(pay).toBeGreaterThan(0.2 + rankingRules.needWords / 10);
  });

  it("is not moved from a service's page to a family's overview, however near the overview's need line", () => {
    const told = "Does your clocking system work with the fingerprint machines we already have at the gate?";
    const { words: service, found: others } = pagesFound(knowledge, told);
    const overview = others.slice(0, rankingRules.needsInMeaningAmong - 1).find((path) => !path.includes("/", 1)) ?? "";
    expect(service).toBe("/hr-solutions/time-attendance");
    expect(overview).toBe("/hr-solutions");
    expect(answer(told, needsAt({ [service]: 0.3, [overview]: 0.9 })).links[0]).toMatch(new RegExp(`^${service}`));
  });

  it("is not moved to a page its words did not find, however near its need line", () => {
    const elsewhere = "/healthcare/pharmacy-management";
    expect(found).not.toContain(elsewhere);
    expect(answer(message, needsAt({ [words]: 0.3, [elsewhere]: 0.9 })).links[0]).toMatch(new RegExp(`^${words}`));
  });

  it("does not move a question put to the company from the company's page", () => {
    const question = "We are a small practice: does the first meeting cost us anything?";
    const own = answer(question).links[0] ?? "";
    expect(own).toMatch(/^\/contact/);
    expect(answer(question, needsAt({ "/services/vapt": 0.9 })).links[0]).toBe(own);
  });
});
