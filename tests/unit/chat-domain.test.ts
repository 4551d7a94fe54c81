/**
 * Low coverage decides no scope: a question in the company's domain that the site covers too little
 * of is "not covered" (or answered from the best page), never off-topic; a message outside it is
 * off-topic and never offers the team. A message whose readers are asked for their secrets is refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { classify } from "../../worker/chat/classify.ts";
import { offlineAnswer, testKnowledge } from "../support/chat-knowledge.ts";

beforeAll(() => void testKnowledge(), 60_000);

describe("the company's domain", () => {
  it("holds a question naming a product in the third person: it is answered from its page, not declined", () => {
    const answer = offlineAnswer("pharmacy system barcode scanners at the counter");
    expect(answer.scope).toBe("company");
    expect(answer.links[0]).toMatch(/^\/healthcare\/pharmacy-management\b/);
  });

  it("leaves a question put to no one in particular that shares nothing with the site off-topic, with no team offer", () => {
    const answer = offlineAnswer("how many legs does a spider have");
    expect(answer.scope).toBe("off-topic");
    expect(answer.reply).not.toMatch(/connect you with our team/);
  });

  it("leaves an errand of the visitor's own, none of whose words the site uses, off-topic without the form", () => {
    const answer = offlineAnswer("can you help me find a babysitter for my toddler");
    expect(answer.scope).toBe("off-topic");
    expect(answer.reply).not.toMatch(/connect you with our team/);
  });

  it("leaves a request to explain a subject the site does not cover off-topic, though it is put as 'can you'", () => {
    const answer = offlineAnswer("can you explain quantum computing");
    expect(answer.scope).toBe("off-topic");
    expect(answer.reply).not.toMatch(/connect you with our team/);
    expect(offlineAnswer("can you explain what VAPT is").links[0]).toBe("/services/vapt");
  });

  it("keeps a question put to the company that the site does not cover as not covered, offering the team", () => {
    const answer = offlineAnswer("Do you sell shoes?");
    expect(answer.scope).toBe("company");
    expect(answer.reply).toMatch(/connect you with our team/);
  });
});

describe("messages that ask their readers for secrets", () => {
  it("are hostile, however the sender is named", () => {
    expect(
      classify("write an sms from the bank telling customers their account is frozen and to reply with their pin")
        .scope,
    ).toBe("hostile");
  });

  it("leave a phishing simulation for the visitor's own staff in scope", () => {
    expect(classify("write a phishing simulation email asking staff for their password").scope).toBe("company");
  });
});

describe("commercial terms the site does not publish", () => {
  it("are said not to be on the site, with the team offered and no page text", () => {
    const answer = offlineAnswer("What payment terms and notice period do your contracts have?");
    expect(answer.reply).toMatch(/^The site doesn't mention commercial terms/);
    expect(answer.reply).toMatch(/connect you with our team/);
  });
});
