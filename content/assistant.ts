/**
 * What the chat assistant says about the company itself: one entry per intent (contact details,
 * location, pricing, a breach in progress...), each with its topic words and a reply written from
 * company facts. The Worker indexes each intent as a passage beside the pages' (its topic words
 * are searched, its reply is the text); the browser's keyword responder reads the `keywords` of
 * the few intents it knows. The assistant's own lines (greetings, scope, refusals, not found) are
 * here too; those that must not bring up the chat's contact form avoid its words (contact, quote,
 * pricing, reach, "connect you with our team").
 */
import { company, formatAddress } from "./company.ts";
import { factText } from "./fact-tokens.ts";
import about from "./pages/about.ts";

export interface AssistantIntent {
  id: string;
  /** What the intent is about, as topic words written from the domain: searched, never shown. */
  topics: string;
  /** Single words or short phrases that on their own signal the intent (the browser's responder). */
  keywords?: readonly string[];
  reply: string;
  /** The page the reply links. */
  page?: string;
  /** Greetings, thanks and goodbyes: no link and no offer of the team. */
  conversational?: boolean;
  /** The reply says the site does not cover what was asked. */
  notCovered?: boolean;
  /**
   * The reply is for an incident in progress only, which the scope step recognises: it is not
   * searched, so a question about incidents in general is answered from the incident response page.
   */
  urgentOnly?: boolean;
  /**
   * The reply answers only a question asked of the company itself (`ofTheCompanyItself` of content/chat-scope.ts):
   * the company's office hours are not another place's ("is a chemist open on Sunday?").
   */
  askedOfCompany?: boolean;
}

const responseTime = company.responseTime.toLowerCase();

// The about page's team figures and certifications, quoted as the page file words them.
const mission = about.sections.find((section) => section.id === "mission");
const certifications = about.sections.find((section) => section.id === "certifications");
const teamFigures = (mission && "stats" in mission && mission.stats) || [];
const certificationNames = ((certifications && "items" in certifications && certifications.items) || [])
  .map((item) => ("name" in item ? item.name : ""))
  .join(", ");
export const teamOffer = "Would you like me to connect you with our team?";

