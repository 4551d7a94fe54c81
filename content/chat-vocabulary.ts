/**
 * The word data retrieval runs on, kept apart from the code that uses it. Written from English,
 * from the consultancy's domain and from the content model, never from a question anyone asked:
 * stop words (no meaning for search), request words (how any enquiry is phrased), domain
 * equivalences, the question types and the section kinds that answer them, and the words that ask
 * for what answers only when asked about (legal text). knowledge.ts and retrieve.ts
 * read them (the index and the query go through the same terms).
 */
import irregularVerbs from "english-verbs-irregular/dist/verbs.json" with { type: "json" };
import { company } from "./company.ts";
import type { Section } from "./schema.ts";

const list = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** Entries looked up by a visitor's word, with no inherited properties: "constructor" is no entry. */
const dictionary = (entries: Record<string, string>): Readonly<Record<string, string>> =>
  Object.assign(Object.create(null) as Record<string, string>, entries);

/** English function words, contractions, chat fillers and hedges ("we think", "maybe"): how sure, not what about. */
export const stopWords = list(`
  a about above after again against all also am an and any anyone anything are as at be because been before
  being below between both but by can cannot could did do does doing done down during each either else etc ever
  every few for from further get gets getting got had has have having he her here hers herself him himself his how
  however i if in into is it its itself just let like me might mine more most much must my myself no nor not now of
  off oh ok okay on once only or other others our ours ourselves out over own per please pls really same she should
  so some someone something such than that the their theirs them themselves then there these they this those
  through to too under until up upon us very was we were what whats when where which while who whom whose why will
  with within without would yes yet you your yours yourself yourselves hi hello hey thanks thank
  im ive weve youre youd youll youve itll thats theres theyre dont doesnt didnt isnt arent cant
  wont wouldnt couldnt shouldnt lets u ur r y wat pls plz thx abt
  explain describe define even instead rather think thinks thinking believe guess maybe perhaps already
  january february march april june july august september october november december
`);

/**
 * English irregular verb forms as their verb ("sold" as "sell", "left" as "leave"): a visitor tells
 * what happened in the past tense, a page says what it does in the present, and the stemmer cannot
 * join the two. From RosaeNLG's list of English irregular verbs; a form that is a verb of its own
 * ("lay", "saw") stays itself.
 */
export const irregularForms = dictionary(
  Object.fromEntries(
    Object.entries(irregularVerbs as Record<string, string[][]>).flatMap(([verb, forms]) =>
      forms.flat().flatMap((form) => (form in irregularVerbs ? [] : [[form, verb]])),
    ),
  ),
);

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
  ways work works wonder wondering roughly approximately also experience
  check checking look looking see sort set setup put move moved moving go going come coming get got keep take
  send fill pop run running happen happens start started everything anything whole full many much
  old new good best better fast faster fastest quick last next year years month months week weeks day days
  today tomorrow yesterday ago time times soon later long first one ones thing whether worried sure
  cool great nice awesome perfect brilliant lovely fine
  top highest lowest cheapest priciest fullest biggest smallest least
  worked asked helped looked used offered wanted needed started happened checked provided done
  mostly usually normally typically generally basically honestly literally probably definitely really
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
  mdr: "managed detection response",
  edr: "endpoint detection response",
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
  dr: "disaster recovery",
  db: "database",
  oci: "oracle cloud infrastructure",
  prem: "premises",
  virus: "malware",
  gratis: "free",
  app: "application",
  demo: "demonstration",
  iphone: "ios",
  ipad: "ios",
  ai: "artificial intelligence",
  payslip: "payroll",
  timesheet: "time attendance",
  dispensary: "pharmacy dispensing",
  xray: "radiology imaging",
  respond: "response",
};

/** What a question asks for, whatever its subject: a kind of section holds it, or a company fact. */
export type QuestionType =
  "speed" | "duration" | "options" | "steps" | "included" | "cost" | "team" | "count" | "facts";

/**
 * The question types, each with the words that ask it and the section kinds of content/schema.ts
 * that carry its answer (tiers and alert levels carry response times; steps carry a process and
 * its timeline; a checklist what is included; certifications and figures the team). The question's
 * subject chooses the page; within it, the section of the kind its type asks for leads, so "how
 * quickly" is answered by the alert levels of the page the question's other words chose
 * (compose.ts). `facts`: the company facts answer it (contact details, the address, the response
 * time, the incident line); `figures`: a page's headline figures (a count of clients answers "how
 * many"). Written from the content model, not from questions.
 */
