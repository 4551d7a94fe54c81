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

interface Case {
  question: string;
  /** Every one of these must appear in the reply (case-insensitive). */
  all?: string[];
  /** At least one of these must appear in the reply (case-insensitive). */
  any?: string[];
}

const connectOffer = "connect you with our team";

const cases: Case[] = [
  { question: "Where are you based?", all: [company.city, company.address.street] },
  { question: "What is your office address?", all: [company.address.building, company.address.postalCode] },
  { question: "How fast do you respond to a breach?", all: [company.emergencyPhone, "under 1 hour"] },
  { question: "We've been hacked, what should we do?", all: [company.emergencyPhone, company.emergencyEmail] },
  { question: "How quickly will you reply to my enquiry?", all: ["within 24 hours"] },
  { question: "What's your email?", all: [company.email] },
  { question: "What is your phone number?", all: [company.phone] },
  { question: "Is the consultation free?", all: ["initial consultation is free"] },
  { question: "How much does a pentest cost?", all: ["custom quote", "/services/vapt", connectOffer] },
  { question: "Can I get a quote?", all: ["custom quote", "free"] },
  { question: "Do you integrate with SAP?", all: ["SAP"] },
  { question: "Do you test mobile apps?", all: ["/services/mobile-app-security"] },
  { question: "What is VAPT?", all: ["/services/vapt"] },
  { question: "Do you do ISO 27001?", all: ["27001", "/services/governance-risk-compliance"] },
  { question: "Do you help with POPIA compliance?", all: ["POPIA", "/services/governance-risk-compliance"] },
  { question: "Do you offer a SOC?", all: ["/services/security-operations-center"] },
  { question: "What SOC tiers do you offer?", all: ["Essential", "Enterprise"] },
  { question: "Do you monitor the dark web for leaked passwords?", all: ["/services/deep-web-monitoring"] },
  { question: "What are the alert levels for dark web monitoring?", all: ["Critical", "under 1 hour"] },
  { question: "What are your incident response tiers?", all: ["Emergency", "Priority", "Standard"] },
  { question: "Do you run phishing simulations for staff?", all: ["phishing", "/services/training-and-awareness"] },
  { question: "Which OWASP categories do you test web apps for?", all: ["Broken Access Control"] },
  { question: "Do you test SCADA and PLC systems?", all: ["SCADA", "/services/ot-iot-security"] },
  { question: "Can you review our source code?", all: ["/services/source-code-security-review"] },
  { question: "What programming languages do you cover in code reviews?", all: ["Python", "Java"] },
  { question: "Do you test GraphQL APIs?", all: ["GraphQL", "/services/api-security-assessment"] },
  { question: "Do you do cloud security testing on AWS?", all: ["AWS", "/services/cloud-security-testing"] },
  { question: "Do you offer single sign-on and MFA?", all: ["/services/identity-access-management"] },
  { question: "Can you assess our third-party suppliers?", all: ["/services/third-party-risk-management"] },
  { question: "Do you test Wi-Fi networks?", any: ["/services/wireless-device-security", "/services/vapt"] },
  { question: "Do you work with mining companies?", all: ["mining"] },
  { question: "Which sectors do you serve?", all: ["Healthcare", "Financial Services", "Manufacturing"] },
  { question: "What certifications do your consultants hold?", all: ["CISSP", "AWS"] },
  { question: "Do you work with small businesses?", all: ["all sizes"] },
  { question: "Do you offer support after go-live?", all: ["24/7"] },
  { question: "Can you help us move to Oracle Cloud?", all: ["Oracle Cloud Infrastructure"] },
  { question: "Do you help with disaster recovery and load-shedding?", all: ["recovery", "load-shedding"] },
  { question: "What HR modules do you have?", all: ["Payroll Management", "Recruitment Management"] },
  { question: "Can you run payroll bi-weekly?", all: ["bi-weekly", "/hr-solutions/payroll-management"] },
  { question: "Does your payroll calculate PAYE and UIF?", all: ["PAYE", "/hr-solutions/payroll-management"] },
  { question: "Can employees clock in with fingerprints?", all: ["/hr-solutions/time-attendance"] },
  { question: "Do you support 360 feedback?", all: ["360", "/hr-solutions/performance-management"] },
  { question: "Can the HR system help with recruitment?", all: ["/hr-solutions/recruitment-management"] },
  { question: "Does the HR app work offline?", all: ["offline"] },
  { question: "Do you have a pharmacy system?", all: ["/healthcare/pharmacy-management"] },
  {
    question: "Can patients see their lab results?",
    any: ["/healthcare/lab-radiology-services", "/healthcare/patient-portal-mobile-apps"],
    all: ["results"],
  },
  { question: "Is there a patient app on Android?", all: ["Android", "/healthcare/patient-portal-mobile-apps"] },
  {
    question: "Do you support telemedicine?",
    any: ["/healthcare/telehealth-diagnostics", "/healthcare-solutions"],
    all: ["video"],
  },
  { question: "What imaging modalities does your radiology system support?", all: ["MRI"] },
  { question: "Does the hospital system handle bed management?", all: ["/healthcare/hospital-information-system"] },
  { question: "Do you help with medical aid claims?", all: ["/healthcare/revenue-cycle-management"] },
  { question: "How is patient data protected?", all: ["POPIA"] },
  { question: "What services do you offer?", all: [company.description.slice(2, 40), "/services"] },
  { question: "Hi there", all: [company.name] },
  { question: "Do you sell shoes?", all: [connectOffer] },
  { question: "What's the weather like in Cape Town?", all: [connectOffer] },
];

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