export const assistantIntents: readonly AssistantIntent[] = [
  {
    id: "contact",
    topics:
      "email address phone number telephone call contact details get in touch reach speak to someone person human",
    keywords: [
      "contact",
      "email",
      "e-mail",
      "phone",
      "telephone",
      "call",
      "number",
      "cell",
      "whatsapp",
      "reach",
      "speak",
      "get in touch",
    ],
    reply: `You can email us at ${company.email} or call ${company.phone}. We reply ${responseTime}, and you can also send a message from our [contact page](/contact).`,
    page: "/contact",
  },
  {
    id: "location",
    topics: "office address where based located location visit directions map premises on site travel come to you",
    keywords: [
      "where",
      "location",
      "located",
      "address",
      "office",
      "offices",
      "based",
      "directions",
      "visit",
      "situated",
    ],
    reply: `We have one office, in ${company.city}, ${company.country}, at ${formatAddress()}, and our consultants come to you on site when a workshop or incident calls for it. Please get in touch before visiting so the right consultant is available to meet you; the map is on our [contact page](/contact).`,
    page: "/contact",
  },
  {
    id: "pricing",
    topics: "price cost fee rate quote quotation budget how much charge expensive",
    keywords: [
      "price",
      "prices",
      "pricing",
      "cost",
      "costs",
      "quote",
      "quotation",
      "fee",
      "fees",
      "rate",
      "rates",
      "budget",
      "how much",
      "charge",
      "expensive",
      "cheap",
      "affordable",
    ],
    reply: `Every engagement is scoped to your needs, so we prepare a custom quote rather than publishing fixed prices. ${factText("{consultationIsFree:sentence}")}: we discuss your goals and risks, then send you a tailored proposal with no obligation. ${teamOffer}`,
    page: "/contact",
  },
  {
    id: "free-consultation",
    topics: "free first consultation meeting initial charge",
    reply: `Yes, ${company.consultation.claim}: we discuss your needs, answer your questions and recommend next steps before you commit to anything.`,
    page: "/contact",
  },
  {
    id: "response-time",
    topics: "how soon reply answer respond enquiry contact form hear back response time",
    reply: `We reply to every enquiry ${responseTime}, and ${company.consultation.claim}.`,
    page: "/contact",
  },
  {
    id: "overview",
    topics: "what your company does services products overview about",
    reply: `${company.shortName} is ${company.description.charAt(0).toLowerCase()}${company.description.slice(1)} See our [cybersecurity services](/services), [${company.hrBrand} HR and payroll software](/hr-solutions) and [healthcare technology](/healthcare-solutions).`,
    page: "/",
  },
  {
    id: "what-to-expect",
    topics: "next steps after enquiry contact form sent process getting started engagement begins",
    reply: `A consultant replies ${responseTime}, then the ${company.consultation.initialOffer} covers your goals and risks, followed by a tailored proposal with clear scope, timelines and deliverables, and clear next steps with no obligation to proceed.`,
    page: "/contact",
  },
  {
    id: "aftercare",
    topics:
      "support after go-live once live launch development project finished delivered maintenance updates ongoing technical support training handover",
    reply:
      "Yes. After go-live we provide ongoing maintenance, updates and 24/7 technical support, and we train your team so they can run the solution with confidence.",
    page: "/contact",
  },
  {
    id: "company-size",
    topics: "small medium sme business startup size large corporate enterprise government minimum client size",
    reply:
      "Yes. We support organisations of all sizes, from growing businesses to large enterprises and government departments, and scope every engagement to your size, budget and internal capacity.",
    page: "/contact",
  },
  {
    id: "team-size",
    topics: "team size how many people staff consultants experts projects completed",
    reply: factText(
      `Our team counts ${teamFigures.map((stat) => `${stat.value} ${stat.label.toLowerCase()}`).join(", with ")}. ${certifications?.intro ?? ""}`,
    ),
    page: "/about",
  },
  {
    id: "agreement",
    topics: "contract written agreement terms of engagement scope signed confidentiality non-disclosure nda",
    reply:
      "Every engagement is governed by a written agreement signed by both parties, which sets out the scope, deliverables, fees, confidentiality and responsibilities.",
    page: "/contact",
  },
  {
    id: "office-hours",
    topics: "hours opening hours open closing times weekdays weekends saturdays sundays public holidays",
    reply: `The site doesn't mention office hours. We reply to enquiries ${responseTime}, and our incident response line answers 24/7 on ${company.emergencyPhone}. ${teamOffer}`,
    page: "/contact",
    notCovered: true,
    askedOfCompany: true,
  },
  {
    id: "breach",
    topics: "hacked breach ransomware attack intruder compromised incident emergency defaced",
    reply: `If you are dealing with an active security incident, call our 24/7 incident response line on ${company.emergencyPhone} or email ${company.emergencyEmail} now.`,
    page: "/services/incident-response",
    urgentOnly: true,
  },
  {
    id: "privacy",
    topics:
      "privacy personal information popia cookies tracking data protection delete my details contact form details shared access chat messages stored",
    reply: `We process personal information in line with POPIA: your details are used only to respond to your enquiry, stored securely and never sold or shared for marketing. Questions asked in this chat are kept for ${company.chatRecordDays} days, with contact details and numbers removed, to improve the answers. To see, correct or delete what we hold about you, email ${company.email}. This website uses no advertising or cross-site tracking cookies.`,
    page: "/about",
  },
  {
    id: "own-certification",
    topics: "itself certified accredited iso 27001",
    reply: `The site doesn't mention a certification held by ${company.shortName} as a company; it lists the certifications our consultants hold: ${certificationNames}. ${teamOffer}`,
    page: "/about",
    notCovered: true,
  },
  {
    id: "commercial-terms",
    topics:
      "commercial terms discount discounts payment terms deposit instalments upfront invoicing minimum contract term length notice period cancellation renewal penalty",
    reply: `The site doesn't mention commercial terms such as discounts, payment terms or contract length: they are agreed with you in each proposal. ${teamOffer}`,
    notCovered: true,
  },
  {
    id: "careers",
    topics: "jobs careers vacancies hiring apply internship employment",
    reply: `The site doesn't mention job openings at ${company.shortName}. If you'd like to ask the team directly, email ${company.email}.`,
    notCovered: true,
  },
];