export const questionTypes: Readonly<
  Record<
    QuestionType,
    { words: ReadonlySet<string>; sections: readonly Section["kind"][]; facts?: boolean; figures?: boolean }
  >
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
  count: { words: list("many"), sections: ["stats"], figures: true },
  facts: {
    words: list("address located location office offices phone telephone number call email mail hotline"),
    sections: [],
    facts: true,
  },
};

/**
 * Words that ask for one end of a range of tiers ("the cheapest plan", "the top tier"): the first
 * tier of the page's tiers section, or the last; or for the one between them ("the middle one"). Written from the tiers content model.
 */
export const tierEnds = {
  first: list("cheapest lowest basic entry smallest least"),
  last: list("top highest priciest premium fullest biggest"),
  middle: list("middle mid"),
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
 * Afrikaans words for the domain's common subjects, each with the English words the pages use, so
 * that a question in Afrikaans finds its page (the reply is in English and says so). Reviewed word
 * by word; written from the language and from the pages' own subjects (each service page, about and
 * contact), never from a question. Only subject words: how a question is phrased is the language
 * detector's business (language.ts). A compound finds its first or last word (knowledge.ts), so
 * "rugsteunstelsel" needs no entry of its own; plurals and forms the stemmer does not join have one.
 */
const afrikaansGlossary: Readonly<Record<string, string>> = {
  // How a question asks (the kind of answer it wants), said in English so it asks the same.
  vinnig: "fast",
  vinniger: "faster",
  lank: "long",
  waar: "where",
  gelee: "located",
  // What phishing is made of: a click on a fake message.
  klik: "click",
  vals: "fake",
  vervalste: "fake",
  // The company, contact and enquiries
  kantoor: "office",
  kantore: "offices",
  adres: "address",
  eposadres: "email address",
  ligging: "location",
  telefoon: "phone",
  selfoon: "phone mobile",
  foon: "phone",
  nommer: "number",
  bel: "call",
  skakel: "call",
  epos: "email",
  eposse: "email",
  // "e-pos" is two words to the tokenizer: "e" (ignored) and "pos".
  pos: "email",
  kontak: "contact",
  navraag: "enquiry",
  navrae: "enquiry",
  konsultasie: "consultation",
  reageer: "respond response",
  kwotasie: "quote",
  voorstel: "proposal",
  prys: "price",
  pryse: "price",
  kos: "cost",
  koste: "cost",
  tarief: "rates pricing",
  tariewe: "rates pricing",
  begroting: "budget",
  dienste: "services",
  kliente: "clients customers",
  kundiges: "experts",
  spesialiste: "specialists",
  konsultante: "consultants",
  sertifisering: "certifications certified",
  gesertifiseer: "certified",
  ervaring: "experience",
  missie: "mission",
  waardes: "values",
  privaatheid: "privacy",
  persoonlike: "personal",
  inligting: "information",
  besonderhede: "details",
  toestemming: "consent",
  sektor: "sector",
  regering: "government",
  owerheid: "government public",
  onderwys: "education",
  mynbou: "mining",
  myne: "mines mining",
  vervaardiging: "manufacturing",
  fabriek: "factories plants",
  banke: "banks banking",
  finansiele: "financial",
  finansies: "finance",
  // Cybersecurity
  sekuriteit: "security",
  kuberveiligheid: "cybersecurity",
  kubersekuriteit: "cybersecurity security",
  kuber: "cyber",
  veiligheid: "security",
  beveiliging: "security",
  beveilig: "secure",
  veilig: "safe secure",
  beskerm: "protect",
  beskerming: "protection",
  kuberaanval: "attack",
  aanval: "attack",
  aanvalle: "attacks",
  kraker: "attacker hacker",
  kubermisdaad: "cybercrimes criminals",
  misdadigers: "criminals",
  aangeval: "attacked attack",
  gehack: "hacked",
  gehak: "hacked",
  gekap: "hacked",
  inbraak: "breach",
  lek: "leak",
  datalek: "data leak breach",
  diefstal: "theft stolen",
  gesteel: "stolen",
  bedrog: "fraud",
  swendelary: "scam fraud",
  uitvissing: "phishing",
  wanware: "malware",
  virusse: "malware",
  losprysware: "ransomware",
  kwesbaarheid: "vulnerability",
  kwesbaarhede: "vulnerabilities",
  swakpunte: "weaknesses",
  risiko: "risk",
  bedreiging: "threat",
  wagwoord: "password",
  wagwoorde: "passwords",
  toegang: "access",
  toegangsbeheer: "access control",
  aanmelding: "sign log",
  identiteit: "identity",
  verifikasie: "verification authentication",
  magtiging: "authorisation",
  bevoorregte: "privileged",
  administrateur: "administrator admin",
  monitering: "monitoring",
  waarskuwing: "alert",
  waarskuwings: "alerts",
  oudit: "audit",
  nakoming: "compliance",
  voldoen: "comply compliance",
  regulasies: "regulations",
  wetgewing: "legislation",
  beleid: "policy policies",
  bestuur: "management",
  beheer: "control",
  kontroles: "controls",
  bewyse: "evidence",
  direksie: "board",
  verskaffers: "suppliers",
  verkopers: "vendors",
  derdeparty: "third party",
  kontrakteurs: "contractors",
  toepassing: "application app",
  toepassings: "applications apps",
  toep: "app",
  sagteware: "software",
  mobiele: "mobile",
  slimfoon: "phone mobile",
  webwerf: "website",
  webwerwe: "website",
  webtuiste: "website",
  aanlyn: "online",
  wolk: "cloud",
  bediener: "server",
  databasis: "database",
  rekenaar: "computer devices",
  rekenaars: "computers devices",
  netwerk: "network",
  netwerke: "networks",
  draadloos: "wireless",
  draadlose: "wireless",
  toestel: "device",
  toestelle: "devices",
  stelsel: "system",
  stelsels: "systems",
  kode: "code",
  bronkode: "source code",
  ontwikkelaars: "developers",
  toets: "test",
  toetse: "tests",
  toetsing: "testing",
  penetrasie: "penetration",
  voorval: "incident",
  insidente: "incidents",
  noodgeval: "emergency",
  noodlyn: "hotline",
  ondersoek: "investigation investigate",
  forensiese: "forensic",
  rugsteun: "backup",
  herstel: "recovery",
  rampherstel: "disaster recovery",
  opleiding: "training",
  bewustheid: "awareness",
  bewusmaking: "awareness",
  werkswinkel: "workshop",
  donker: "dark",
  enkripsie: "encryption",
  versleuteling: "encryption",
  industriele: "industrial",
  // People, HR and payroll
  werknemer: "employee",
  werknemers: "employees",
  werkers: "workers",
  personeel: "staff",
  salaris: "payroll",
  salarisse: "payroll",
  betaalstaat: "payroll",
  betaalstrokies: "payslips",
  salarisstrokie: "payslips",
  betaling: "payment",
  belasting: "tax",
  aftrekkings: "deductions",
  bonusse: "bonuses",
  oortyd: "overtime",
  verlof: "leave",
  vakansie: "leave holidays",
  afwesigheid: "absence absenteeism",
  bywoning: "attendance",
  tydregistrasie: "time attendance",
  klok: "clock",
  tydklok: "clock",
  teken: "sign",
  tydkaart: "timesheet",
  skof: "shift",
  skofte: "shifts",
  vingerafdruk: "fingerprint biometric",
  biometriese: "biometric",
  prestasie: "performance",
  beoordeling: "review reviews",
  evaluering: "review reviews",
  terugvoer: "feedback",
  doelwitte: "goals",
  werwing: "recruitment",
  aanstelling: "hiring hire",
  kandidaat: "candidate",
  kandidate: "candidates",
  aansoek: "applicant application",
  aansoeke: "applicants applications",
  onderhoude: "interview interviews",
  vakature: "vacancies",
  kontrak: "contract",
  dokumente: "documents",
  leers: "files",
  rekords: "records",
  aanboording: "onboarding",
  selfdiens: "self service",
  portaal: "portal",
  sigblad: "spreadsheets",
  sigblaaie: "spreadsheets",
  papier: "paper",
  // Healthcare
  gesondheid: "healthcare",
  gesondheidsorg: "healthcare",
  hospitaal: "hospital",
  hospitale: "hospitals",
  kliniek: "clinic",
  klinieke: "clinics",
  pasient: "patient",
  pasiente: "patients",
  dokter: "doctor",
  dokters: "doctor clinicians",
  verpleegsters: "nurses nursing",
  verpleging: "nursing",
  mediese: "medical",
  mediesefonds: "medical aid",
  eise: "claims",
  eis: "claim",
  rekening: "billing accounts",
  afspraak: "appointment booking",
  afsprake: "appointments bookings",
  bespreking: "booking",
  laboratorium: "laboratory lab",
  bloed: "blood",
  uitslae: "results",
  straal: "radiology imaging",
  radiologie: "radiology",
  skanderings: "scans imaging",
  voorskrif: "prescription",
  voorskrifte: "prescriptions",
  medisyne: "medicine medication",
  medikasie: "medication",
  apteek: "pharmacy",
  apteker: "pharmacist",
  voorraad: "stock inventory",
  behandeling: "treatment",
  sorgplan: "care plan",
  kroniese: "chronic",
  telegesondheid: "telehealth",
  afstand: "remote",
  opnames: "admissions",
  beddens: "beds",
  saal: "ward",
  teater: "theatre",
  ontslag: "discharge exit",
  wagtyd: "waiting",
  toue: "queues",
  klinikus: "clinician",
  aankope: "procurement purchasing",
  // Reports, AI and the systems' work
  verslag: "report",
  verslae: "reports",
  paneelbord: "dashboards",
  voorspellings: "predictions forecasts",
  kunsmatige: "ai",
  intelligensie: "intelligence",
  ki: "ai",
  ondersteuning: "support",
  implementering: "implementation",
  integrasie: "integration",
  migrasie: "migration",
  outomatisering: "automation",
};

