/**
 * Company facts inside page copy: a page writes `{responseTime}` where the fact goes, and the page
 * parsing (parse-page.ts) replaces every token when it parses the page at build time. So copy never
 * repeats a fact, and an unknown token fails the build.
 *
 * `{name}` is the fact as written below; `{name:sentence}` starts it with a capital letter (for the
 * start of a sentence); `{name:title}` capitalises every word (for headings and button labels).
 */
import { company } from "./company.ts";

export const factTokens = {
  companyName: company.name,
  shortName: company.shortName,
  tagline: company.tagline,
  mission: company.mission,
  hrBrand: company.hrBrand,
  city: company.city,
  /** Building, street and suburb: where to find the office, without the postal code. */
  officeAddress: [company.address.building, company.address.street, company.address.suburb].join(", "),
  email: company.email,
  phone: company.phone,
  emergencyEmail: company.emergencyEmail,
  emergencyPhone: company.emergencyPhone,
  /** The response promise in running text: "within" and the window. */
  responseTime: company.responseTime.toLowerCase(),
  /** The response window alone, as a figure. */
  responseWindow: company.responseWindow,
  securityExperts: company.figures.securityExperts,
  projectsCompleted: company.figures.projectsCompleted,
  hrClients: company.figures.hrClients,
  telehealthLanguages: company.figures.telehealthLanguages,
  chatRecordDays: String(company.chatRecordDays),
  freeConsultation: company.consultation.offer,
  freeInitialConsultation: company.consultation.initialOffer,
  consultationIsFree: company.consultation.claim,
  firstConsultationIsFree: company.consultation.firstClaim,
} as const;

export type FactToken = keyof typeof factTokens;

const casings = {
  sentence: (value: string) => value.charAt(0).toUpperCase() + value.slice(1),
  title: (value: string) =>
    value.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase()),
};

const token = /\{([A-Za-z]+)(?::([a-z]+))?\}/g;

function isFactToken(name: string): name is FactToken {
  return Object.hasOwn(factTokens, name);
}

function isCasing(name: string): name is keyof typeof casings {
  return Object.hasOwn(casings, name);
}

/**
 * The text with every token replaced by its fact. Tokens it does not know, and braces that form no
 * token, are returned in `unknown` (the text keeps them) so the caller can report them.
 */
export function resolveFactTokens(text: string): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const resolved = text.replace(token, (match, name: string, casing?: string) => {
    if (!isFactToken(name) || (casing !== undefined && !isCasing(casing))) {
      unknown.push(match);
      return match;
    }
    const value: string = factTokens[name];
    return casing && isCasing(casing) ? casings[casing](value) : value;
  });
  const stray = resolved.replace(token, "").match(/[{}]/);
  if (stray && unknown.length === 0) unknown.push(stray[0]);
  return { text: resolved, unknown };
}

/** The text with its fact tokens replaced, for copy outside the page files (the chat's replies). */
export function factText(text: string): string {
  const resolved = resolveFactTokens(text);
  if (resolved.unknown.length) throw new Error(`Unknown fact token ${resolved.unknown.join(", ")} in "${text}"`);
  return resolved.text;
}
