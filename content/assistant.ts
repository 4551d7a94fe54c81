/**
 * What the chat assistant says about the company itself: one entry per intent (contact details,
 * location, pricing, a breach in progress, greetings...), each with the phrasings visitors use and
 * a reply written from company facts. The Worker's answerer picks an intent by retrieval over the
 * examples, weighed against the pages; the browser's keyword responder reads the `keywords` of the
 * few intents it knows. Replies to greetings, thanks and small talk avoid the words that bring up
 * the chat's contact form (contact, quote, pricing, reach, "connect you with our team").
 */
import { company, formatAddress } from "./company.ts";
import { factText } from "./fact-tokens.ts";
import about from "./pages/about.ts";

export interface AssistantIntent {
  id: string;
  /** How visitors ask: the retrieval examples (any language the site's visitors use). */
  examples: readonly string[];
  /** Single words or short phrases that on their own signal the intent (the browser's responder). */
  keywords?: readonly string[];
  reply: string;
  /** The page the reply links; its content may add detail the question asks for. */
  page?: string;
  /** Greetings, thanks and small talk: no link and no offer of the team. */
  conversational?: boolean;
  /** The reply says the site does not cover what was asked. */
  notCovered?: boolean;
}

const responseTime = company.responseTime.toLowerCase();

// The about page's team figures and certifications, quoted as the page file words them.
const mission = about.sections.find((section) => section.id === "mission");
const certifications = about.sections.find((section) => section.id === "certifications");
const teamFigures = (mission && "stats" in mission && mission.stats) || [];
export const teamOffer = "Would you like me to connect you with our team?";
/** Beside an answer to a visitor who names another city: where the team is and that it travels. */
export const elsewhereLine = `We are based in ${company.city}, and our consultants can be on site when a workshop or incident calls for it.`;

