/**
 * Honest "not on the site": measured coverage of the question's telling words by the page that
 * answers, against the threshold in worker/chat/compose.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { coverageThreshold, generalCoverageThreshold } from "../../worker/chat/compose.ts";
import { askedTerms, coverageOf } from "../../worker/chat/retrieve.ts";
import { saysNotCovered } from "../support/chat-grade.ts";
import { offlineAnswer, testKnowledge } from "../support/chat-knowledge.ts";

// Building the knowledge from content/ takes a few seconds on a busy machine: once, before the tests.
beforeAll(() => void testKnowledge(), 60_000);

describe("the question's telling words", () => {
  it("leave out stop words, the words of any request, and bare numbers", () => {
    expect(askedTerms("Can you please help us, we are looking for someone to test our 3 mobile apps")).toEqual([
      ["test"],
      ["mobil"],
      ["app", "applic"],
    ]);
  });

  it("leave out a hedge, which says how sure the visitor is, not what about: 'think' is no 'thing'", () => {
    expect(askedTerms("we think maybe someone inside is copying files")).toEqual(
      askedTerms("someone inside is copying files"),
    );
  });

  it("read a practitioner as the practice, and 'already' as no subject", () => {
    expect(askedTerms("our radiologists and the pharmacist")).toEqual(askedTerms("our radiology and the pharmacy"));
    expect(askedTerms("we already use Sage")).toEqual(askedTerms("we use Sage"));
  });

  it("count a word as covered when any of its equivalent terms matched", () => {
    const asked = askedTerms("pentest for our SOC");
    expect(coverageOf(asked, ["penetr"])).toBe(0.5);
    expect(coverageOf(asked, ["penetr", "secur"])).toBe(1);
    expect(coverageOf([], [])).toBe(1);
  });
});

describe("the coverage threshold", () => {
  it("is a share above nothing, and stricter for a question put to no one in particular", () => {
    // Chosen from `npm run eval:chat -- --coverage` (decision 0015): under every answerable question's.
    expect(coverageThreshold).toBeGreaterThan(0);
    expect(coverageThreshold).toBeLessThan(generalCoverageThreshold);
    expect(generalCoverageThreshold).toBeLessThan(0.5);
  });

  it("says once, without quoting a word, that the site does not cover a question it does not, and offers the team", () => {
    const answer = offlineAnswer("Do you sell shoes?");
    expect(answer.retrieval.coverage).toBeLessThan(coverageThreshold);
    expect(saysNotCovered(answer.reply)).toBe(true);
    expect(answer.reply).not.toMatch(/shoes/i);
    expect(answer.reply).toContain("connect you with our team");
    expect(answer.links).toEqual([]);
  });

  it("answers what the site covers, even with a word the site never uses", () => {
    const answer = offlineAnswer("Do you test iPhone and Android apps for security holes?");
    expect(answer.retrieval.coverage).toBeGreaterThanOrEqual(coverageThreshold);
    expect(saysNotCovered(answer.reply)).toBe(false);
    expect(answer.links[0]).toMatch(/^\/services\/mobile-app-security/);
  });

  it("says a yes-or-no question about a thing the site has no trace of is not covered, whatever else it shares", () => {
    const shared = offlineAnswer("Does the HR platform integrate with Xero?");
    expect(shared.retrieval.coverage).toBeGreaterThanOrEqual(coverageThreshold);
    expect(saysNotCovered(shared.reply)).toBe(true);
    expect(saysNotCovered(offlineAnswer("Do you repair photocopiers?").reply)).toBe(true);
  });

  it("reads the thing asked about as the words before a preposition, so its unknown noun counts after a known adjective", () => {
    expect(saysNotCovered(offlineAnswer("Do you repair broken photocopier screens?").reply)).toBe(true);
    expect(saysNotCovered(offlineAnswer("Do you test web apps for security holes?").reply)).toBe(false);
  });

  it("says a question for the company's own thing the site has no trace of is not covered (what is your X)", () => {
    expect(saysNotCovered(offlineAnswer("What is your VAT registration number?").reply)).toBe(true);
    expect(saysNotCovered(offlineAnswer("What is your email address?").reply)).toBe(false);
    expect(saysNotCovered(offlineAnswer("What is your mission?").reply)).toBe(false);
  });

  it("answers when the unknown word is no thing asked about, or a typo of one the site has", () => {
    for (const question of [
      "Can you do forensics on a laptop an ex-employee used?",
      "Do you do penetraton testing?",
      "Are your consultants honestly certified?",
    ]) {
      expect(saysNotCovered(offlineAnswer(question).reply), question).toBe(false);
    }
  });

  it("counts the footer and the company facts as the site", () => {
    for (const question of ["Are you on LinkedIn?", "Where can I read your privacy policy?", "What is your mission?"]) {
      expect(saysNotCovered(offlineAnswer(question).reply), question).toBe(false);
    }
  });

  it("declines a general question nobody put to the company, without the team's offer", () => {
    const answer = offlineAnswer("What is the tallest mountain in Africa?");
    expect(answer.scope).toBe("off-topic");
    expect(answer.reply).not.toContain("connect you with our team");
  });
});

describe("a matter of the company's own", () => {
  it.each([
    "can we settle the invoice by credit card?",
    "do you accept bitcoin as payment?",
    "are you hiring graduates at the moment?",
    "is the firm covered by professional indemnity insurance?",
    "do you resell laptops and firewalls?",
    "can you guarantee we will pass the audit?",
    "can your techs fix my home computer?",
    "do you have consultants in Durban?",
  ])("is not answered from a product page sharing a word: %s", (question) => {
    const answer = offlineAnswer(question);
    expect(saysNotCovered(answer.reply)).toBe(true);
    expect(answer.scope).toBe("company");
  });

  it("is answered by the page the question names where that page says it, else not covered", () => {
    expect(offlineAnswer("Can patients pay by card in the patient portal?").links[0]).toMatch(
      /^\/healthcare\/patient-portal/,
    );
    expect(saysNotCovered(offlineAnswer("How does the pharmacy system handle refunds?").reply)).toBe(true);
  });

  it.each([
    [
      "the OT page",
      "Our plant's controllers are now on the office network so the MD can watch production from his laptop at home. Should I worry?",
      /^\/services\/ot-iot-security/,
    ],
    [
      "a healthcare page",
      "Our night doctors are fresh out of internship. Is there something that warns them when a ward patient is deteriorating?",
      /^\/healthcare\//,
    ],
  ])("is not a matter told in passing, which %s answers", (_, question, page) => {
    const answer = offlineAnswer(question);
    expect(saysNotCovered(answer.reply)).toBe(false);
    expect(answer.links[0]).toMatch(page);
  });

  it("is a refund asked of the company, not one named as a scam's bait", () => {
    const answer = offlineAnswer(
      "Our bookkeeper typed her password into a fake 'SARS refund' email. How do we teach staff to spot these?",
    );
    expect(saysNotCovered(answer.reply)).toBe(false);
    expect(answer.links[0]).toMatch(/^\/services\/training-and-awareness/);
  });

  it("is the company's insurance, not the visitor's, whose insurer asks for a test", () => {
    const answer = offlineAnswer(
      "Our cyber insurance renewal asks whether our network was ever tested by someone trying to break in",
    );
    expect(saysNotCovered(answer.reply)).toBe(false);
    expect(answer.links[0]).toMatch(/^\/services\/vapt/);
  });

  it("is paying the company, not the visitor paying their own people, which is payroll", () => {
    const answer = offlineAnswer("we pay our casual workers by EFT and the bank rejected the file twice this month");
    expect(saysNotCovered(answer.reply)).toBe(false);
    expect(answer.links[0]).toMatch(/^\/hr-solutions\/payroll-management/);
    expect(saysNotCovered(offlineAnswer("can we pay you by EFT?").reply)).toBe(true);
  });
});
