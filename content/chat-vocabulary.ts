/**
 * The word data retrieval runs on, kept apart from the code that uses it. Written from English,
 * from the consultancy's domain and from the content model, never from a question anyone asked:
 * stop words (no meaning for search), request words (how any enquiry is phrased), domain
 * equivalences, the question types and the section kinds that answer them, and the words that ask
 * for what answers only when asked about (legal text). knowledge.ts and retrieve.ts
 * read them (the index and the query go through the same terms).
 */
import { company } from "./company.ts";
import type { Section } from "./schema.ts";

const list = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** English function words, contractions and chat fillers. */
export const stopWords = list(`
  a about above after again against all also am an and any anyone anything are as at be because been before
  being below between both but by can cannot could did do does doing done down during each either else etc ever
  every few for from further get gets getting got had has have having he her here hers herself him himself his how
  however i if in into is it its itself just let like me might mine more most much must my myself no nor not now of
  off oh ok okay on once only or other others our ours ourselves out over own per please pls really same she should
  so some someone something such than that the their theirs them themselves then there these they this those
  through to too under until up upon us very was we were what whats when which while who whom whose why will
  with within without would yes yet you your yours yourself yourselves hi hello hey thanks thank
  im ive weve youre youd youll youve itll thats theres theyre dont doesnt didnt isnt arent cant
  wont wouldnt couldnt shouldnt lets u ur r y wat pls plz thx abt
`);

/**
 * Words every enquiry uses whatever it is about ("do you offer", "can you help us with", "we are
 * looking for a company that..."). They still rank, but coverage, which asks whether the site
 * speaks to the question, does not count them. Some ("fast", "long") also say what kind of answer
 * is wanted: they are question types too, below.
 */
export const requestWords = list(`
  ${company.shortName.toLowerCase()}
  able actually anybody ask asking available bit business can company companies currently do does exactly find
  give guys help helps info information kind know looking lot lots make manage mean need needs offer offered offers
  offering organisation organization possible provide provides providing question quick quickly right say sell
  service services solution solutions something sort still stuff sure tell thing things use using want wants way
  ways work works wonder wondering roughly approximately also
  check checking look looking see sort set setup put move moved moving go going come coming get got keep take
  send fill pop run running happen happens start started everything anything whole full big small many much
  old new good best better fast faster fastest quick last next year years month months week weeks day days
  today tomorrow yesterday ago time times soon later long first one ones thing whether worried sure
  cool great nice awesome perfect brilliant lovely fine
  top highest lowest cheapest priciest fullest biggest smallest least
`);

/**
 * Domain equivalences: an abbreviation or everyday name on the left, the words pages use for it on
 * the right. Applied to the index and the query alike, by stem ("pentests" is "pentest"), so either
 * spelling finds the other.
 */
export const equivalences: Readonly<Record<string, string>> = {
  pen: "penetration",
  pentest: "penetration test",
  vapt: "vulnerability assessment penetration test",
  mfa: "multi factor authentication",
  "2fa": "two factor authentication",
  sso: "single sign on",
  iam: "identity access management",
  pam: "privileged access management",
  soc: "security operations centre",
  siem: "security information event management",
  grc: "governance risk compliance",
  emr: "electronic medical record",
  ehr: "electronic health record",
  erp: "enterprise resource planning",
  hr: "human resources",
  ot: "operational technology",
  iot: "internet things",
  wifi: "wi fi wireless",
  telemedicine: "telehealth",
  cybersecurity: "cyber security",
  cyber: "cyber security",
  hacker: "attacker",
  chatbot: "chat assistant",
  app: "application",
  iphone: "ios",
  ipad: "ios",
  ai: "artificial intelligence",
  payslip: "payroll",
  timesheet: "time attendance",
  dispensary: "pharmacy dispensing",
  xray: "radiology imaging",
  centre: "center",
  respond: "response",
};

/** What a question asks for, whatever its subject: a kind of section holds it, or a company fact. */
export type QuestionType = "speed" | "duration" | "options" | "steps" | "included" | "cost" | "team" | "facts";

