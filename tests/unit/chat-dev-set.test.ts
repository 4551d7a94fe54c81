/**
 * The chat's development set is sound: every fact is something content/ says, every route is some
 * case's expected first link, and no case is impossible to pass before the answerer says a word.
 */
import { describe, expect, it } from "vitest";
import { shouldOfferContactForm } from "../../app/shared/chat/contact-trigger.ts";
import { company, formatAddress } from "../../content/company.ts";
import { footerLinks } from "../../content/footer.ts";
import { notFoundPage, pages } from "../../content/pages.ts";
import { siteRoutes } from "../../content/routes.ts";
import { chatDevSet as chatEvalSet, type ChatEvalKind } from "../support/chat-dev-set.ts";
import { conversationFor, normalise } from "../support/chat-grade.ts";

const contentText = normalise(
  [JSON.stringify([company, siteRoutes, pages, notFoundPage]), JSON.stringify(footerLinks), formatAddress()].join("\n"),
);

const kinds: ChatEvalKind[] = [
  "company",
  "service",
  "follow-up",
  "multi-part",
  "typo",
  "greeting",
  "off-topic",
  "hostile",
  "not-on-site",
  "breach",
];

describe("chat development set", () => {
  it("has at least 130 cases with unique slugs and questions", () => {
    expect(chatEvalSet.length).toBeGreaterThanOrEqual(130);
    const ids = chatEvalSet.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const questions = chatEvalSet.map((entry) => normalise(entry.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("covers every kind", () => {
    for (const kind of kinds) {
      expect(chatEvalSet.filter((entry) => entry.kind === kind).length, kind).toBeGreaterThanOrEqual(5);
    }
  });

  it("expects only real pages, and every page of the route model at least once", () => {
    const paths = new Set(siteRoutes.map((route) => route.path));
    const expected = new Set(chatEvalSet.map((entry) => entry.firstLink).filter((path) => path !== null));
    for (const path of expected) expect(paths, path).toContain(path);
    expect([...paths].filter((path) => !expected.has(path))).toEqual([]);
  });

  it("asks only for facts that content/ states", () => {
    for (const entry of chatEvalSet) {
      for (const fact of entry.facts) {
        expect(fact.trim().length, entry.id).toBeGreaterThan(0);
        expect(contentText.includes(normalise(fact)), `${entry.id}: "${fact}"`).toBe(true);
      }
    }
  });

  it("asks for the 24/7 incident line on every breach", () => {
    for (const entry of chatEvalSet.filter((candidate) => candidate.kind === "breach")) {
      expect(entry.facts, entry.id).toEqual(expect.arrayContaining([company.emergencyPhone, company.emergencyEmail]));
      expect(entry.firstLink, entry.id).toBe("/services/incident-response");
    }
  });

  it("keeps small talk and off-topic replies free of the contact form, and off-topic ones honest", () => {
    for (const entry of chatEvalSet) {
      if (entry.kind === "greeting") {
        expect(entry.noContactOffer, entry.id).toBe(true);
        expect(entry.firstLink, entry.id).toBeNull();
      }
      // An off-topic reply links the families, the services overview first (see the set's header).
      if (entry.kind === "off-topic") {
        expect(entry.noContactOffer, entry.id).toBe(true);
        expect(entry.firstLink, entry.id).toBe("/services");
      }
      if (entry.kind === "off-topic" || entry.kind === "not-on-site") expect(entry.notCovered, entry.id).toBe(true);
    }
  });

  it("has no small-talk case the widget's contact trigger fails before the reply", () => {
    // Off-topic and hostile replies carry their scope, which keeps the form away whatever they say.
    for (const entry of chatEvalSet.filter((candidate) => candidate.noContactOffer && candidate.kind === "greeting")) {
      expect(shouldOfferContactForm(conversationFor(entry.question, "", entry.history), ""), entry.id).toBe(false);
    }
  });

  it("gives every follow-up an earlier reply that links a page", () => {
    for (const entry of chatEvalSet.filter((candidate) => candidate.kind === "follow-up")) {
      const lastBot = entry.history?.filter((turn) => turn.sender === "bot").at(-1);
      expect(lastBot?.text, entry.id).toMatch(/\]\(\/[a-z0-9/-]*\)/);
    }
  });
});