export const assistantIntents: readonly AssistantIntent[] = [
  {
    id: "contact",
    examples: [
      "what is your email address",
      "what is your phone number",
      "what number can I call to speak to someone",
      "how can I get in touch with you",
      "which email can I send documents to",
      "can I phone you",
      "contact details",
    ],
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
    examples: [
      "where is your office",
      "where are you based",
      "what is your street address",
      "what is your physical address",
      "where are you located",
      "can I visit your offices",
      "directions to your office for my gps",
      "do you have a branch office in another city",
    ],
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
    reply: `We are based in ${company.city}, ${company.country}, at ${formatAddress()}. Our consultants can be on site when a workshop or incident calls for it. Please get in touch before visiting so the right consultant is available to meet you; the map is on our [contact page](/contact).`,
    page: "/contact",
  },
  {
    id: "pricing",
    examples: [
      "how much does it cost",
      "what are your prices",
      "what do you charge per hour",
      "send me your price list",
      "can I get a quote",
      "what are your rates and fees",
      "is it expensive",
    ],
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
    examples: [
      "is the first consultation free",
      "is the first meeting free or do you bill for it",
      "do you charge for the initial consultation",
    ],
    reply: `Yes, ${company.consultation.claim}: we discuss your needs, answer your questions and recommend next steps before you commit to anything.`,
    page: "/contact",
  },
  {
    id: "response-time",
    examples: [
      "how long before somebody gets back to me",
      "how soon will we hear back from you",
      "how quickly do you reply to an enquiry",
      "when will you respond to my message",
    ],
    reply: `We reply to every enquiry ${responseTime}, and ${company.consultation.claim}.`,
    page: "/contact",
  },
  {
    id: "overview",
    examples: [
      "what does your company do",
      "what services do you offer",
      "what do you do",
      "what kind of work does meridian do",
      "what are your main services and products",
      "tell me about your company",
    ],
    reply: `${company.shortName} is ${company.description.charAt(0).toLowerCase()}${company.description.slice(1)} See our [cybersecurity services](/services), [${company.hrBrand} HR and payroll software](/hr-solutions) and [healthcare technology](/healthcare-solutions).`,
    page: "/",
  },
  {
    id: "what-to-expect",
    examples: [
      "what happens after I get in touch",
      "what are the next steps once I contact you",
      "what is the process after I submit the form",
      "how do we get started working with you",
      "what happens after I send my enquiry",
    ],
    reply: `A consultant replies ${responseTime}, then the ${company.consultation.initialOffer} covers your goals and risks, followed by a tailored proposal with clear scope, timelines and deliverables, and clear next steps with no obligation to proceed.`,
    page: "/contact",
  },
  {
    id: "aftercare",
    examples: [
      "do you offer support after go-live",
      "is there support after the project is delivered",
      "do you provide ongoing maintenance and technical support",
      "who supports us once the system is running",
      "will you abandon us after implementation",
      "are we left on our own once the system is live",
    ],
    reply:
      "Yes. After go-live we provide ongoing maintenance, updates and 24/7 technical support, and we train your team so they can run the solution with confidence.",
    page: "/contact",
  },
  {
    id: "company-size",
    examples: [
      "are we too small for you",
      "is there a minimum size for small businesses",
      "do you only serve large enterprises",
      "do you take on small clients or startups",
    ],
    reply:
      "Yes. We support organisations of all sizes, from growing businesses to large enterprises and government departments, and scope every engagement to your size, budget and internal capacity.",
    page: "/contact",
  },
  {
    id: "team-size",
    examples: [
      "how big is your team",
      "how many people work for you",
      "how many security experts do you have",
      "how many consultants are on your staff",
      "how many projects have you completed",
    ],
    reply: factText(
      `Our team counts ${teamFigures.map((stat) => `${stat.value} ${stat.label.toLowerCase()}`).join(", with ")}. ${certifications?.intro ?? ""}`,
    ),
    page: "/about",
  },
  {
    id: "agreement",
    examples: [
      "is there a contract before the engagement starts",
      "do we sign an agreement with you",
      "what are your terms of engagement",
      "is the scope agreed in writing",
    ],
    reply:
      "Every engagement is governed by a written agreement signed by both parties, which sets out the scope, deliverables, fees, confidentiality and responsibilities.",
    page: "/contact",
  },
  {
    id: "office-hours",
    examples: ["what are your office hours", "what time do you open", "are you open on weekends", "opening hours"],
    reply: `The site doesn't mention office hours. We reply to enquiries ${responseTime}, and our incident response line answers 24/7 on ${company.emergencyPhone}.`,
    page: "/contact",
    notCovered: true,
  },
  {
    id: "breach",
    examples: [
      "we have been hacked",
      "we've been hit by ransomware and our files are encrypted",
      "our server is being attacked right now",
      "someone got into our mailbox",
      "there is an intruder on our network right now",
      "we had a data breach",
      "our website was defaced by a hacker",
      "strange logins after someone clicked a phishing link",
      "urgent security emergency who do I call",
      "is there someone I can call at 2am for a security emergency",
      "ons is gehack help asseblief",
      "ransomware on our servers help",
    ],
    reply: `If you are dealing with an active security incident, call our 24/7 incident response line on ${company.emergencyPhone} or email ${company.emergencyEmail} now.`,
    page: "/services/incident-response",
  },
  {
    id: "privacy",
    examples: [
      "what happens to my personal information",
      "how do you protect my personal details",
      "delete the information you hold about me",
      "does this website track me with cookies",
      "privacy policy popia",
    ],
    reply: `We process personal information in line with POPIA: your details are used only to respond to your enquiry, stored securely and never sold or shared for marketing. To see, correct or delete what we hold about you, email ${company.email}. This website uses no advertising or cross-site tracking cookies.`,
    page: "/about",
  },
  {
    id: "own-certification",
    examples: [
      "is meridian itself iso certified as a company",
      "is your company iso 27001 certified",
      "is the company itself certified",
    ],
    reply: `The site doesn't mention a certification held by ${company.shortName} as a company. It lists the certifications our consultants hold:`,
    page: "/about",
    notCovered: true,
  },
  {
    id: "careers",
    examples: [
      "are you hiring",
      "can I apply for a job",
      "do you have vacancies",
      "careers at meridian",
      "internship opportunities",
    ],
    reply: `The site doesn't mention job openings at ${company.shortName}. If you'd like to ask the team directly, email ${company.email}.`,
    notCovered: true,
  },
  {
    id: "greeting",
    examples: [
      "hello",
      "hi there",
      "hey",
      "howzit",
      "good morning",
      "good afternoon",
      "good evening",
      "goeie more",
      "goeie middag",
      "hallo hoe gaan dit",
      "sawubona",
      "molo",
      "dumela rra",
      "dumela mma",
      "lotjhani",
      "avuxeni",
      "ndaa",
    ],
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
      "molo",
      "dumela",
      "hallo",
      "goeie more",
      "goeie middag",
    ],
    reply: `Hello! Welcome to ${company.name}. I can tell you about our cybersecurity services, ${company.hrBrand} HR and payroll software, healthcare technology and more. How can I help you today?`,
    conversational: true,
  },
  {
    id: "thanks",
    examples: [
      "thanks that's really helpful",
      "thank you",
      "baie dankie",
      "dankie",
      "ngiyabonga",
      "enkosi kakhulu",
      "ke a leboga",
      "ke a leboha",
      "cheers",
    ],
    reply: "You're welcome! Ask me anything else about our services whenever you like.",
    conversational: true,
  },
  {
    id: "goodbye",
    examples: ["bye", "goodbye", "ok thanks bye", "totsiens", "sala kahle", "hamba kahle", "see you"],
    reply: "Goodbye, and thanks for visiting! Come back any time you have a question about our services.",
    conversational: true,
  },
  {
    id: "frustration",
    examples: [
      "you are a useless stupid bot",
      "this bot is rubbish",
      "you are not helpful at all",
      "that answer is wrong",
    ],
    reply:
      "Sorry that wasn't helpful. Try asking about one service at a time, such as penetration testing, payroll or patient records, and I'll point you to the right page.",
    conversational: true,
  },
  {
    id: "small-talk",
    examples: [
      "will it rain tomorrow weather forecast",
      "tell me a joke",
      "who won the rugby game on saturday",
      "springbok score soccer cricket match",
      "recommend a good restaurant braai spot",
      "good place for lunch or coffee nearby",
      "what is 15% of 2400 calculate maths",
      "write me a poem or a story",
      "who is the president of south africa politics news",
      "how do I renew my driver's licence",
      "what's a good recipe for dinner",
    ],
    reply: `I can only help with questions about ${company.name}: our cybersecurity, HR and payroll, healthcare, cloud and AI services, and how we work. Ask me about any of those.`,
    conversational: true,
    notCovered: true,
  },
];