/**
 * Greetings, thanks and goodbyes, in English and the languages South African visitors greet in:
 * the Worker's scope step and the browser's keyword responder read these words. Their replies
 * link nothing and avoid the words that bring up the contact form.
 */
export const socialIntents: readonly AssistantIntent[] = [
  {
    id: "greeting",
    topics: "",
    keywords: [
      "hi",
      "hello",
      "hey",
      "hiya",
      "howzit",
      "greetings",
      "good morning",
      "good afternoon",
      "good evening",
      "good day",
      "sawubona",
      "sanibonani",
      "molo",
      "molweni",
      "dumela",
      "dumelang",
      "lotjhani",
      "avuxeni",
      "ndaa",
      "hallo",
      "goeie more",
      "goeie middag",
      "goeie naand",
    ],
    reply: `Hello! Welcome to ${company.name}. I can tell you about our cybersecurity services, ${company.hrBrand} HR and payroll software, healthcare technology and more. How can I help you today?`,
    conversational: true,
  },
  {
    id: "thanks",
    topics: "",
    keywords: [
      "thanks",
      "thank you",
      "thx",
      "cheers",
      "dankie",
      "baie dankie",
      "ngiyabonga",
      "siyabonga",
      "enkosi",
      "ke a leboga",
      "ke a leboha",
    ],
    reply: "You're welcome! Ask me anything else about our services whenever you like.",
    conversational: true,
  },
  {
    id: "goodbye",
    topics: "",
    keywords: ["bye", "goodbye", "see you", "totsiens", "sala kahle", "hamba kahle", "sala gashle"],
    reply: "Goodbye, and thanks for visiting! Come back any time you have a question about our services.",
    conversational: true,
  },
];

/** The assistant's own lines: scope, refusals, not found, and answering in English. */
export const assistantLines = {
  /** A message outside what the assistant covers: one sentence, then links to the three families. */
  offTopic: `I can only help with questions about ${company.name}: our cybersecurity, HR and payroll, healthcare, cloud and AI services, and how we work.`,
  /** A message that asks for the assistant's instructions, other people's data or harmful help, or tries to change its role. */
  refusal: "I can't help with that: I can only answer questions about our services and how we work.",
  /** Rude or unhappy feedback: an apology and a way forward. */
  sorry:
    "Sorry that wasn't helpful. Try asking about one service at a time, such as penetration testing, payroll or patient records, and I'll point you to the right page.",
  /** Abuse of the company ("you lot are crooks"): civil, what the visitor can check, and no offer of the team. */
  distrust:
    "I'm sorry you've had that experience. Every engagement is scoped in a written proposal before anything is agreed, and each service page sets out what you receive; ask me about any of them.",
  /** The site does not cover the question: said once, without guessing, then the team. */
  notFound: "Our site doesn't cover that, so I can't answer it reliably here.",
  teamOffer,
  /** A message in Afrikaans or isiZulu: answered in English, saying so in the visitor's language first. */
  english: {
    af: "Ek antwoord in Engels. I reply in English:",
    zu: "Ngizophendula ngesiNgisi. I reply in English:",
    /** Any other language: one line in English, then the closest the site has. */
    other: "I can only reply in English; this is the closest our site comes to your question.",
  },
  /** Beside the English line when nothing on the site matched: what the assistant can talk about. */
  whatICover: `I can tell you about our cybersecurity services, ${company.hrBrand} HR and payroll software and healthcare technology.`,
  /** A yes to the offer to connect the visitor with the team: the contact form opens below it. */
  connecting: `Of course, I'll connect you with our team: leave your name, email and phone below and we will reply ${company.responseTime.toLowerCase()}.`,
  /** Before the second page of a two-part question. */
  also: "On your other question:",
} as const;

export function findIntent(id: string): AssistantIntent | undefined {
  return [...assistantIntents, ...socialIntents].find((intent) => intent.id === id);
}