/**
 * isiZulu words for the same subjects, as visitors write them: nouns with their class prefix (the
 * root after it is found with any other prefix, "yabasebenzi", "kwinethiwekhi"), verbs in their
 * "uku" form (the stem is found with any prefix and extension, "sihlaselwe"), and the loanwords in
 * common use ("ikhompyutha", "imeyili"). Reviewed word by word, written like the Afrikaans.
 */
const isiZuluGlossary: Readonly<Record<string, string>> = {
  // How a question asks, as for Afrikaans.
  malini: "price",
  kuphi: "where",
  ngokushesha: "fast",
  // The company, contact and enquiries
  ithimba: "team",
  uchwepheshe: "experts specialists",
  ihhovisi: "office",
  ikheli: "address",
  indawo: "location",
  ucingo: "phone",
  ifoni: "phone",
  iselula: "phone mobile",
  inombolo: "number",
  ukushayela: "call",
  imeyili: "email",
  ukuxhumana: "contact",
  ukubonisana: "consultation",
  mahhala: "free",
  ukuphendula: "reply response",
  isiphakamiso: "proposal",
  ikhotheshini: "quote",
  imali: "money",
  intengo: "price",
  izindleko: "cost",
  izinsiza: "services",
  imininingwane: "details information data",
  idatha: "data",
  ubumfihlo: "privacy",
  imvume: "consent",
  uhulumeni: "government",
  imfundo: "education",
  izimayini: "mines mining",
  ukukhiqiza: "manufacturing production",
  ibhange: "bank banking",
  // Cybersecurity
  ukuphepha: "security",
  ukuvikela: "protection",
  ukuvikeleka: "security secure",
  ukuhlasela: "attack",
  abahlaseli: "attackers",
  izigebengu: "criminals",
  ubusela: "theft stolen",
  ukweba: "stolen theft",
  ukukhwabanisa: "fraud",
  inkohliso: "scam fraud",
  ingozi: "risk",
  usongo: "threat",
  ubuthakathaka: "weaknesses vulnerability",
  iphasiwedi: "password",
  amaphasiwedi: "passwords",
  ukufinyelela: "access",
  ukuvuza: "leak",
  ukuqapha: "monitoring monitor",
  isexwayiso: "alert",
  ukuxwayisa: "alert warn",
  uphenyo: "investigation",
  ukuphenya: "investigate investigation",
  ukuhlola: "test testing assessment",
  ukubuyekeza: "review",
  ukucwaninga: "investigation audit",
  ukuthobela: "compliance comply",
  umthetho: "legislation act",
  imithetho: "rules regulations legislation",
  inqubomgomo: "policy policies",
  abahlinzeki: "suppliers providers",
  umhlinzeki: "supplier provider",
  abaphakeli: "suppliers",
  iwebhusayithi: "website",
  iwebhu: "web",
  ewebhusayithini: "website",
  inthanethi: "online internet",
  intanethi: "online internet",
  ifu: "cloud",
  efwini: "cloud",
  iseva: "server",
  ikhompyutha: "computer devices",
  ikhompiyutha: "computer devices",
  amakhompyutha: "computers devices",
  inethiwekhi: "network",
  enethiwekhini: "network",
  idivayisi: "device",
  uhlelo: "system",
  izinhlelo: "systems",
  isistimu: "system",
  amasistimu: "systems",
  ikhodi: "code",
  ukulungisa: "fix remediation",
  isigameko: "incident",
  ukuphuthuma: "emergency",
  ukubuyisela: "recovery recover",
  isipele: "backup",
  ukulondoloza: "backup",
  ukuqeqeshwa: "training",
  uqeqesho: "training",
  ukuqwashisa: "awareness",
  emnyama: "dark black",
  // People, HR and payroll
  abasebenzi: "workers",
  umsebenzi: "employee job",
  abaqashi: "employers",
  umqashi: "employer",
  ukuqasha: "recruitment",
  iholo: "payroll",
  amaholo: "payroll",
  ukuholela: "payroll pay",
  ukukhokha: "pay payment",
  inkokhelo: "payment",
  intela: "tax",
  ikhefu: "leave",
  ilivu: "leave",
  isikhathi: "time",
  amahora: "hours",
  ukuqopha: "capture record",
  ishifu: "shift",
  ukusayina: "sign",
  imigomo: "goals",
  umgomo: "goal",
  abafakizicelo: "applicants candidates",
  umfakisicelo: "applicant candidate",
  isicelo: "request application",
  izikhala: "vacancies",
  isikhala: "vacancy",
  inhlolokhono: "interview",
  inkontileka: "contract",
  isivumelwano: "agreement contract",
  amadokhumenti: "documents",
  ifayela: "files",
  amarekhodi: "records",
  ukuphatha: "management manage",
  abaphathi: "managers",
  ukuthuthukisa: "improvement development",
  // Healthcare
  ezempilo: "healthcare health",
  impilo: "health",
  ezokwelapha: "medical healthcare",
  umtholampilo: "clinic",
  imitholampilo: "clinics",
  ikliniki: "clinic",
  amakliniki: "clinics",
  isibhedlela: "hospital",
  iziguli: "patients",
  udokotela: "doctor",
  umhlengikazi: "nurses nursing",
  abahlengikazi: "nurses nursing",
  umuthi: "medicine medication",
  amaphilisi: "medicine medication",
  ikhemisi: "pharmacy",
  usokhemisi: "pharmacist",
  isitoko: "stock",
  ilabhorethri: "laboratory lab",
  ilebhu: "lab laboratory",
  igazi: "blood",
  eksireyi: "radiology imaging",
  imiphumela: "results",
  ukwelashwa: "treatment",
  ukwelapha: "treatment care",
  ukunakekela: "care",
  ukubhukha: "booking appointment",
};

