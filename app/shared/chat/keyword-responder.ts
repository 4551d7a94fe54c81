/**
 * The built-in keyword responder (spec section 8): the browser's answer when the chat API fails or
 * returns a blank reply. Every fact comes from content/, so it says what the site says; contact,
 * location, pricing and greetings are the intents of content/assistant.ts, shared with the Worker.
 */
import { findIntent } from "../../../content/assistant.ts";
import { company } from "../../../content/company.ts";
import { findRoute, menuTitles, routesInMenu, type SiteRoute } from "../../../content/routes.ts";

const hrLandingPath = "/hr-solutions";
const healthcareLandingPath = "/healthcare-solutions";
const servicesPath = "/services";

function link(route: SiteRoute | undefined, label = route?.navLabel): string {
  return route ? `[${label}](${route.path})` : "";
}

/** "a, b and c" */
function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const responseTime = company.responseTime.toLowerCase();

function modules(menu: "cybersecurity" | "hr" | "healthcare", landingPath: string, count?: number): string {
  const routes = routesInMenu(menu).filter((route) => route.path !== landingPath);
  return joinList(routes.slice(0, count ?? routes.length).map((route) => link(route)));
}

interface Topic {
  name: string;
  pattern: RegExp;
  reply: () => string;
}

/** A whole-word pattern from an intent's keywords (content/assistant.ts). */
function keywordPattern(keywords: readonly string[]): RegExp {
  const alternatives = keywords.map((keyword) => keyword.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"));
  return new RegExp(`\\b(?:${alternatives.join("|")})\\b`);
}

/** A topic answered by an intent of the shared table: its keywords and its reply. */
function intentTopic(id: string): Topic[] {
  const intent = findIntent(id);
  if (!intent?.keywords) return [];
  return [{ name: id, pattern: keywordPattern(intent.keywords), reply: () => intent.reply }];
}

const topics: Topic[] = [
  ...intentTopic("pricing"),
  ...intentTopic("contact"),
  ...intentTopic("location"),
  {
    name: "cybersecurity",
    pattern:
      /\b(?:cyber|cybersecurity|cyber-security|security|secure|pentest|pentesting|penetration|vapt|hack|hacked|hacker|hackers|breach|breaches|vulnerability|vulnerabilities|soc|siem|firewall|malware|ransomware|phishing|owasp|iam|popia)\b/,
    reply: () =>
      `Our cybersecurity services include ${modules("cybersecurity", servicesPath, 8)}, among others. See ${link(findRoute(servicesPath))} for the full list, or ask about a ${company.consultation.offer}.`,
  },
  {
    name: "healthcare",
    pattern:
      /\b(?:health|healthcare|health-care|hospital|hospitals|clinic|clinics|medical|patient|patients|doctor|doctors|pharmacy|telehealth|telemedicine|emr|ehr|lab|radiology)\b/,
    reply: () =>
      `Our healthcare technology is a modular cloud platform for hospitals and clinics. Modules include ${modules("healthcare", healthcareLandingPath, 6)}. Find out more about our ${link(findRoute(healthcareLandingPath), menuTitles.healthcare)}.`,
  },
  {
    name: "hr",
    pattern:
      /\b(?:hr|human resources?|payroll|payslips?|employee|employees|leave management|recruitment|recruiting|hiring|attendance|timesheets?|performance reviews?|peopleos)\b/,
    reply: () =>
      `${company.hrBrand} is our AI-powered HR and payroll software. Its modules are ${modules("hr", hrLandingPath)}. See ${link(findRoute(hrLandingPath), menuTitles.hr)} for more.`,
  },
  {
    name: "services",
    pattern:
      /\b(?:services?|solutions?|products?|offer|offerings?|what do you do|what you do|do you do|specialise|specialize|capabilities|help with|software|ai|oracle|cloud|disaster recovery)\b/,
    reply: () =>
      `${company.name} is ${company.description.replace(/^A /, "a ").replace(/\.$/, "")}. Ask me about any of these, or browse ${link(findRoute(servicesPath))}, ${link(findRoute(hrLandingPath), menuTitles.hr)} and ${link(findRoute(healthcareLandingPath), menuTitles.healthcare)}.`,
  },
  ...intentTopic("greeting"),
];

function fallbackReply(): string {
  return `Thanks for your question. I don't have a detailed answer for that, but I can connect you with our team, who reply ${responseTime}. You can also email ${company.email} or call ${company.phone}.`;
}

/** The topic a message is about, or undefined for the fallback. Exported for tests. */
export function keywordTopic(message: string): string | undefined {
  const text = message
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019]/g, "'");
  return topics.find((topic) => topic.pattern.test(text))?.name;
}

export function keywordReply(message: string): string {
  const name = keywordTopic(message);
  const topic = topics.find((candidate) => candidate.name === name);
  return topic ? topic.reply() : fallbackReply();
}