/**
 * Well-known products and standards the site never names, each with the nearest thing it does
 * cover. A question about one of them gets "the site doesn't mention it" and that page, rather
 * than a page that shares a word by chance or no page at all.
 */
export interface NearbyTopic {
  /** The names as visitors write them (matched as whole words, any case). */
  names: readonly string[];
  /** What the site covers instead, to follow "the nearest it covers is". */
  topic: string;
  page: string;
}

export const nearbyTopics: readonly NearbyTopic[] = [
  {
    names: [
      "Sage",
      "Sage 300",
      "Sage Pastel",
      "Pastel",
      "Xero",
      "SimplePay",
      "PaySpace",
      "VIP Payroll",
      "ADP",
      "Oracle HCM",
    ],
    topic: `the payroll, accounting and HR systems ${company.hrBrand} connects to`,
    page: "/hr-solutions",
  },
  {
    names: ["ISO 9001", "ISO 14001", "ISO 45001", "ISO 22301", "ISO 20000", "ISO/IEC 20000", "ISO 27701", "ISO 42001"],
    topic: "governance, risk and compliance work towards ISO/IEC 27001 and related frameworks",
    page: "/services/governance-risk-compliance",
  },
];

export function findIntent(id: string): AssistantIntent | undefined {
  return assistantIntents.find((intent) => intent.id === id);
}