/** Both languages' words, each with the English words the pages use (knowledge.ts reads it). */
export const glossary = dictionary({ ...afrikaansGlossary, ...isiZuluGlossary });

/**
 * How a question asks, in Afrikaans: its question words, the time and quantity it asks about, the
 * everyday verbs and nouns of an enquiry, and "julle", "jy", "u" (you: the company), each said as
 * English says it ("hoe gou" is "how soon", "het julle" "do you have"), so that the English
 * question types and the rules on whose question it is (content/chat-scope.ts) read them. Only the
 * question is rewritten (worker/chat/language.ts): these words are not indexed, nor sought inside
 * longer words. Written from the language, never from a question. Left out, as they would mislead:
 * "ons" but before a glossary noun, where it is "our": elsewhere it is "we" or "us", and English
 * reads each differently ("us" after "you" makes a question about the company, "we" alone asks for
 * a service, "our" keeps a question put to the company about the visitor's own things), so it stays
 * a dropped marker;
 * "wat" as "which" (it also joins a clause, "the service that"; "what" is a stop word either way);
 * "bespreek" (to book, and to discuss); "toe" (closed, then, to); "eers" (first, and only); "môre"
 * (tomorrow, but "more" once accents go); "besigheid", "maatskappy" (decision 19: as "business"
 * they led a subject's question to the contact page).
 */
