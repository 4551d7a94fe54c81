/**
 * The team's credentials: who issues each one, the nine certifications the specification names
 * (in its order), what each means for a client, and the disciplines they group into. The about
 * page's certifications section and the trust strips read them from here, and the app draws each
 * issuer as its own typographic mark (app/components/ui/CredentialMark.tsx): never a vendor's logo.
 */

/** The bodies that issue the team's certifications, by the key the marks are drawn by. */
export const issuers = {
  oracle: "Oracle",
  aws: "Amazon Web Services",
  microsoft: "Microsoft",
  google: "Google Cloud",
  isc2: "ISC2",
  isaca: "ISACA",
  pmi: "PMI",
} as const;

export type IssuerKey = keyof typeof issuers;

export const issuerKeys = Object.keys(issuers) as [IssuerKey, ...IssuerKey[]];

/** What a group of certifications is for, in a client's terms. */
export const disciplines = {
  platforms: {
    title: "Cloud and data platforms",
    meaning: "Your workloads are designed, migrated and hardened by architects certified on the platform they run on.",
  },
  security: {
    title: "Security leadership",
    meaning: "Your security programme, risk decisions and incident handling are led to standards auditors recognise.",
  },
  delivery: {
    title: "Project delivery",
    meaning: "Your engagement runs to an agreed scope, plan and budget, with progress you can see.",
  },
} as const;

export type Discipline = keyof typeof disciplines;

export interface CertificationInput {
  /** The certification's name, as the specification lists it. */
  name: string;
  issuer: IssuerKey;
  /** The short form on the mark: two to five letters. */
  code: string;
  discipline: Discipline;
  /** What holding it means for a client's engagement: one sentence. */
  meaning: string;
}

export const certifications = [
  {
    name: "Oracle AI Certified",
    issuer: "oracle",
    code: "AI",
    discipline: "platforms",
    meaning: "AI services on Oracle Cloud chosen and configured by people trained to run them in production.",
  },
  {
    name: "Oracle Cloud Architect",
    issuer: "oracle",
    code: "OCI",
    discipline: "platforms",
    meaning: "Oracle Cloud landing zones, networks and migrations designed to Oracle's reference architecture.",
  },
  {
    name: "Oracle Database Certified",
    issuer: "oracle",
    code: "DB",
    discipline: "platforms",
    meaning: "Database upgrades, tuning and recovery plans done by certified administrators.",
  },
  {
    name: "AWS Solutions Architect",
    issuer: "aws",
    code: "SA",
    discipline: "platforms",
    meaning: "AWS accounts designed and reviewed for security, resilience and cost.",
  },
  {
    name: "Microsoft Azure Certified",
    issuer: "microsoft",
    code: "AZ",
    discipline: "platforms",
    meaning: "Azure subscriptions and identities configured and tested by certified engineers.",
  },
  {
    name: "Google Cloud Professional",
    issuer: "google",
    code: "GCP",
    discipline: "platforms",
    meaning: "Google Cloud projects, access and networking assessed at professional level.",
  },
  {
    name: "CISSP",
    issuer: "isc2",
    code: "CISSP",
    discipline: "security",
    meaning: "Security architecture, risk and operations advice that spans all eight CISSP domains.",
  },
  {
    name: "CISM",
    issuer: "isaca",
    code: "CISM",
    discipline: "security",
    meaning: "Governance, risk and incident management run the way boards and auditors expect.",
  },
  {
    name: "PMP",
    issuer: "pmi",
    code: "PMP",
    discipline: "delivery",
    meaning: "A certified project manager holds your scope, milestones and budget to what you signed.",
  },
] as const satisfies readonly CertificationInput[];
