/**
 * A misspelt word is read as the site's word it most likely means; a real word, a name, an acronym
 * or a contraction stays as written (worker/chat/spelling.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { commonWordsNear, correctSpelling } from "../../worker/chat/spelling.ts";
import { buildPassages } from "../../pipeline/chat-index/passages.ts";
import { offlineAnswer, testKnowledge } from "../support/chat-knowledge.ts";

beforeAll(() => void testKnowledge(), 60_000);

describe("correctSpelling", () => {
  it.each([
    ["is our webiste secuirty any good?", "is our website security any good?"],
    // A letter left out is the likelier slip: "servr" is "server", not "serve".
    ["we hav one servr and no firwall", "we hav one server and no firewall"],
    ["payslp on the fone", "payslip on the fone"],
    // The domain's own shorthand is a word to read a typo as.
    ["a pentst of the netwrk", "a pentest of the network"],
    // At the start of a sentence a capital is no name.
    ["Recrutment takes months. Shortlisting too.", "Recruitment takes months. Shortlisting too."],
  ])("reads %j as %j", (message, read) => {
    expect(correctSpelling(testKnowledge(), message)).toBe(read);
  });

  it.each([
    // Common English words near a site word are no typos of it.
    "how do I bake a cake?",
    "which is the tallest building in Pretoria?",
    // A form of a word the site uses ("cloning").
    "can our door cards be cloned?",
    // A name, an acronym, a contraction.
    "our farm near Letsitele had a CCMA case and they aren't happy",
  ])("leaves %j as written", (message) => {
    expect(correctSpelling(testKnowledge(), message)).toBe(message);
  });
});

describe("commonWordsNear", () => {
  it("keeps the common words a site word resembles, not the site's own words nor those far from all of them", () => {
    const kept = commonWordsNear(buildPassages(), ["cake", "security", "xylophone", "tallest"]);
    expect(kept).toEqual(["cake", "tallest"]);
  });
});

describe("a message typed in a hurry", () => {
  it("finds its page through its misspelt words", () => {
    expect(
      offlineAnswer("hi do yuo do secuirty testng on websits? we sell onlin and worry abt hakers").links[0],
    ).toMatch(/^\/services\/web-app-security/);
    expect(offlineAnswer("my workrs want ther payslps and leav on ther fones").links[0]).toMatch(
      /^\/hr-solutions\/self-service-portal/,
    );
  });
});