/** The Afrikaans glossary's verbs and adverbs (or verbs as well as nouns): "ons kontak" is "we contact". */
const glossaryVerbs = list(`
  vinnig vinniger lank waar gelee klik bel skakel kontak reageer kos beveilig beskerm voldoen beheer toets herstel
  ondersoek lek
`);

const afrikaansAsking: Readonly<Record<string, string>> = {
  // Question words, and phrases read as English asks them.
  hoe: "how",
  "hoe lank": "how long",
  hoelank: "how long",
  "hoe gou": "how soon",
  "hoe spoedig": "how soon",
  "hoe vinnig": "how quickly",
  // "hoeveel" is "how much", "how many" before a thing counted.
  hoeveel: "how much",
  "hoeveel mense": "how many people",
  "hoeveel personeel": "how many staff",
  "hoeveel werknemers": "how many employees",
  "hoeveel konsultante": "how many consultants",
  "hoeveel kliente": "how many clients",
  "hoeveel projekte": "how many projects",
  "hoeveel jaar": "how many years",
  "hoeveel jare": "how many years",
  wat: "what",
  watse: "what",
  watter: "which",
  wanneer: "when",
  wie: "who",
  hoekom: "why",
  waarom: "why",
  // Put to the company: "do you", "can you", "your"; of the visitor's organisation: "our".
  "het julle": "do you have",
  "het u": "do you have",
  "het jy": "do you have",
  "doen julle": "do you",
  "doen u": "do you",
  "bied julle": "do you offer",
  "bied u": "do you offer",
  "werk julle": "do you work",
  julle: "you",
  jul: "your",
  jy: "you",
  jou: "your",
  u: "you",
  // "ons" is "our" before a noun of the glossary ("ons wagwoorde"); elsewhere "we" or "us", and dropped.
  ...Object.fromEntries(
    Object.entries(afrikaansGlossary)
      .filter(([word]) => !glossaryVerbs.has(word))
      .map(([word, meaning]) => [`ons ${word}`, `our ${meaning}`]),
  ),
  kan: "can",
  kon: "could",
  sal: "will",
  sou: "would",
  // Time and quantity
  eerste: "first",
  laaste: "last",
  gou: "soon",
  spoedig: "soon",
  dadelik: "immediately",
  vandag: "today",
  dag: "day",
  dae: "days",
  weke: "weeks",
  maand: "month",
  maande: "months",
  jaar: "year",
  jare: "years",
  uur: "hour",
  ure: "hours",
  naweek: "weekend",
  naweke: "weekends",
  oop: "open",
  verniet: "free",
  // Verbs of an enquiry
  betaal: "pay",
  kry: "get",
  ontvang: "receive",
  antwoord: "reply answer",
  benodig: "need",
  nodig: "need",
  soek: "looking",
  wil: "want",
  hulp: "help",
  bied: "offer",
  aanbied: "offer",
  verskaf: "provide",
  lewer: "provide",
  hanteer: "handle",
  doen: "do",
  gebruik: "use",
  kom: "come",
  besoek: "visit",
  praat: "speak",
  ontmoet: "meet",
  vergadering: "meeting",
  beskikbaar: "available",
  // Nouns of an enquiry
  vraag: "question",
  vrae: "questions",
  antwoorde: "answers",
  mense: "people",
  persoon: "person",
  iemand: "someone",
  klient: "client",
};

