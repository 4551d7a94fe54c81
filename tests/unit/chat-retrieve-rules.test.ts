/**
 * The ranking rules of worker/chat/retrieve.ts beyond the field boosts, each on its own: legal text
 * only when asked, the question's type chooses the section
 * within its page, company facts stated as facts, coverage weighed by rarity per passage, and the
 * Afrikaans and isiZulu glossary.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "../../content/pages.ts";
import { buildPassages } from "../../pipeline/chat-index/passages.ts";
import type { Passage } from "../../worker/chat/knowledge.ts";
import { termsOf } from "../../worker/chat/knowledge.ts";
import {
  answeringHit,
  answeringPage,
  answersType,
  closeTerms,
  askedAbout,
  askedTerms,
  coverageOf,
  idfWeight,
  pageCoverage,
  questionTypesOf,
  retrieve,
  type PageHit,
} from "../../worker/chat/retrieve.ts";
import { offlineAnswer, testKnowledge } from "../support/chat-knowledge.ts";

beforeAll(() => void testKnowledge(), 60_000);

const passage = (fields: Partial<Passage>): Passage => ({
  id: "p",
  kind: "section",
  path: "/p",
  section: "s",
  pageTitle: "Page",
  pageLabel: "Page",
  heading: "",
  title: "",
  text: "",
  ...fields,
});

describe("the passage that answers within its page", () => {
  const hit = (fields: Partial<Passage>, score: number, said: string[]) => ({
    passage: passage(fields),
    score,
    terms: said,
    said,
  });

  it("is a passage of its own rather than the introduction when both say as much of what is asked", () => {
    const intro = hit({ id: "/p#hero", kind: "hero" }, 120, ["remind", "sms"]);
    const item = hit({ id: "/p#features/2", kind: "item" }, 100, ["remind", "sms"]);
    const page: PageHit = { path: "/p", score: 200, hits: [intro, item] };
    expect(answeringHit(page, [["remind"], ["sms"]])?.passage.id).toBe("/p#features/2");
  });

  it("is a section whose need line says what is asked, though its copy does not", () => {
    const section = { ...hit({ id: "/p#values", kind: "section" }, 40, []), terms: ["principl"] };
    const intent = hit({ id: "/p#intent", kind: "intent" }, 120, []);
    const page: PageHit = { path: "/p", score: 200, hits: [intent, section] };
    expect(answeringHit(page, [["principl"]])?.passage.id).toBe("/p#values");
  });

  it("says most of what is asked, against what the page's other passages say, however little of a long message that is", () => {
    const intro = hit({ id: "/p#hero", kind: "hero" }, 560, ["uif"]);
    const item = hit({ id: "/p#features/2", kind: "item" }, 200, ["uif", "tax"]);
    const page: PageHit = { path: "/p", score: 800, hits: [intro, item] };
    const asked = ["excel", "ladi", "financ", "mistak", "uif", "tax", "leav", "nobodi", "month", "run"].map((term) => [
      term,
    ]);
    expect(answeringHit(page, asked)?.passage.id).toBe("/p#features/2");
  });

  it("says the rarer of the words asked, weighed by rarity, before a commoner one", () => {
    const intro = hit({ id: "/p#hero", kind: "hero" }, 120, ["azur"]);
    const item = hit({ id: "/p#features/2", kind: "item" }, 100, ["environ"]);
    const page: PageHit = { path: "/p", score: 200, hits: [intro, item] };
    const weights = new Map([
      ["azur", 3.5],
      ["environ", 1],
    ]);
    expect(answeringHit(page, [["azur"], ["environ"]], { weights })?.passage.id).toBe("/p#hero");
  });
});

describe("question types", () => {
  it("are read from the words that ask them, whatever the subject", () => {
    expect(questionTypesOf("How long does a penetration test take?")).toEqual(["duration"]);
    expect(questionTypesOf("What does the SOC cost?")).toEqual(["cost"]);
    expect(questionTypesOf("Where is your office?")).toEqual(["facts"]);
    expect(questionTypesOf("Do you test mobile apps?")).toEqual([]);
    expect(questionTypesOf("People who left months ago can still sign in")).toEqual([]);
    // A story with no part that asks asks nothing, whatever words of a type it tells.
    expect(questionTypesOf("Clients phoned to say they got an email from our address. We never sent it.")).toEqual([]);
    // "Where" asks a place only with the place's own words ("office"): "where to start" asks none.
    expect(questionTypesOf("We want to use AI but don't know where to start?")).toEqual([]);
  });

  it("are answered by a section of their kind, or by a company fact", () => {
    expect(answersType(passage({ sectionKind: "steps" }), ["duration"])).toBe(true);
    expect(answersType(passage({ sectionKind: "tiers" }), ["cost"])).toBe(true);
    expect(answersType(passage({ sectionKind: "features" }), ["cost"])).toBe(false);
    expect(answersType(passage({ kind: "fact" }), ["facts"])).toBe(true);
    expect(answersType(passage({ kind: "item", figure: true }), ["count"])).toBe(true);
  });

  it("answer 'how many' with a page's headline figure", () => {
    expect(questionTypesOf("How many consultants do you have?")).toContain("count");
    expect(offlineAnswer("How many companies run your HR platform?").reply).toMatch(/^650\+/);
  });

  it("choose the section within the page the subject chose", () => {
    expect(offlineAnswer("How long does a penetration test take?").links[0]).toBe("/services/vapt#methodology");
    expect(offlineAnswer("What does the SOC cost?").links[0]).toBe("/services/security-operations-center#tiers");
    expect(offlineAnswer("How quickly do you respond to a critical alert on deep web monitoring?").links[0]).toBe(
      "/services/deep-web-monitoring#alert-levels",
    );
  });
});

describe("legal text", () => {
  it("is marked from the footer's legal links", () => {
    const legal = buildPassages().filter((entry) => entry.askedOnly === "legal");
    expect(legal.map((entry) => entry.heading)).toEqual(expect.arrayContaining(["Privacy Policy", "Terms of Service"]));
  });

  it("answers only a question that asks about it", () => {
    expect([...askedAbout("What is in your privacy policy?")]).toEqual(["legal"]);
    expect(askedAbout("How do you protect our data?").has("legal")).toBe(false);
    const stray = retrieve(testKnowledge(), "Do you share information with your staff?");
    expect(stray.hits.some((hit) => hit.passage.askedOnly)).toBe(false);
    const asked = retrieve(testKnowledge(), "What does your privacy policy say about my information?");
    expect(asked.hits.some((hit) => hit.passage.id === "/about#privacy")).toBe(true);
  });
});

describe("company facts", () => {
  it("are answered as one sentence stating the fact, then the link", () => {
    const answer = offlineAnswer("What's your street address?");
    const [body] = answer.reply.split("\n\n");
    expect(body).toMatch(/^Our address is .*Pretoria 0180\.$/);
    expect(answer.links).toEqual(["/contact"]);
  });
});

describe("coverage", () => {
  it("weighs a word by its rarity on the site", () => {
    expect(idfWeight(800, 1)).toBeGreaterThan(idfWeight(800, 100));
    const asked = askedTerms("lottery security");
    const weights = new Map([
      ["lotteri", idfWeight(800, 0)],
      ["secur", idfWeight(800, 300)],
    ]);
    // The common word alone covers far less than half of the question.
    expect(coverageOf(asked, ["secur"], weights)).toBeLessThan(0.2);
    expect(coverageOf(asked, ["secur"])).toBe(0.5);
  });

  it("is measured on one passage of the page, read with the page's title", () => {
    const hit = (terms: string[]) => ({ passage: passage({ pageTitle: "Payroll" }), score: 1, terms, said: terms });
    const page: PageHit = { path: "/p", score: 1, hits: [hit(["leav"]), hit(["overtim"])] };
    const asked = askedTerms("payroll leave overtime");
    // Scattered over two passages, the words are not one answer; the title counts on each.
    expect(pageCoverage(page, asked)).toBeCloseTo(2 / 3);
  });
});

describe("word forms", () => {
  it('join a singular and its plural, one in "-us" too', () => {
    expect(termsOf("bonus")).toEqual(termsOf("bonuses"));
    expect(termsOf("viruses")).toEqual(termsOf("virus"));
    expect(termsOf("cvs")).toEqual(termsOf("cv"));
    expect(termsOf("pcs")).toEqual(termsOf("pc"));
  });
});

describe("the Afrikaans and isiZulu glossary", () => {
  it("gives a word the terms of its English equivalent", () => {
    expect(termsOf("sekuriteit")).toEqual(expect.arrayContaining(termsOf("security")));
    expect(termsOf("iholo")).toEqual(expect.arrayContaining(termsOf("payroll")));
  });

  it("finds the page of a question in either language, answered in English", () => {
    const answer = offlineAnswer("Wat is julle adres?");
    expect(answer.links[0]).toBe("/contact");
    expect(answer.reply).toMatch(/English/);
  });
});

describe("whose question it is", () => {
  it("answers a question put to the company that names no service from the company's own pages", () => {
    expect(offlineAnswer("Which kinds of organisations do you usually work for?").links[0]).toMatch(
      /^\/(?:about|contact)/,
    );
    expect(offlineAnswer("Do you still support clients after the launch?").links[0]).toMatch(/^\/contact/);
  });

  it("answers the visitor's own need from a service, not from what the company says of itself", () => {
    expect(offlineAnswer("We need to prepare for an ISO 27001 audit").links[0]).toMatch(
      /^\/services\/governance-risk-compliance/,
    );
  });
});

describe("needs in the visitor's words", () => {
  it("are matched to the need line of the service that solves them when no service is named", () => {
    expect(offlineAnswer("staff keep forgetting their many passwords").links[0]).toMatch(
      /^\/services\/identity-access-management/,
    );
  });

  it("are a need still when the visitor's kind of organisation shares a word with a service's name", () => {
    const told =
      "We run two private hospitals and the board only sees occupancy and infection figures months later, pieced together by hand.";
    expect(offlineAnswer(told).links[0]).toMatch(/^\/healthcare\/ai-analytics-reporting/);
    // Nor does the work an outside company does for the visitor, and outsourcing to the company still asks for the service.
    expect(
      offlineAnswer(
        "We outsource our payroll to a bureau and they were hacked last week; we don't know what of ours they had.",
      ).links[0],
    ).toMatch(/^\/services\/third-party-risk-management/);
    expect(offlineAnswer("We'd like to outsource our payroll to you, can you run it every month?").links[0]).toMatch(
      /^\/hr-solutions\/payroll-management/,
    );
    // A practitioner is no organisation: the pharmacist's system is named.
    expect(offlineAnswer("As a pharmacist I want a system that warns about drug interactions").links[0]).toMatch(
      /^\/healthcare\/pharmacy-management/,
    );
  });
});

describe("need lines (sixth round)", () => {
  const built = buildPassages();

  it("are their own field, apart from the words of a section's kind, so a need weighs only them", () => {
    const tiers = built.filter((entry) => entry.sectionKind === "tiers" || entry.sectionKind === "alerts");
    expect(tiers.length).toBeGreaterThan(0);
    for (const entry of tiers) expect(entry.need).toBeUndefined();
    expect(built.find((entry) => entry.id === "/services/vapt#hero")?.need).toBeTruthy();
  });

  it("are carried by the home page's offering cards, which are not discounted as an overview", () => {
    const cards = built.filter((entry) => entry.path === "/" && entry.sectionKind === "offerings" && entry.title);
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const card of cards) {
      expect(card.need, card.title).toBeTruthy();
      expect(card.overview, card.title).toBeUndefined();
    }
  });

  it("are carried by every section of /about and /contact into that section's passages", () => {
    // The map yields no passage of its own: the address it shows is a company fact.
    const passageless = new Set(["map"]);
    for (const path of ["/about", "/contact"]) {
      const page = pages.find((entry) => entry.path === path);
      expect(page, path).toBeDefined();
      for (const section of page!.sections) {
        const label = `${path} ${section.id ?? section.kind}`;
        expect("need" in section && section.need, label).toBeTruthy();
        if (passageless.has(section.kind)) continue;
        const own = built.filter(
          (entry) => entry.path === path && entry.kind === "section" && entry.sectionKind === section.kind,
        );
        const forSection = section.kind === "contact" ? own : own.filter((entry) => entry.section === section.id);
        expect(forSection.length, label).toBeGreaterThan(0);
        for (const entry of forSection) expect(entry.need, `${label}: ${entry.id}`).toBe(section.need);
      }
    }
  });
});

describe("follow-ups", () => {
  const soc =
    "Visitor: Tell me about your SOC\nAssistant: We watch your systems.\n\n[SOC](/services/security-operations-center)";

  it("stays on the page when the message carries the conversation on, even if none of its passages matched", () => {
    const answer = offlineAnswer("and the most complete one?", soc);
    expect(answer.links[0]).toMatch(/^\/services\/security-operations-center/);
  });

  it("stays on the page when the message names no service, and leaves it for a service it names", () => {
    expect(offlineAnswer("how would you set that up for us?", soc).links[0]).toMatch(
      /^\/services\/security-operations-center/,
    );
    expect(offlineAnswer("do you also sell payroll software?", soc).links[0]).toMatch(
      /^\/hr-solutions\/payroll-management/,
    );
  });
});

describe("what counts as covered", () => {
  const result = (queryTerms: string[], matched: string[]) =>
    ({
      id: "p",
      score: 1,
      terms: matched,
      queryTerms,
      match: Object.fromEntries(matched.map((t) => [t, ["text"]])),
    }) as never;

  it("counts a word that only begins a longer site word as ranking, not covering", () => {
    expect(closeTerms(result(["elect"], ["electron"]))).toEqual([]);
    expect(closeTerms(result(["secur"], ["secure"]))).toEqual(["secur"]);
    expect(closeTerms(result(["penetraton"], ["penetr"]))).toEqual(["penetraton"]);
  });

  it("lets a page about the subject answer before a weak page that covers a stray word too", () => {
    const hit = (terms: string[]) => ({ passage: passage({}), score: 1, terms, said: terms });
    const strong = { path: "/strong", score: 100, hits: [hit(["vapt"])] };
    const weak = { path: "/weak", score: 10, hits: [hit(["end", "vapt"])] };
    const retrieval = { pages: [strong, weak] } as unknown as Parameters<typeof answeringPage>[0];
    expect(answeringPage(retrieval, [["end"], ["vapt"]])?.page.path).toBe("/strong");
  });

  it("chooses between pages by the words they cover weighed by rarity: a rare word asked outweighs a filler", () => {
    const hit = (terms: string[]) => ({ passage: passage({}), score: 1, terms, said: terms });
    const filler = { path: "/filler", score: 30, hits: [hit(["peopl", "even"])] };
    const rare = { path: "/rare", score: 29, hits: [hit(["peopl", "corpor"])] };
    const weights = new Map([
      ["peopl", 1],
      ["even", 0.5],
      ["corpor", 4],
    ]);
    const retrieval = { pages: [filler, rare], weights } as unknown as Parameters<typeof answeringPage>[0];
    expect(answeringPage(retrieval, [["peopl"], ["even"], ["corpor"]])?.page.path).toBe("/rare");
  });

  it("weighs a rare word below its idf when choosing the page: one word a visitor happens to use does not choose alone", () => {
    const hit = (terms: string[]) => ({ passage: passage({}), score: 1, terms, said: terms });
    const twoWords = { path: "/two-words", score: 100, hits: [hit(["shift", "site"])] };
    const rareWord = { path: "/rare-word", score: 65, hits: [hit(["parkad"])] };
    const weights = new Map([
      ["shift", 2],
      ["site", 2],
      ["parkad", 8],
    ]);
    const retrieval = { pages: [twoWords, rareWord], weights } as unknown as Parameters<typeof answeringPage>[0];
    const asked = [["shift"], ["site"], ["parkad"]];
    expect(answeringPage(retrieval, asked)?.page.path).toBe("/two-words");
    // Its coverage, which decides whether the site answers at all, keeps the full weights.
    expect(answeringPage(retrieval, asked)?.coverage).toBeCloseTo(4 / 12);
  });

  it("weighs an abbreviation as one word, however many words it stands for", () => {
    expect(offlineAnswer("Is your SIEM work mostly tuning?").links[0]).not.toBe("/");
  });
});

describe("proof of a test asked for by someone else", () => {
  it.each([
    "The bank we supply asked for a letter showing someone independent tested our network.",
    "Our biggest client wants evidence that an outside tester has tried to break into our systems this year.",
  ])("is the penetration test's report and letter: %s", (message) => {
    expect(offlineAnswer(message).links[0]).toMatch(/^\/services\/vapt/);
  });
});

describe("a line saying the site lacks something", () => {
  it("answers only a question that names what it lacks", () => {
    const about =
      "Our systems are all on Microsoft Azure. Who are you as a company, and how big is your team of consultants?";
    expect(offlineAnswer(about).reply).not.toMatch(/doesn't mention/);
    expect(offlineAnswer("Is your company itself ISO 27001 certified?").reply).toMatch(
      /doesn't mention a certification held by/,
    );
  });
});

describe("misspellings", () => {
  it("searches a misspelt word as the site's word it most likely means", () => {
    expect(offlineAnswer("do you do penetraton tests on a netwrok?").links[0]).toMatch(/^\/services\/vapt/);
    expect(offlineAnswer("recrutment softwear").links[0]).toMatch(/^\/hr-solutions\/recruitment-management/);
  });

  it("reads a real word as itself, not as a site word it resembles", () => {
    expect(offlineAnswer("Can you take a closer look at our suppliers?").links[0]).toMatch(
      /^\/services\/third-party-risk-management/,
    );
  });
});

describe("a question put to the company in the third person", () => {
  it("is weighed as about the company: the team there, past clients", () => {
    expect(offlineAnswer("how many consultants are on the team there?").links[0]).toMatch(/^\/about/);
    expect(offlineAnswer("what do past clients say?").links[0]).toMatch(/^\/about#testimonials/);
  });

  it("answers only 'where', with nothing else asked, with where the company is", () => {
    const where = offlineAnswer("where can I find you?");
    expect(where.reply).toMatch(/^We have one office/);
    expect(where.links[0]).toBe("/contact");
  });
});

describe("a question put to the company about the visitor's own thing", () => {
  it("is answered from the service, not from what the company says of itself", () => {
    expect(offlineAnswer("Can you check our cloud setup for security?").links[0]).toMatch(
      /^\/services\/cloud-security-testing/,
    );
    expect(offlineAnswer("Do you only work with large enterprises? We're a team of 8.").links[0]).toMatch(/^\/contact/);
  });
});

describe("the domain's abbreviations and British spellings", () => {
  it("read DR, DB and OCI as what they stand for", () => {
    expect(offlineAnswer("Do you help with DR plans?").links[0]).toMatch(/^\/#services/);
    expect(offlineAnswer("can you move our Oracle DB to OCI?").links[0]).toMatch(/^\/#services/);
  });

  it("meet the American spelling of -tre words, as of -ise words", () => {
    expect(termsOf("centre")).toEqual(termsOf("center"));
    expect(termsOf("theatres")).toEqual(termsOf("theaters"));
  });
});

describe("words told rather than asked (round eleven)", () => {
  it("joins an irregular verb form to its verb and drops a month's name", () => {
    expect(termsOf("sold")).toEqual(termsOf("sell"));
    expect(termsOf("left")).toEqual(termsOf("leaving"));
    expect(termsOf("march")).toEqual([]);
  });

  it("reads a question's type from the part of the message that asks", () => {
    expect(questionTypesOf("Our receptionist took a call from an angry client. How would you train staff?")).toEqual([
      "team",
    ]);
  });

  it("answers a former employee's access from identity and access management", () => {
    const answer = offlineAnswer("Staff who resigned last year can still sign in to our email. How do we stop that?");
    expect(answer.links[0]).toMatch(/^\/services\/identity-access-management/);
  });
});
