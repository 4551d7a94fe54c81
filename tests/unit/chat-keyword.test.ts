/**
 * The built-in keyword responder (spec section 8) and the chat context: every topic, with facts
 * read from content/ so the test follows the site's copy.
 */
import { describe, expect, it } from "vitest";
import { company, formatAddress } from "../../content/company.ts";
import { routesInMenu, siteRoutes } from "../../content/routes.ts";
import { buildContext, contextMessageCount } from "../../app/shared/chat/context.ts";
import { keywordReply, keywordTopic } from "../../app/shared/chat/keyword-responder.ts";
import type { ChatMessage } from "../../app/shared/chat/types.ts";

const knownPaths = new Set(siteRoutes.map((route) => route.path));
const linkTargets = (reply: string) => [...reply.matchAll(/\[[^\]]+\]\(([^)]*)\)/g)].map((match) => match[1]);

const cybersecurity = routesInMenu("cybersecurity");
const healthcareModules = routesInMenu("healthcare").filter((route) => route.path !== "/healthcare-solutions");
const hrModules = routesInMenu("hr").filter((route) => route.path !== "/hr-solutions");

describe("keyword responder", () => {
  it("greets", () => {
    for (const message of ["Hello", "hi there", "Hey!", "Good morning"]) {
      expect(keywordTopic(message), message).toBe("greeting");
      expect(keywordReply(message)).toContain(company.name);
    }
  });

  it("lists the first eight cybersecurity services with links", () => {
    const reply = keywordReply("Tell me about your cybersecurity services");
    expect(keywordTopic("Do you do penetration testing?")).toBe("cybersecurity");
    expect(cybersecurity).toHaveLength(16);
    for (const route of cybersecurity.slice(0, 8)) expect(reply).toContain(`[${route.navLabel}](${route.path})`);
    for (const route of cybersecurity.slice(8)) expect(reply).not.toContain(`(${route.path})`);
    expect(reply).toContain("(/services)");
  });

  it("lists the first six healthcare modules, without the overview entry", () => {
    const reply = keywordReply("What healthcare solutions do you have?");
    expect(keywordTopic("Do you build hospital software?")).toBe("healthcare");
    for (const route of healthcareModules.slice(0, 6)) expect(reply).toContain(`[${route.navLabel}](${route.path})`);
    for (const route of healthcareModules.slice(6)) expect(reply).not.toContain(`(${route.path})`);
    expect(reply).not.toContain("Overview");
    expect(reply).toContain("(/healthcare-solutions)");
  });

  it("lists all six HR modules, without the overview entry", () => {
    const reply = keywordReply("Tell me about your HR software");
    expect(keywordTopic("Do you have payroll software?")).toBe("hr");
    expect(hrModules).toHaveLength(6);
    for (const route of hrModules) expect(reply).toContain(`[${route.navLabel}](${route.path})`);
    expect(reply).toContain(company.hrBrand);
    expect(reply).not.toContain("Overview");
    expect(reply).toContain("(/hr-solutions)");
  });

  it("gives the contact details", () => {
    for (const message of ["How can I contact you?", "What is your email?", "Can I phone you?"]) {
      expect(keywordTopic(message), message).toBe("contact");
      const reply = keywordReply(message);
      expect(reply).toContain(company.email);
      expect(reply).toContain(company.phone);
    }
  });

  it("gives the location", () => {
    for (const message of ["Where are you?", "What is your address?", "Where is your office located?"]) {
      expect(keywordTopic(message), message).toBe("location");
      const reply = keywordReply(message);
      expect(reply).toContain(company.city);
      expect(reply).toContain(formatAddress());
    }
  });

  it("answers pricing with a free consultation and a custom quote, never a price", () => {
    for (const message of [
      "How much do you charge?",
      "What are your prices?",
      "Can I get a quote?",
      "What does a pentest cost?",
    ]) {
      expect(keywordTopic(message), message).toBe("pricing");
      const reply = keywordReply(message);
      expect(reply).toMatch(/free initial consultation|initial consultation is free/i);
      expect(reply).toMatch(/custom quote/i);
      expect(reply).not.toMatch(/(?:\bR|\$)\s?\d/);
    }
  });

  it("describes the company's services in general", () => {
    const reply = keywordReply("What services do you offer?");
    expect(keywordTopic("What do you do?")).toBe("services");
    expect(reply).toContain(company.name);
    expect(reply).toContain(company.description.slice(2, -1));
  });

  it("otherwise offers to connect the visitor with the team", () => {
    for (const message of ["Can you fix my car?", "asdf", "Tell me a joke"]) {
      expect(keywordTopic(message), message).toBeUndefined();
      expect(keywordReply(message)).toContain("connect you with our team");
    }
  });

  it("links only to pages of the route model", () => {
    for (const message of [
      "hello",
      "cybersecurity",
      "hospital",
      "payroll",
      "contact",
      "where",
      "price",
      "services",
      "?",
    ]) {
      for (const target of linkTargets(keywordReply(message))) expect(knownPaths).toContain(target);
    }
  });
});

describe("chat context", () => {
  const message = (index: number): ChatMessage => ({
    id: String(index),
    text: `message ${index}`,
    sender: index % 2 ? "bot" : "user",
    timestamp: index,
  });

  it("keeps the last six messages as labelled lines", () => {
    const messages = Array.from({ length: 9 }, (_, index) => message(index));
    const context = buildContext(messages);
    expect(contextMessageCount).toBe(6);
    expect(context.split("\n")).toEqual([
      "Assistant: message 3",
      "Visitor: message 4",
      "Assistant: message 5",
      "Visitor: message 6",
      "Assistant: message 7",
      "Visitor: message 8",
    ]);
  });

  it("handles short conversations", () => {
    expect(buildContext([])).toBe("");
    expect(buildContext([message(0)])).toBe("Visitor: message 0");
  });
});