/** isiZulu possessive concords of "your" (plural and singular) and "our", one for each noun class: "izinsiza zenu", "ikheli lenu". */
const zuluPossessives = Object.fromEntries(
  ["", "w", "b", "y", "l", "s", "z", "lw", "kw"].flatMap((concord) => [
    [`${concord}enu`, "your"],
    [`${concord}akho`, "your"],
    [`${concord}ethu`, "our"],
  ]),
);

/**
 * The everyday verbs of an enquiry in the forms a question to the company uses: the stem with "uku"
 * (to), "ni-" (you, plural: the company), "si-" (we: the visitor's organisation), "ngi-" (I, left
 * unsaid), "-nga-" (can), "-ya-" and "-zo-" (will), ending "-a" or "-e" ("ningasiza" is "can you
 * help", "sidinga" "we need"). Stems the glossary has ("khokh", "phendul") are found there.
 */
const zuluVerbs = Object.fromEntries(
  Object.entries({
    thol: "get",
    fun: "want",
    ding: "need",
    siz: "help",
    nikez: "offer",
    hlinzek: "provide",
    sebenz: "work",
    sebenzis: "use",
    qal: "start",
    buz: "ask",
    tshel: "tell",
    thath: "take",
    vakashel: "visit",
    thint: "contact",
    khulum: "speak",
    vul: "open",
    val: "close",
  }).flatMap(([stem, meaning]) =>
    Object.entries({
      uku: "",
      ngi: "",
      ngiya: "",
      nginga: "can",
      ngizo: "will",
      ni: "you",
      niya: "you",
      ninga: "can you",
      nizo: "will you",
      si: "we",
      siya: "we",
      singa: "can we",
      sizo: "we will",
    }).flatMap(([prefix, subject]) =>
      ["a", "e"].map((end) => [`${prefix}${stem}${end}`, `${subject} ${meaning}`.trim()]),
    ),
  ),
);

/**
 * How a question asks, in isiZulu, as for Afrikaans. Its question words end the question
 * ("nisebenza kuphi?"); "-phi" asks where after "ku" ("likuphi", found by the glossary's "kuphi")
 * and which after a noun's concord ("iyiphi", "yiziphi"). Left out: "-ami" (my) and the verb
 * forms of "u-" (you, singular, but also he or she); "biza" (to cost, and to call) but for
 * "kubiza" (it costs); "izinyanga" (months, and traditional healers) and "isonto" (week, Sunday, church); "nina" (you, plural, but an
 * English name), as "thina" is not.
 */
