/**
 * The word data retrieval runs on, kept apart from the code that uses it. Written from English and
 * from the consultancy's domain, never from a question anyone asked: stop words (no meaning for
 * search), request words (how any enquiry is phrased, so they say nothing about what it is about)
 * and a short list of domain equivalences (abbreviations and everyday names for the terms pages
 * use). Each list is read by knowledge.ts (the index and the query go through the same terms).
 */
import { company } from "../../content/company.ts";

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
 * looking for a company that..."). They still rank (a page that says "support" is fine), but
 * coverage, which asks whether the site speaks to the question, does not count them.
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
  app: "application",
  ai: "artificial intelligence",
  payslip: "payroll",
  timesheet: "time attendance",
  dispensary: "pharmacy dispensing",
  xray: "radiology imaging",
  centre: "center",
  respond: "response",
};
