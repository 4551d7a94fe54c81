/**
 * Afrikaans and isiZulu are recognised from their own words; a longer message with hardly an English
 * function word is in another language; English, and English with a loanword, are neither.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ofTheVisitor, theVisitorsOwn, toTheCompany } from "../../content/chat-scope.ts";
import { classify } from "../../worker/chat/classify.ts";
import { termsOf } from "../../worker/chat/knowledge.ts";
import { detectLanguage, subjectOf, type Language } from "../../worker/chat/language.ts";
import { questionTypesOf } from "../../worker/chat/retrieve.ts";
import { offlineAnswer, testKnowledge } from "../support/chat-knowledge.ts";

// Building the knowledge from content/ takes a few seconds on a busy machine: once, before the tests.
beforeAll(() => void testKnowledge(), 60_000);

describe("detectLanguage", () => {
  it.each([
    "Doen julle penetrasietoetse vir banke?",
    "Hoeveel kos dit om ons stelsel te toets?",
    "Ek soek 'n salarisstelsel vir my besigheid",
    "Waar is julle kantoor?",
    "Goeie môre",
    // Three of its words decide a longer message, however many loanwords or names it holds.
    "Ons soek iemand vir die nuwe cloud migration en backup plan van ons hospital group",
    // Short messages: two to six words, the language's own words and its glossary's.
    "Betaalstrokies vir werknemers",
    "Verlof en oortyd",
    "Voorskrifte en medisyne",
    "Wie is julle?",
    "Ons wagwoorde is gesteel",
    "Stuur vir my 'n e-pos",
    "Toets julle ons webwerf?",
  ])("reads Afrikaans: %s", (message) => {
    expect(detectLanguage(message)).toBe("af");
  });

  it.each([
    "Ningisiza nge-payroll?",
    "Ngicela ukwazi ukuthi nisebenza kuphi",
    "Ngifuna uhlelo lwabasebenzi",
    "Sawubona, ningangisiza?",
    "Ningasiza ngohlelo lwezimali zabasebenzi bethu?",
    // Possessives whose vowels merge with the noun's prefix (ya + uku: "yoku").
    "Ninayo i-software yokuholela abasebenzi?",
    // Short messages: a question word, a concord or a glossary noun with its class prefix.
    "Malini?",
    "Imeyili yenu yini?",
    "Ikhefu labasebenzi",
    "Amaphasiwedi ethu avuzile",
    "Iziguli nodokotela",
    "Ningakwenza ukuhlola iwebhusayithi?",
  ])("reads isiZulu: %s", (message) => {
    expect(detectLanguage(message)).toBe("zu");
  });

  it.each([
    "Do you test mobile apps?",
    "Is my data safe in your cloud?",
    "We need help with payroll in Pretoria",
    "Can u do a pentest on our network",
    "Do you work with die makers and tool shops?",
    "Tell me more about your SOC",
    // English words that are also words of the other languages, or names, alone in a short message.
    "NGO pricing?",
    "Bona fide?",
    "Nina here",
    "We met your team last week",
    "Van fleet tracking?",
    "Can you remove a virus?",
    // Chat spellings Afrikaans writes alike: "wat" for what, "n" for and, "more".
    "wat wud it cost 2 check our wifi n cameras? n wat more do u need from us",
  ])("leaves English alone: %s", (message) => {
    expect(detectLanguage(message)).toBeUndefined();
  });
});

describe("a language the assistant has no words of", () => {
  it.each([
    // Sesotho, Setswana, French, Portuguese, German: asking about the company's services.
    "Na le ka re thusa ho lekola tshireletso ya marang-rang a rona?",
    "A lo ka re thusa go sireletsa dikhomputara tsa kompone?",
    "Est-ce que vous faites des audits de sécurité pour les banques?",
    "Vocês oferecem auditoria de segurança para hospitais?",
    "Können Sie unsere Lohnabrechnung übernehmen und monatlich prüfen?",
  ])("reads another language: %s", (message) => {
    expect(detectLanguage(message)).toBe("other");
  });

  it("answers in English, saying so in one line, with the closest page, and never refuses it as off-topic", () => {
    const answer = offlineAnswer("Na le ka re thusa ho lekola tshireletso ya marang-rang a rona?");
    expect(answer.reply).toMatch(
      /^I can only reply in English; this is the closest our site comes to your question\. \S/,
    );
    expect(answer.scope).not.toBe("off-topic");
    expect(answer.links.length).toBeGreaterThan(0);
  });

  it("takes a string of English keywords for English: the site knows its words", () => {
    const keywords = "cloud migration cost estimate mid size retail company";
    expect(detectLanguage(keywords)).toBe("other");
    expect(offlineAnswer(keywords).reply).not.toMatch(/only reply in English/);
  });
});

describe("an answer to a message in Afrikaans or isiZulu", () => {
  it("says in the visitor's language and in English that it answers in English, then answers", () => {
    const answer = offlineAnswer("Doen julle penetration testing vir banke?");
    expect(answer.reply).toMatch(/^Ek antwoord in Engels\. I reply in English:/);
    expect(answer.links[0]).toMatch(/^\/services\/vapt/);
  });

  it("never says the site lacks the answer because its words are not English", () => {
    const answer = offlineAnswer("Ngicela ukwazi ukuthi nisebenza kuphi?");
    expect(answer.reply).toMatch(/^Ngizophendula ngesiNgisi\. I reply in English:/);
    expect(answer.reply).not.toMatch(/doesn't cover|does not cover/);
    expect(answer.links.length).toBeGreaterThan(0);
  });

  it("greets back in English, saying so", () => {
    expect(offlineAnswer("Sawubona").reply).toMatch(/^Ngizophendula ngesiNgisi\. I reply in English: Hello!/);
  });
});

describe("the glossary inside longer words", () => {
  it("finds an Afrikaans compound by its first word and an isiZulu word by its root", () => {
    expect(termsOf("rekenaarstelsel")).toContain(termsOf("computer")[0]);
    expect(termsOf("kwinethiwekhi")).toContain(termsOf("network")[0]);
    expect(termsOf("networking")).not.toContain(termsOf("computer")[0]);
    expect(termsOf("penetrasietoetse")).toContain(termsOf("penetration")[0]);
  });

  it("reads isiZulu money as money, and only its price word as a price", () => {
    expect(termsOf("imali")).toContain(termsOf("money")[0]);
    expect(termsOf("imali")).not.toContain(termsOf("price")[0]);
    expect(termsOf("intengo")).toContain(termsOf("price")[0]);
  });

  it("finds an Afrikaans compound by its last word when its first is none of the glossary's", () => {
    expect(termsOf("wolkrugsteun")).toContain(termsOf("backup")[0]);
    expect(termsOf("salarisstelsels")).toContain(termsOf("payroll")[0]);
    expect(termsOf("cheque")).toEqual(["chequ"]);
  });

  it("finds an isiZulu verb by its stem between a prefix and an extension", () => {
    // uku-vikel-a (to protect): "ba-ya-vikel-wa" (they are protected), "si-vikel-e" (protect us).
    expect(termsOf("bayavikelwa")).toContain(termsOf("protection")[0]);
    expect(termsOf("sivikele")).toContain(termsOf("protection")[0]);
    // uku-qash-a (to hire): "ni-ya-qash-el-a" (you hire for).
    expect(termsOf("niyaqashela")).toContain(termsOf("recruitment")[0]);
    expect(termsOf("developer")).not.toContain(termsOf("protection")[0]);
  });

  it("tries the longest part first, so a word's own root wins over a shorter one inside it", () => {
    // e-mtholampilo (at the clinic) ends in "-pilo" of impilo (health); iz-inhlolokhono (interviews) holds "hlol" (test).
    expect(termsOf("emtholampilo")).toContain(termsOf("clinic")[0]);
    expect(termsOf("izinhlolokhono")).toContain(termsOf("interview")[0]);
    expect(termsOf("sihlaselwe")).toContain(termsOf("attack")[0]);
    expect(termsOf("amaseva")).toContain(termsOf("server")[0]);
  });

  it("gives an English word no Afrikaans or isiZulu meaning it happens to contain", () => {
    for (const word of ["resident", "president", "debates", "twerking"])
      expect(termsOf(word)).toEqual([termsOf(word)[0]]);
    // "e-pos" is "e" and "pos" to the tokenizer: "pos" is the email.
    expect(termsOf("pos")).toContain(termsOf("email")[0]);
  });

  it("keeps a question's subject when it is also a word of the language, such as Afrikaans 'kos' (cost), in English", () => {
    expect(subjectOf("Hoeveel kos dit?", "af")).toContain("cost");
    expect(termsOf("kos")).toContain(termsOf("cost")[0]);
  });
});

describe("a question in Afrikaans or isiZulu is searched by its subject", () => {
  it.each([
    ["Ons benodig 'n stelsel vir voorskrifte en medisyne", /^\/healthcare\/pharmacy-management/],
    ["Watter stelsel het julle vir werwing en onderhoude?", /^\/hr-solutions\/recruitment-management/],
    ["Ons verskaffers het toegang tot ons data", /^\/services\/third-party-risk-management/],
    ["Ningasiza ngokuqapha iwebhu emnyama?", /^\/services\/deep-web-monitoring/],
    ["Sihlaselwe yi-ransomware, ngicela usizo", /^\/services\/incident-response/],
  ])("finds the page a glossary word names: %s", (message, page) => {
    expect(offlineAnswer(message).links[0]).toMatch(page);
  });

  it("leaves the language's own words out of the search, and says the glossary's in English", () => {
    expect(subjectOf("Kan julle ons help met salarisse?", "af").split(/\s+/).filter(Boolean)).toEqual([
      "can",
      "you",
      "help",
      "payroll?",
    ]);
  });

  it("asks as an English question asks: where the company is, how fast it responds", () => {
    expect(offlineAnswer("Waar is julle geleë?").links[0]).toBe("/contact");
    expect(offlineAnswer("Hoe vinnig reageer julle op 'n insident?").links[0]).toMatch(
      /^\/services\/incident-response#/,
    );
  });

  it("asks what an English question of the same kind asks: a price is answered by how the company quotes", () => {
    const answer = offlineAnswer("Hoeveel kos 'n penetrasietoets?");
    expect(answer.reply).toMatch(/custom quote/);
    expect(answer.links[0]).toBe("/services/vapt");
  });

  it("answers from the service page, not the family's overview, saying it answers in English", () => {
    for (const message of ["Kan julle ons help met salarisse?", "Ningasisiza nge payroll yabasebenzi bethu?"]) {
      const answer = offlineAnswer(message);
      expect(answer.reply).toMatch(/I reply in English/);
      expect(answer.links[0]).toMatch(/^\/hr-solutions\/payroll-management/);
    }
  });
});

describe("how a question in Afrikaans or isiZulu asks, said as English asks it", () => {
  const english = (message: string, language: Exclude<Language, "other">) =>
    subjectOf(message, language)
      .replace(/\s+/g, " ")
      .replace(/ (?=\?)/, "")
      .trim();

  it.each([
    ["Hoe gou kan julle antwoord?", "af", "how soon can you reply answer?", ["speed"]],
    ["Hoe lank neem 'n oudit?", "af", "how long audit?", ["duration"]],
    ["Hoeveel kos dit per maand?", "af", "how much cost per month?", ["cost"]],
    ["Hoeveel kliënte het julle?", "af", "how many clients do you have?", ["count"]],
    ["Waar is julle kantoor?", "af", "where is you office?", ["facts"]],
    ["Ihhovisi lenu likuphi?", "zu", "office your where?", ["facts"]],
    ["Kubiza malini?", "zu", "how much does it cost?", ["cost"]],
    ["Kuthatha isikhathi esingakanani?", "zu", "how long does it take?", ["duration"]],
    ["Ngingathola nini impendulo?", "zu", "can get when reply answer?", []],
  ] as const)("%s is asked in English as %j", (message, language, asked, types) => {
    expect(english(message, language)).toBe(asked);
    expect(questionTypesOf(asked)).toEqual(types);
  });

  it("puts the question to the company with 'you' and 'your', and speaks of the visitor's own with 'our'", () => {
    for (const [message, language] of [
      ["Bied julle opleiding aan?", "af"],
      ["Het jy 'n noodlyn?", "af"],
      ["Ninikeza ukuqeqeshwa?", "zu"],
      ["Izinsiza zenu zibiza malini?", "zu"],
    ] as const)
      expect(toTheCompany.test(english(message, language)), message).toBe(true);
    expect(english("Bied julle opleiding aan?", "af")).toBe("do you offer training?");
    const ours = english("Amaphasiwedi ethu ebhange lethu", "zu");
    expect(ofTheVisitor.test(ours) && theVisitorsOwn.test(ours)).toBe(true);
  });

  it("says Afrikaans 'ons' as 'our' before a noun, and leaves it out where it is 'we' or 'us'", () => {
    expect(english("Ons soek hulp met ons wagwoorde", "af")).toBe("looking help our passwords");
    expect(english("Kan julle ons help?", "af")).toBe("can you help?");
  });

  it("drops isiZulu words the glossary does not know, keeping English words and names typed in the message", () => {
    expect(english("Niyakwazi ukusiza nge-Microsoft 365 ne-iCloud?", "zu")).toBe("can you help Microsoft 365 iCloud?");
    expect(english("Sinenkinga ngeziphazamiso zenethiwekhi ye-Wi-Fi", "zu")).toBe("network Wi-Fi");
  });

  it("answers what the question asks: how soon the company replies, whether a first meeting costs", () => {
    for (const message of ["Hoe gou antwoord julle op 'n navraag?", "Ngingathola nini impendulo?"]) {
      const answer = offlineAnswer(message);
      expect(answer.reply, message).toMatch(/within 24 hours/);
      expect(answer.links[0], message).toBe("/contact");
    }
    expect(offlineAnswer("Ngifuna umhlangano nani").reply).toMatch(/consultation is free/);
  });
});

describe("an Afrikaans compound of two glossary words (holdout kinds)", () => {
  it("means both words, and a server 'gekraak' is an emergency", () => {
    expect(offlineAnswer("Ons kliniek soek 'n stelsel vir pasiëntrekords. Wat bied julle?").links[0]).toMatch(
      /^\/healthcare\/electronic-medical-records/,
    );
    expect(classify("Iemand het ons bediener gekraak, help asseblief!").urgent).toBe(true);
  });
});
