/**
 * Company facts: the one place they live. Every page, the footer, the sitemap and the chat read
 * these values (page copy through the tokens of fact-tokens.ts), so changing the phone number or
 * the response promise is one edit; tests/unit/facts.test.ts fails on a copy of one anywhere else.
 * Values are fictional placeholders.
 */

/** How soon every enquiry gets a reply. */
const responseWindow = "24 hours";

export const company = {
  name: "Meridian Cyber & Technology",
  shortName: "Meridian",
  tagline: "Technology and cybersecurity consultancy",
  /** Sub-brand under which the HR and payroll product line is sold. */
  hrBrand: "Meridian PeopleOS",
  email: "hello@example.com",
  emergencyEmail: "incident@example.com",
  // Non-breaking spaces keep a displayed number on one line; tel: links strip them.
  phone: "+27\u00a012\u00a0555\u00a00142",
  emergencyPhone: "+27\u00a012\u00a0555\u00a00199",
  city: "Pretoria",
  country: "South Africa",
  address: {
    building: "The Forum, Suite 4",
    street: "Dorothea Street",
    suburb: "Pretoria",
    postalCode: "0180",
  },
  social: {
    label: "LinkedIn",
    url: "https://www.linkedin.com/company/example",
  },
  /** Public origin used for canonical URLs, Open Graph and the sitemap. */
  siteUrl: "https://www.example.com",
  map: {
    title: "Map showing our office on Dorothea Street, Pretoria",
    embedUrl:
      "https://www.openstreetmap.org/export/embed.html?bbox=28.2100%2C-25.7600%2C28.2300%2C-25.7450&layer=mapnik&marker=-25.7525%2C28.2200",
    /** The same place on the full map, for visitors whose browser cannot show the frame. */
    linkUrl: "https://www.openstreetmap.org/?mlat=-25.7525&mlon=28.2200#map=16/-25.7525/28.2200",
  },
  responseWindow,
  responseTime: `Within ${responseWindow}`,
  /** Figures the pages quote. */
  figures: {
    securityExperts: "50+",
    projectsCompleted: "500+",
    /** Companies using the HR and payroll software. */
    hrClients: "650+",
    telehealthLanguages: "50+",
  },
  /** The offer behind every "free consultation" on the site, in the phrasings copy needs. */
  consultation: {
    offer: "free consultation",
    initialOffer: "free initial consultation",
    claim: "the initial consultation is free",
    firstClaim: "first consultation is free",
  },
  /**
   * How long the chat assistant's record of questions is kept, in days: the privacy notice and the
   * chat's privacy line say it, and the Worker's CHAT_RECORD_DAYS may be set lower, never higher.
   */
  chatRecordDays: 30,
  copyrightYear: 2025,
  mission:
    "To help African organisations adopt technology with confidence: we secure what they run, modernise how they work and stay accountable for the results.",
  description:
    "A Pretoria-based consultancy delivering cybersecurity testing and operations, HR and payroll software, healthcare technology, AI integration, Oracle Cloud services, public-sector digital transformation and disaster recovery.",
} as const;

export type Company = typeof company;

/** Digits-only form of a phone number for tel: links. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

export function mailtoHref(address: string): string {
  return `mailto:${address}`;
}

export function formatAddress(): string {
  const { building, street, suburb, postalCode } = company.address;
  return `${building}, ${street}, ${suburb} ${postalCode}`;
}

/** Absolute public URL of a site path, without a trailing slash except for the home page. */
export function publicUrl(path: string): string {
  return new URL(path, company.siteUrl).href;
}