const isiZuluAsking: Readonly<Record<string, string>> = {
  ...zuluPossessives,
  ...zuluVerbs,
  // Question words; phrases first.
  kanjani: "how",
  yini: "what",
  ngubani: "who",
  ubani: "who",
  obani: "who",
  nini: "when",
  kungani: "why",
  kangakanani: "how much",
  ngakanani: "how much",
  ingakanani: "how much",
  "isikhathi esingakanani": "how long",
  "kuthatha isikhathi esingakanani": "how long does it take",
  "kubiza malini": "how much does it cost",
  kubiza: "cost",
  zingaki: "how many",
  mangaki: "how many",
  bangaki: "how many",
  mingaki: "how many",
  emingaki: "how many",
  ezingaki: "how many",
  abangaki: "how many",
  iyiphi: "which",
  yiphi: "which",
  yiziphi: "which",
  yimaphi: "which",
  yisiphi: "which",
  yiluphi: "which",
  iziphi: "which",
  ziphi: "which",
  maphi: "which",
  siphi: "which",
  // Put to the company, and of the visitor's organisation.
  niyakwazi: "can you",
  ningakwazi: "can you",
  ningangisiza: "can you help",
  ningisiza: "can you help",
  ningisize: "help",
  nisisize: "help",
  ningasisiza: "can you help",
  ningenza: "can you do",
  ningakwenza: "can you do",
  niyakwenza: "do you do",
  niyenza: "do you do",
  nenza: "you do",
  ninikeza: "you offer",
  ninika: "you give",
  ninayo: "do you have",
  ninazo: "do you have",
  ninawo: "do you have",
  ninalo: "do you have",
  wena: "you",
  thina: "we",
  // Time and quantity
  okokuqala: "first",
  kuqala: "first",
  wokuqala: "first",
  yokuqala: "first",
  kokuqala: "first",
  lokuqala: "first",
  masinyane: "soon",
  namhlanje: "today",
  kusasa: "tomorrow",
  eside: "long",
  usuku: "day",
  izinsuku: "days",
  iviki: "week",
  amaviki: "weeks",
  inyanga: "month",
  ngenyanga: "month",
  unyaka: "year",
  iminyaka: "years",
  ihora: "hour",
  umzuzu: "minute",
  imizuzu: "minutes",
  impelasonto: "weekend",
  ngempelasonto: "weekend",
  // Nouns of an enquiry
  usizo: "help",
  siza: "help",
  umbuzo: "question",
  imibuzo: "questions",
  impendulo: "reply answer",
  izimpendulo: "answers",
  umuntu: "someone",
  nomuntu: "someone",
  abantu: "people",
  umhlangano: "meeting",
  ukwazi: "know",
};

/**
 * The words that mark a message as Afrikaans or isiZulu (worker/chat/language.ts): a reviewed list,
 * written from the languages, not from any question, of words English does not use, and each
 * language's glossary words.
 */
const markers = (text: string, subjects: Readonly<Record<string, string>>): ReadonlySet<string> =>
  new Set([...list(text), ...Object.keys(subjects)]);

/** Afrikaans pronouns, articles, particles, question words, auxiliaries, prepositions and common verbs. */
const afrikaans = markers(
  `
  ek jy julle jul ons hulle hy sy haar hom jou myne die n nie het vir wat watse hoe waar wanneer hoekom waarom
  waarvoor waarmee hoeveel hoelank lank watter wie kan kon sal sou moet moes wil wou mag mog wees gaan doen maak
  kry soek benodig nodig asseblief asb dankie baie goed ook nog maar dit dis daar hier een nuwe meer minder sonder
  oor tot uit om te geen iets niks alles iemand graag van met en op na aan se deur binne buite tussen volgens
  omdat sodat terwyl ja nee dalk seker reeds altyd nooit nou vandag elke ander hierdie daardie daai weet dink
  praat stuur skryf ontvang gebruik verskaf hanteer bied aanbied vind hou neem sien betaal werk mense goeie more
  middag naand goeiedag goeiemore totsiens hallo lekker hulp vraag vrae kyk laat moontlik verskil wys maatskappy
  maatskappye besigheid besighede onderneming organisasie diens eerste gou spoedig dadelik weke maand maande jaar
  jare naweek naweke laaste verniet antwoord antwoorde lewer besoek ontmoet vergadering beskikbaar persoon klient
  `,
  afrikaansGlossary,
);

