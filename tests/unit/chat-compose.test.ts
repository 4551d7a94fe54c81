/** Step 3, compose: answers lead with the fact, say each sentence once, and link the page and its section. */
import { beforeAll, describe, expect, it } from "vitest";
import { shouldOfferContactForm } from "../../app/shared/chat/contact-trigger.ts";
import { company } from "../../content/company.ts";
import { joinItems, sayList } from "../../pipeline/chat-index/sentences.ts";
import { saysAgain, splitQuestions, writeReply } from "../../worker/chat/compose.ts";
import { repeatsSentence } from "../support/chat-grade.ts";
import { offlineAnswer, testKnowledge } from "../support/chat-knowledge.ts";

// Building the knowledge from content/ takes a few seconds on a busy machine: once, before the tests.
beforeAll(() => void testKnowledge(), 60_000);

const body = (reply: string) => reply.split("\n\n")[0] ?? "";
const sentences = (reply: string) => body(reply).split(/(?<=[.!?])\s+(?=[A-Z0-9])/);

describe("an answer", () => {
  it("leads with the sentence that answers", () => {
    const reply = offlineAnswer("What are your incident response tiers?").reply;
    expect(sentences(reply)[0]).toMatch(/Emergency/);
    expect(sentences(offlineAnswer("What is your email address?").reply)[0]).toContain(company.email);
  });

  it("leads a page's introduction with what the service is (its description), not the problem its lead opens on", () => {
    const answer = offlineAnswer("Tell me about source code security review");
    expect(sentences(answer.reply)[0]).toMatch(/^Static, dynamic, interactive and manual code review/);
  });

  it("adds at most one supporting sentence from the same section", () => {
    for (const question of ["Do you test mobile apps?", "Can employees clock in with fingerprints?", "What is VAPT?"]) {
      expect(sentences(offlineAnswer(question).reply).length, question).toBeLessThanOrEqual(2);
    }
  });

  it("never says a sentence twice", () => {
    for (const question of ["Do you do penetration testing for hospitals?", "What is VAPT?", "Do you offer a SOC?"]) {
      expect(repeatsSentence(offlineAnswer(question).reply), question).toBe(false);
    }
    const written = writeReply(["We test apps.", "We test apps", "Also networks."], [], testKnowledge());
    expect(written).toBe("We test apps. Also networks.");
  });

  it("links a second page only when the question asks two things", () => {
    expect(offlineAnswer("Do you offer managed SOC monitoring?").links).toHaveLength(1);
    const two = offlineAnswer("Can you test our AWS setup, and do you run phishing simulations for staff?");
    expect(two.links.map((link) => link.replace(/#.*$/, ""))).toEqual([
      "/services/cloud-security-testing",
      "/services/training-and-awareness",
    ]);
  });

  it("names a close runner-up only when it is another service's page, never one of the company's own lines", () => {
    // One of the company's lines ranks close behind the page here: it has no page to name ("...;  may also help").
    const answer = offlineAnswer("my landlord won't return my deposit, what can I do");
    expect(answer.reply).not.toMatch(/;\s+may also help/);
  });

  it("links the page and, where the section has an id, its anchor", () => {
    const answer = offlineAnswer("What are the alert levels for dark web monitoring?");
    expect(answer.links[0]).toMatch(/^\/services\/deep-web-monitoring#[a-z][a-z0-9-]*$/);
    expect(answer.reply).toContain(`](${answer.links[0]})`);
    // A page's introduction has no anchor: the link is the page.
    expect(offlineAnswer("What is VAPT?").links[0]).toBe("/services/vapt");
  });

  it("stays on the page just discussed for a short follow-up", () => {
    const context =
      "Assistant: Hello!\nVisitor: Do you offer a SOC?\nAssistant: Yes.\n\n[SOC](/services/security-operations-center)";
    expect(offlineAnswer("which tier is fastest?", context).links[0]).toMatch(
      /^\/services\/security-operations-center/,
    );
  });
});

describe("sentences, not headings", () => {
  it("says a list whose heading names what it lists as a sentence, and counts numbered steps", () => {
    expect(sayList("Service Tiers", "Gold under 1 hour; Silver under 4 hours; Bronze under a day.")).toBe(
      "The service tiers are Gold under 1 hour, Silver under 4 hours and Bronze under a day.",
    );
    expect(sayList("Our Core Values", "Honesty, Care, Rigour")).toBe("Our core values are Honesty, Care and Rigour.");
    expect(sayList("Our Method", "1. Plan; 2. Build; 3. Check")).toBe(
      "Our method has three steps: Plan, Build and Check.",
    );
  });

  it("says what a heading of someone's doing does, keeps any other heading that is no name for its items before them, says what a singular heading covers, and keeps the names inside a heading", () => {
    expect(sayList("What We Test", "Networks, Apps")).toBe("We test Networks and Apps.");
    expect(sayList("What the Record Holds", "Contacts, Files")).toBe("The record holds Contacts and Files.");
    expect(sayList("Why Choose Meridian", "Certified Experts, Local Team")).toBe(
      "Why Choose Meridian: Certified Experts and Local Team.",
    );
    expect(sayList("Compliance Support", "POPIA controls, Retention schedules")).toBe(
      "Compliance Support covers POPIA controls and Retention schedules.",
    );
    expect(sayList("Key Benefits", "60% faster dispensing, 99.8% accuracy")).toBe(
      "The key benefits are 60% faster dispensing and 99.8% accuracy.",
    );
    expect(sayList("Meridian Modules", "Pay, Leave")).toBe("The Meridian modules are Pay and Leave.");
  });

  it("keeps an item's own capitals after its name", () => {
    const reply = offlineAnswer("Do you assess SCADA and PLCs?").reply;
    expect(reply).not.toMatch(/: [a-z]/);
  });

  it("says a service card's features as a sentence naming the service, not as a bare list", () => {
    const card = testKnowledge().rows.find((one) => one.sectionKind === "offerings" && one.title === "AI Integration");
    expect(card?.text).toMatch(/ AI Integration covers [^.]+ and [^.]+\.$/);
    expect(joinItems(["Governance, privacy", "Testing", "Support"])).toBe("Governance, privacy; Testing and Support");
  });

  it("says a checklist's list as a sentence naming its first lines and how many more, not its first line alone", () => {
    const deliverables = testKnowledge().rows.find((one) => one.id === "/services/vapt#deliverables");
    expect(deliverables?.list).toMatch(/^You receive executive summary .+; technical report .+ and \d more\.$/);
  });

  it("says a list section of one group as that group's list, not its heading and the group's name", () => {
    const specialties = testKnowledge().rows.find((one) => one.id === "/healthcare-solutions#specialties");
    expect(specialties?.text).toMatch(/The medical specialties are Cardiology, /);
    expect(specialties?.text).not.toMatch(/Built for Every Department: Medical Specialties/);
  });

  it("says a headline figure with what it counts, not as a heading", () => {
    expect(body(offlineAnswer("What is your client satisfaction rate?").reply)).toMatch(
      /^99\.9% client satisfaction rate\./,
    );
  });

  it("never ends a sentence at a list's number", () => {
    for (const question of ["What are the steps of your IAM implementation?", "How does a pay run work?"]) {
      expect(body(offlineAnswer(question).reply), question).not.toMatch(/\b\d\.$/);
    }
  });

  it("leaves out a sentence that says again what another said", () => {
    expect(saysAgain("The tiers are Gold and Silver.", ["Tiers: Gold and Silver."])).toBe(true);
    expect(saysAgain("We test web apps.", ["We monitor networks around the clock."])).toBe(false);
  });

  it("answers a question about one end of the tiers with that tier, whole", () => {
    const reply = offlineAnswer("What's in the priciest SOC tier?").reply;
    expect(sentences(reply)[0]).toMatch(/^Premium/);
    expect(body(reply)).toContain("Everything in Advanced");
    expect(sentences(offlineAnswer("What does the cheapest SOC plan include?").reply)[0]).toMatch(/^Basic/);
  });

  it("reads tiers that state a response time from the slowest (the lowest) to the fastest (the top), however listed", () => {
    // Incident response lists its tiers most urgent first; the SOC lists them from Basic up.
    expect(sentences(offlineAnswer("What is the highest incident response tier?").reply)[0]).toMatch(/^Emergency/);
    expect(sentences(offlineAnswer("And the lowest incident response tier?").reply)[0]).toMatch(/^Standard/);
    expect(sentences(offlineAnswer("What is the top SOC tier?").reply)[0]).toMatch(/^Premium/);
  });
});

describe("questions of cost", () => {
  it("are answered by how the company quotes, first or second, since the site publishes no prices", () => {
    expect(offlineAnswer("What would a cloud security review cost us?").reply).toMatch(/custom quote/);
    const two = offlineAnswer("Do you test wireless networks, and what are your fees?");
    expect(two.links[0]).toMatch(/^\/services\/wireless-device-security/);
    expect(two.reply).toMatch(/custom quote/);
  });

  it("lead with the sentence of the company's line that says what is asked: whether the first meeting is free", () => {
    const reply = offlineAnswer("Is there a fee for the first meeting, or is that free?").reply;
    expect(sentences(reply)[0]).toMatch(/consultation is free/);
  });

  it("link the service whose cost is asked first, and no page when none is named", () => {
    expect(offlineAnswer("What would a cloud security review cost us?").links[0]).toBe(
      "/services/cloud-security-testing",
    );
    expect(offlineAnswer("What are your prices?").links[0]).toBe("/contact");
  });
});

describe("splitQuestions", () => {
  it("takes a statement about the visitor for no second question", () => {
    expect(splitQuestions("Can you audit our firewall? We are a clinic of 20 staff")).toEqual([
      "Can you audit our firewall",
    ]);
  });

  it("splits at a question mark or a joined second question, and drops parts that ask nothing", () => {
    expect(splitQuestions("What's your email and where is your office?")).toEqual([
      "What's your email",
      "where is your office",
    ]);
    expect(splitQuestions("Do you test web and mobile apps?")).toEqual(["Do you test web and mobile apps"]);
    expect(splitQuestions("Hi! Do you test APIs?")).toEqual(["Do you test APIs"]);
  });

  it("reads a wish joined by 'and would like' as part of its sentence, not a second question", () => {
    expect(
      splitQuestions("I am in Centurion on Friday and would like to meet the team. Where is your office?"),
    ).toEqual(["I am in Centurion on Friday and would like to meet the team. Where is your office"]);
    expect(splitQuestions("Do you test APIs and would you retest after fixes?")).toEqual([
      "Do you test APIs",
      "would you retest after fixes",
    ]);
  });

  it.each([
    [
      "Every Monday I phone each site to hear which trucks left late and who signed them out. Any better way?",
      ["Every Monday I phone each site to hear which trucks left late and who signed them out. Any better way"],
    ],
    ["Does it post to Sage? and can it email payslips", ["Does it post to Sage", "can it email payslips"]],
    [
      "Which scanners does it read? We use Zebra. And will it print labels",
      ["Which scanners does it read", "will it print labels"],
    ],
  ])(
    "reads 'and who' inside a statement as part of it, 'and can it' after a sentence as a question: %s",
    (message, parts) => {
      expect(splitQuestions(message)).toEqual(parts);
    },
  );

  it("hears a question told after a colon, before a second question", () => {
    expect(
      splitQuestions(
        "For our finance director, who asked me to check: does your API testing cover GraphQL, and do we get a retest?",
      ),
    ).toEqual([
      "For our finance director, who asked me to check: does your API testing cover GraphQL",
      "do we get a retest",
    ]);
  });

  it("keeps a question asked after a story, joined to a second question", () => {
    const story = "Our branches are far apart. Can the managers approve leave from their phones";
    expect(splitQuestions(`${story}, and can staff see their payslips?`)).toEqual([
      story,
      "can staff see their payslips",
    ]);
  });
});

describe("a follow-up that asks for more about the page", () => {
  it("says what the last reply did not, on the same page", () => {
    const first = offlineAnswer("do you have payroll software");
    const context = `Visitor: do you have payroll software\nAssistant: ${first.reply}`;
    const more = offlineAnswer("ok what else does it do", context);
    expect(more.links[0]).toMatch(/^\/hr-solutions\/payroll-management/);
    expect(saysAgain(more.reply.split("\n")[0] ?? "", [first.reply.split("\n")[0] ?? ""])).toBe(false);
  });
});

describe("a question naming one of the things a page's title names", () => {
  it("leads with the passage of that name, not the page's introduction that lists them all", () => {
    const cloud =
      "Visitor: cloud reviews?\nAssistant: Yes.\n\n[Cloud Security Testing](/services/cloud-security-testing)";
    expect(sentences(offlineAnswer("and for AWS, what do you check?", cloud).reply)[0]).toMatch(/^AWS\b/);
    expect(sentences(offlineAnswer("What do you test on iOS?").reply)[0]).toMatch(/^iOS\b/);
  });
});

describe("a question of cost about the page just discussed", () => {
  it("is answered by how the company quotes, linking the page it is about first", () => {
    const emr =
      "Visitor: tell me about patient records\nAssistant: One record.\n\n[EMR](/healthcare/electronic-medical-records)";
    const answer = offlineAnswer("what would it cost us?", emr);
    expect(answer.links).toEqual(["/healthcare/electronic-medical-records", "/contact"]);
    expect(answer.reply).toContain("custom quote");
  });

  it("is answered by the page's levels where it states them (tiers or alert levels), quoting at most as support", () => {
    const monitoring =
      "Visitor: do you watch the dark web?\nAssistant: Yes.\n\n[Deep Web Monitoring](/services/deep-web-monitoring)";
    const levels = offlineAnswer("how much does that cost?", monitoring);
    expect(levels.links).toEqual(["/services/deep-web-monitoring#alert-levels"]);
    expect(sentences(levels.reply)[0]).toMatch(/^The alert levels/);
    expect(shouldOfferContactForm(monitoring, levels.reply, levels.scope)).toBe(false);
    const soc = "Visitor: do you offer a SOC?\nAssistant: Yes.\n\n[SOC](/services/security-operations-center)";
    const tiers = sentences(offlineAnswer("and the price?", soc).reply);
    expect(tiers[0]).toMatch(/^The service tiers are Basic/);
    expect(tiers.slice(1).join(" ")).not.toMatch(/connect you/);
  });
});

describe("a reply to a message in Afrikaans or isiZulu", () => {
  it("says it answers in English whatever its scope, a refusal aside", () => {
    const offTopic = offlineAnswer("Kan julle vir my 'n resep vir bobotie gee? recipe");
    expect(offTopic.scope).toBe("off-topic");
    expect(offTopic.reply).toMatch(/^Ek antwoord in Engels\. I reply in English:/);
  });
});

describe("a supporting sentence", () => {
  it("is left out when it would bring up the contact form on a question that did not", () => {
    // The pharmacy page lists its features, one of them "Pricing and Medical Scheme Claims".
    const question = "Does the pharmacy system warn about allergies?";
    const answer = offlineAnswer(question);
    expect(answer.links[0]).toMatch(/^\/healthcare\/pharmacy-management/);
    expect(sentences(answer.reply)).toHaveLength(1);
    expect(shouldOfferContactForm(question, answer.reply, answer.scope)).toBe(false);
  });
});

describe("answers of round eleven", () => {
  it("answers a problem a case story solved with the service it delivered, the story after it", () => {
    const answer = offlineAnswer(
      "Our hospital group wants patients to book and pay online through an app. How do we show our auditors patient data stays protected?",
    );
    expect(answer.links).toEqual(["/services/web-app-security", "/#engagements"]);
  });

  it("answers a request for work with the part asked about, on its service's page", () => {
    const answer = offlineAnswer("Can you review our Python code for security flaws?");
    expect(answer.links[0]).toMatch(/^\/services\/source-code-security-review/);
    expect(sentences(offlineAnswer("What does your code review look at in Python?").reply)[0]).toMatch(/^Python\b/);
  });

  it("answers a problem told, with no question of its own, with what the service is first", () => {
    const answer = offlineAnswer("Our warehouse uses Bluetooth handheld scanners. Could hackers get in through those?");
    expect(sentences(answer.reply)[0]).toMatch(/^Wi-Fi, Bluetooth and connected-device testing/);
    // A question of its own about one feature is answered by that feature first.
    expect(
      sentences(offlineAnswer("Can parents manage their children's appointments from one account?").reply)[0],
    ).toMatch(/^Family and Dependant Profiles/);
  });

  it.each([
    [
      "We build our own payroll software in Java and it launches in March. Nobody has ever looked at the code for holes.",
      /^Static, dynamic, interactive and manual code review/,
      /Java/,
    ],
    [
      "Our clinic group keeps its patient files in Azure storage. The contractor who set it up has left and nobody knows who can open it.",
      /^Configuration review and penetration testing of AWS, Azure/,
      /^Azure covers/,
    ],
  ])(
    "answers a situation told with what the service is, then the part of its page nearest it: %s",
    (story, what, part) => {
      const [first, second, ...rest] = sentences(offlineAnswer(story).reply);
      expect(first).toMatch(what);
      expect(second).toMatch(part);
      expect(rest).toEqual([]);
    },
  );

  it("says what the service is before a figure that answers, a phrase on its own", () => {
    const [first, second] = sentences(offlineAnswer("Is your penetration testing aligned to OWASP?").reply);
    expect(first).toMatch(/^Find and fix exploitable weaknesses/);
    expect(second).toBe("OWASP & PTES aligned methodology.");
  });

  it("answers the company's hours only when they are asked of it, not another place's", () => {
    expect(offlineAnswer("are you open on saturdays?").reply).toContain("doesn't mention office hours");
    expect(offlineAnswer("office hours?").reply).toContain("doesn't mention office hours");
    const question = "Is there a chemist open on a Sunday in Hatfield?";
    const elsewhere = offlineAnswer(question);
    expect(elsewhere.reply).not.toContain("office hours");
    expect(shouldOfferContactForm(question, elsewhere.reply, elsewhere.scope)).toBe(false);
  });

  it("answers a question about one part of a service with that part first", () => {
    expect(sentences(offlineAnswer("Can you test our 125 kHz access cards for cloning?").reply)[0]).toMatch(
      /^RFID and NFC/,
    );
  });

  it("supports the lead with what it has not said yet, its words matched however they end (expire, expiry)", () => {
    const reply = offlineAnswer(
      "Does the pharmacy system keep the controlled drugs register and flag stock that will expire soon?",
    ).reply;
    expect(body(reply)).toMatch(/expiry tracking/);
  });

  it("answers the middle tier of a page followed up on, a follow-up carried on with 'ok, and'", () => {
    const soc =
      "Visitor: do you do SOC monitoring?\nAssistant: Yes, in three tiers.\n\n[SOC](/services/security-operations-center)";
    expect(sentences(offlineAnswer("ok, and the middle one: how quickly do you respond?", soc).reply)[0]).toMatch(
      /^Advanced \(Recommended\): Response under 1 hour/,
    );
  });

  it("answers a follow-up on a family's overview about one of its services from that service's page", () => {
    const overview =
      "Visitor: what is in your hospital platform?\nAssistant: Ten modules.\n\n[Healthcare Solutions Overview](/healthcare-solutions)";
    expect(offlineAnswer("ok and can our doctors do video consults with it?", overview).links[0]).toMatch(
      /^\/healthcare\/telehealth-diagnostics/,
    );
  });

  it("answers a question about the company's own people from the company's pages", () => {
    expect(offlineAnswer("Is there a project manager on your side?").links[0]).toMatch(/^\/about/);
    expect(offlineAnswer("What happens after I fill in the contact form?").links[0]).toMatch(/^\/contact/);
  });

  it("does not say the site lacks an answer when a later question of the message has one", () => {
    const answer = offlineAnswer("Who would we deal with day to day? Do we get a project manager?");
    expect(answer.reply).not.toContain("doesn't cover");
  });

  it("reads a word every object has ('constructor') as a word, in any language", () => {
    for (const message of [
      "What does the constructor cost?",
      "Hoe werk die constructor by julle",
      "Ngicela i-constructor yenu",
    ])
      expect(() => offlineAnswer(message), message).not.toThrow();
  });
});

describe("company facts asked in a visitor's words (round eleven)", () => {
  it("answers with the fact the question's kind asks for", () => {
    expect(sentences(offlineAnswer("Is there someone I can phone right now?").reply)[0]).toContain(company.phone);
    expect(sentences(offlineAnswer("Can I email you instead?").reply)[0]).toContain(company.email);
    expect(offlineAnswer("Do you sign an NDA before you look at our systems?").reply).toMatch(/written agreement/);
  });
});

describe("questions about the company's work (round eleven)", () => {
  it("answers what kind of work, or experience with a subject, from the services rather than the company's own pages", () => {
    expect(offlineAnswer("Whats your experience with SCADA?").links[0]).toMatch(/^\/services\/ot-iot-security/);
    expect(offlineAnswer("Which cybersecurity services can you offer us?").links[0]).toBe("/services");
  });

  it("says a frequently asked question's answer whole, its yes first, without the list of questions", () => {
    const reply = body(offlineAnswer("are we too small for you?").reply);
    expect(reply).toMatch(/^Yes\. We support organisations of all sizes/);
    expect(reply).not.toMatch(/frequently asked questions/i);
  });
});

describe("a question that leans on the story told around it", () => {
  it("is answered from the story when the question alone covers nothing", () => {
    const reply = offlineAnswer(
      "do u guys do that for a tiny outfit? we run 3 servers and our insurer wants proof they were penetration tested",
    );
    expect(reply.links[0]).toMatch(/^\/services\/vapt/);
  });
});

describe("a word the site does not use", () => {
  it("is no misspelling of a much shorter site word: 'emigrated' is not 'EMR'", () => {
    const reply = offlineAnswer(
      "The contractor who moved our servers to Azure has emigrated. Is anything open to the internet?",
    );
    expect(reply.links[0]).toMatch(/^\/services\/cloud-security-testing/);
  });
});

describe("a request to recommend someone or something", () => {
  it("is off-topic when the site never names what is sought, and answered when it does", () => {
    expect(offlineAnswer("Can you recommend a good plumber in Centurion?").scope).toBe("off-topic");
    expect(offlineAnswer("Do you know an electrician who can come to Hatfield today?").scope).toBe("off-topic");
    expect(offlineAnswer("Any recommendations for a caterer in Pretoria for our staff party?").scope).toBe("off-topic");
    const tester = offlineAnswer("Can you recommend a penetration tester?");
    expect(tester.scope).toBe("company");
    expect(tester.links[0]).toMatch(/^\/services\/vapt/);
  });

  it("is not read into a search the visitor tells of", () => {
    const told = offlineAnswer(
      "At our hospital the ward clerks phone every ward to find an empty bed for each patient",
    );
    expect(told.scope).toBe("company");
    expect(told.links[0]).toMatch(/^\/healthcare\//);
  });
});

describe("a visit to a town the site does not name", () => {
  it("is answered by where the company is and that its consultants come on site, not as a thing the site lacks", () => {
    const answer = offlineAnswer("Can your team come to Polokwane for a workshop?");
    expect(answer.reply).toMatch(/come to you on site/);
    expect(offlineAnswer("Do you integrate with Sage?").reply).toMatch(/doesn't cover that/);
  });
});

describe("work the site does not offer (round twelve)", () => {
  it("is not covered, with the team offered, rather than answered by a page sharing a word", () => {
    for (const question of [
      "can you send a tech to fix our laptops and the printer in accounts?",
      "can you host our wordpress website and register a domain for us",
      "Do you do SEO and social media marketing?",
      "We're opening a branch in Menlyn: can you install the fibre line and a PABX phone system?",
    ])
      expect(offlineAnswer(question).reply, question).toMatch(/doesn't cover that/);
  });

  it("still answers the security of the same things", () => {
    for (const question of [
      "Can you help us fix the vulnerabilities on our servers?",
      "Is our online shop secure? Can you test it?",
    ])
      expect(offlineAnswer(question).reply, question).not.toMatch(/doesn't cover/);
  });
});

describe("not covered, honestly (round twelve)", () => {
  it("offers the team after saying what the site does not mention", () => {
    for (const question of ["Is Meridian itself ISO 27001 certified?", "What are your office hours?"])
      expect(offlineAnswer(question).reply, question).toMatch(/connect you with our team/);
  });

  it("says web design and marketing are not covered, and still answers the security of a website", () => {
    expect(offlineAnswer("Do you do web design and marketing?").reply).toMatch(/doesn't cover that/);
    expect(offlineAnswer("Do you test the security of our website design?").reply).not.toMatch(/doesn't cover/);
  });
});

describe("a case story's service, for a request put to the company (round twelve)", () => {
  it("answers with the service unless the company's track record is asked", () => {
    const asked = offlineAnswer(
      "Our hospital group is about to put appointments and billing online through a patient app, and we must show patient data stays protected under POPIA. Can you help?",
    );
    expect(asked.links[0]).toBe("/services/web-app-security");
    expect(offlineAnswer("Have you worked at mines before?").links[0]).not.toMatch(/^\/services\//);
  });
});

describe("who does the work (round twelve)", () => {
  it("answers a question asking who, about the visitor's own project too, from the team", () => {
    for (const question of [
      "Who from your side would actually work on our project?",
      "Who would we deal with day to day?",
    ])
      expect(offlineAnswer(question).links[0], question).toMatch(/^\/about#team/);
  });
});

describe("a line on what the site does not mention of the company (holdout kinds)", () => {
  it("never answers a request for work", () => {
    const answer = offlineAnswer("We need to get certified for ISO 27001, can you help?");
    expect(answer.reply).not.toMatch(/doesn't mention/);
    expect(answer.links[0]).toMatch(/^\/services\/governance-risk-compliance/);
    // Asked in the order of a statement: "something you can help with", "you could assist with".
    for (const told of [
      "Our owners want us ISO 27001 certified by March. Is that something you can help us with?",
      "Head office wants us ISO 27001 certified. Is it something you could assist with?",
    ])
      expect(offlineAnswer(told).reply, told).not.toMatch(/doesn't mention/);
    expect(offlineAnswer("Is Meridian itself ISO 27001 certified?").reply).toMatch(/doesn't mention a certification/);
  });
});

describe("what the company offers, all of it or one family's", () => {
  it.each([
    ["Could you list your offerings?", "/"],
    ["Give me a rundown of all the services", "/"],
    ["Which cybersecurity services can you provide?", "/services"],
    ["What kind of security work do you guys do?", "/services"],
    ["What HR software do you sell?", "/hr-solutions"],
    ["Which healthcare products do you offer?", "/healthcare-solutions"],
  ])("is answered by the overview: %s", (question, path) => {
    expect(offlineAnswer(question).links[0]?.split("#")[0]).toBe(path);
  });

  it("answers what sets the company apart from the home page's reasons to choose it", () => {
    expect(offlineAnswer("What makes you different?").links[0]).toBe("/#why-choose-us");
    expect(offlineAnswer("What sets you apart from the bigger firms?").links[0]).toBe("/#why-choose-us");
  });

  it("reads a demo as the demonstration a family's page offers", () => {
    expect(offlineAnswer("Can we book a demo of the hospital system?").reply).toMatch(/demonstration/);
  });

  it("names the family's modules when they are asked for", () => {
    expect(offlineAnswer("Which HR modules can you provide?").reply).toMatch(/Payroll Management/);
  });

  it("leaves a service named to its own page, and a thing the site lacks not covered", () => {
    expect(offlineAnswer("What payroll services do you offer?").links[0]).toMatch(
      /^\/hr-solutions\/payroll-management/,
    );
    expect(offlineAnswer("Which quantum computing services do you offer?").reply).toMatch(/doesn't cover/);
  });
});