/**
 * The question types, each with the words that ask it and the section kinds of content/schema.ts
 * that carry its answer (tiers and alert levels carry response times; steps carry a process and
 * its timeline; a checklist what is included; certifications and figures the team). The question's
 * subject chooses the page; within it, the section of the kind its type asks for leads, so "how
 * quickly" is answered by the alert levels of the page the question's other words chose
 * (compose.ts). `facts`: the company facts answer it (contact details, the address, the response
 * time, the incident line). Written from the content model, not from questions.
 */
export const questionTypes: Readonly<
  Record<QuestionType, { words: ReadonlySet<string>; sections: readonly Section["kind"][]; facts?: boolean }>
> = {
  speed: {
    words: list("fast faster fastest quick quickly quicker soon speed turnaround minutes"),
    sections: ["tiers", "alerts"],
  },
  duration: { words: list("long duration timeline timelines timeframe weeks months"), sections: ["steps"] },
  options: {
    words: list("options option packages package tiers tier levels level plans plan difference compare choose"),
    sections: ["tiers", "alerts"],
  },
  steps: {
    words: list("steps step process stages phases methodology approach procedure onboarding"),
    sections: ["steps"],
  },
  included: {
    words: list("included include includes receive deliverables deliverable outputs outcomes scope"),
    sections: ["checklist"],
  },
  cost: {
    words: list("price prices pricing cost costs fee fees rate rates budget charge expensive cheap"),
    sections: ["tiers", "alerts"],
  },
  team: {
    words: list(
      "team staff consultants experts qualified qualifications credentials certified certifications experienced",
    ),
    sections: ["certifications", "stats"],
  },
  facts: {
    words: list("where address located location office offices phone telephone number call email mail hotline"),
    sections: [],
    facts: true,
  },
};

/**
 * Words that ask for one end of a range of tiers ("the cheapest plan", "the top tier"): the first
 * tier of the page's tiers section, or the last. Written from the tiers content model.
 */
export const tierEnds = {
  first: list("cheapest lowest basic entry smallest least"),
  last: list("top highest priciest premium fullest biggest"),
} as const;

/**
 * What each kind of section is, in the words a page uses for such a section whatever its heading
 * ("Our Response Process" is a process of steps): indexed with the section, never shown. Written
 * from the section kinds of content/schema.ts (the round-one words, unchanged). The question types
 * above are not indexed: they choose the section within the page the subject chose.
 */
export const sectionWords: Partial<Record<Section["kind"], string>> = {
  steps: "steps process stages phases methodology approach",
  tiers: "tiers levels plans packages options response times",
  alerts: "alert levels severity classification response times",
  checklist: "included includes scope checklist",
  integrations: "integrations integrates connects systems standards",
  lists: "types kinds options range",
  risks: "risks vulnerabilities categories",
  faq: "questions answers",
  stories: "examples case studies results",
  certifications: "certifications certified qualifications",
};

/**
 * Parts of the site that answer only when asked about: the legal text (the sections the footer's
 * legal links name, and those links). Its long text shares stray words with most questions; a
 * question must use one of these words for it to answer at all.
 */
export const onlyWhenAsked = {
  legal: list("privacy policy terms conditions legal disclaimer liability cookies popia"),
} as const;

export type AskedAbout = keyof typeof onlyWhenAsked;

/**
 * Afrikaans and isiZulu words for the domain's common subjects, each with the English word the
 * pages use, so that a question in either language finds its page (the reply is in English and
 * says so). Reviewed word by word; written from the two languages and the site's subjects, never
 * from a question. Only subject words: how a question is phrased is the language detector's
 * business (language.ts).
 */