/** isiZulu question words, conjunctions, pronouns, greetings, concords and common verbs, and how it asks. */
const isiZulu = markers(
  `
  ngiyabonga siyabonga ngicela sicela ngiyacela siyacela ngifuna sifuna ngiyafuna siyafuna ngidinga sidinga
  ngingathola singathola ningakwazi niyakwazi ngingakwazi singakwazi ningasiza ningangisiza ningisiza niyasiza
  ningisize nisisize siza usizo ukusiza nge nga kwa ngabe ingabe kungenzeka kuyenzeka kufanele kumele kanjani
  yini kuphi ngubani ubani nini kungani malini zingaki mangaki bangaki yiziphi yimaphi iyiphi yisiphi yiluphi
  kangakanani ingakanani ngakanani esingakanani kukhona ningenza ningakwenza niyakwenza nisiza ngisize sisize
  ningangitshela ngitshele sitshele ngiyafisa ngingathanda singathanda ngisebenza sisebenza ethu enu futhi kodwa
  noma ukuthi ngoba ngakho kanye kakhulu kahle lapho lapha khona manje namhlanje kusasa izolo masinyane
  ngokushesha yebo cha hhayi wena thina yena lokhu lokho lesi leli lezi laba kule ukuze ukuba sawubona
  sanibonani unjani ninjani kunjani ngiyaphila salani umsebenzi ninikeza ninika ninayo ninazo ninawo ninalo
  nenza niyenza nisebenza nisebenzisa sisebenzisa ngisebenzisa ngiyabuza ngibuze inkinga izinkinga sinenkinga
  yami yethu wethu bethu zethu lwethu kwethu yenu wami zami inkampani izinkampani ibhizinisi amabhizinisi ulwazi
  mayelana kini nathi
  `,
  { ...isiZuluGlossary, ...isiZuluAsking },
);

export const languageMarkers = { af: afrikaans, zu: isiZulu } as const;

/**
 * isiZulu noun and verb prefixes (its words end in a vowel), and possessives ("yabasebenzi",
 * "bethu"), also where their vowels merge (a + u is o, a + i is e: "yokuvikela", "ngezinhlelo").
 */
export const zuluWordShape =
  /^(?:(?:ngi|ngu|ni|si|uku|ama|aba|izi|isi|ubu|ku|nga|nge|ba|u|i)[a-z]{2,}[aiou]|(?:w|y|z|l|b|s|k|n|kw|lw|ng)(?:a(?:ba|ma|zi|si|bu|ku|u|i)|o(?:ku|bu)|e(?:zi|si|mi))[a-z]{2,}[aiou]|(?:w|y|z|l|b|s|kw|lw)(?:ethu|enu|ami|akho|akhe|abo))$/;

/** A vowel as typed with any accent ("kliënte" is "kliente"). */
const accented: Readonly<Record<string, string>> = {
  a: "[aáàâä]",
  e: "[eéèêë]",
  i: "[iíìîï]",
  o: "[oóòôö]",
  u: "[uúùûü]",
};

/** A message's phrases of a language's asking words, else its words, one at a time, whatever their accents. */
const phrasesOrWords = (asking: Readonly<Record<string, string>>) =>
  new RegExp(
    [
      ...Object.keys(asking)
        .filter((key) => key.includes(" "))
        .sort((a, b) => b.length - a.length)
        .map((phrase) => phrase.replace(/[aeiou]/g, (vowel) => accented[vowel] ?? vowel).replaceAll(" ", "\\s+"))
        .map((phrase) => `(?<!\\p{L})${phrase}(?!\\p{L})`),
      "[\\p{L}']+",
    ].join("|"),
    "giu",
  );

/**
 * How each language asks, as English asks it, for subjectOf (worker/chat/language.ts): its words and
 * phrases, the parts a message is read in, and which words are its own, dropped when they have no
 * English meaning: its markers, and in isiZulu every word of its shape, so that the English words
 * and names typed in an isiZulu message ("i-payroll", "iCloud") are what is searched.
 */
export const asking = {
  af: {
    words: dictionary(afrikaansAsking),
    parts: phrasesOrWords(afrikaansAsking),
    own: (word: string) => afrikaans.has(word),
  },
  zu: {
    words: dictionary(isiZuluAsking),
    parts: phrasesOrWords(isiZuluAsking),
    own: (word: string) => isiZulu.has(word) || zuluWordShape.test(word),
  },
} as const;

/**
 * A prefix before a loanword: isiZulu's ("i-payroll", "nge-app", "ye-Wi-Fi") and Afrikaans' "e-pos"
 * (email): grammar, not a word to search. A short first word of an English compound stays ("Wi-Fi").
 */
export const loanPrefix = /\b[a-z]{0,2}[aeiou]-(?=[a-z]{3}|[a-z]+-[a-z])/gi;