export const glossary: Readonly<Record<string, string>> = {
  // Afrikaans
  sekuriteit: "security",
  kuberveiligheid: "cybersecurity",
  veiligheid: "security",
  rekenaar: "computer",
  rekenaars: "computers",
  netwerk: "network",
  stelsel: "system",
  stelsels: "systems",
  salaris: "payroll",
  salarisse: "payroll",
  betaalstaat: "payroll",
  werknemers: "employees",
  personeel: "staff",
  hospitaal: "hospital",
  pasiente: "patients",
  dokter: "doctor",
  gesondheid: "healthcare",
  opleiding: "training",
  wolk: "cloud",
  rugsteun: "backup",
  herstel: "recovery",
  prys: "price",
  pryse: "price",
  kantoor: "office",
  adres: "address",
  telefoon: "phone",
  dienste: "services",
  kuberaanval: "attack",
  toets: "test",
  toetse: "tests",
  apteek: "pharmacy",
  webwerf: "website",
  webtuiste: "website",
  inligting: "information",
  beskerm: "protect",
  kos: "cost",
  koste: "cost",
  kwotasie: "quote",
  penetrasie: "penetration",
  hospitale: "hospitals",
  kliniek: "clinic",
  klinieke: "clinics",
  wagwoord: "password",
  wagwoorde: "passwords",
  voorval: "incident",
  losprysware: "ransomware",
  werwing: "recruitment",
  verlof: "leave",
  betaalstrokies: "payslips",
  bel: "call",
  // isiZulu
  ukuphepha: "security",
  ukuvikela: "protection",
  ikhompyutha: "computer",
  amakhompyutha: "computers",
  inethiwekhi: "network",
  uhlelo: "system",
  izinhlelo: "systems",
  iholo: "payroll",
  amaholo: "payroll",
  abasebenzi: "employees",
  isibhedlela: "hospital",
  iziguli: "patients",
  udokotela: "doctor",
  impilo: "health",
  ukuqeqeshwa: "training",
  imali: "price",
  izindleko: "cost",
  ihhovisi: "office",
  ikheli: "address",
  ucingo: "phone",
  izinsiza: "services",
  ikhemisi: "pharmacy",
  iwebhusayithi: "website",
  iphasiwedi: "password",
  ukuqasha: "recruitment",
  ikliniki: "clinic",
  amakliniki: "clinics",
};

/**
 * The words that mark a message as Afrikaans or isiZulu (worker/chat/language.ts): a reviewed list,
 * written from the languages, not from any question, of words English does not use.
 */
/** Afrikaans pronouns, articles, particles, question words, auxiliaries and common verbs and nouns. */
const afrikaans = list(`
  ek jy julle ons hulle hy sy haar hom jou die n nie het vir wat hoe waar wanneer hoekom hoeveel watter kan
  sal moet wil gaan doen maak kry soek benodig asseblief asb dankie baie goed ook nog maar dit daar hier een
  nuwe meer sonder oor tot uit om te geen iets niks iemand graag dienste diens maatskappy kantoor kos prys pryse
  betaal werk mense besigheid gehack gekap aangeval sekuriteit rekenaar stelsel stelsels salarisse salaris
  werknemers hospitaal pasiente dokter adres telefoon nommer skakel kontak goeie more middag naand totsiens hallo
  aan bied bestuur opleiding personeel inligting beskerm apteek webwerf webtuiste
`);

/** isiZulu question words, conjunctions, pronouns, greetings and common verbs and nouns. */
const isiZulu = list(`
  ngiyabonga siyabonga ngicela sicela ngifuna sifuna ngingathola singathola ningakwazi ningasiza ningangisiza ningisiza
  nge nga ngo kwa
  ningisize nisisize siza usizo ukusiza kanjani yini kuphi ngubani nini kungani futhi kodwa noma uma ukuthi ngoba
  kakhulu kahle lapho manje yebo cha mina wena thina nina bona lokhu lesi leli kule ukuze ukuba sawubona
  sanibonani unjani ninjani umsebenzi inkampani imali izindleko malini ihhovisi ikheli ucingo inombolo ibhizinisi
  abasebenzi isibhedlela iziguli udokotela uhlelo izinhlelo ukuphepha ukuvikela
`);

export const languageMarkers = { af: afrikaans, zu: isiZulu } as const;
