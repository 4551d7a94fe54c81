/**
 * The trust strips: the facts a buyer checks before reading on, in a compact band under the hero
 * of the home page and each family's overview. Each speaks for its own audience (the firm as a
 * whole, security buyers, HR and payroll buyers, hospitals), so no strip repeats another, and the
 * credentials they show link to the one place that explains them (/about#certifications).
 * Figures come from company.ts; the page schema hands the strip to the page as data, so it costs
 * the browser no JavaScript.
 */
import { company } from "./company.ts";
import type { IssuerKey } from "./credentials.ts";
import type { IconName } from "./icons.ts";

/** A credential or standard on a strip: an issuer's certification is drawn as that issuer's mark. */
export interface TrustMark {
  label: string;
  issuer?: IssuerKey;
}

export interface TrustStrip {
  /** The strip's accessible name. */
  label: string;
  items: readonly { icon: IconName; value: string; label: string }[];
  marks: { label: string; items: readonly TrustMark[]; link?: { label: string; href: string } };
}

const certificationsLink = { label: "What each one means for you", href: "/about#certifications" };

export const trustStrips = {
  consultancy: {
    label: "Why organisations trust us",
    items: [
      { icon: "badge-check", value: company.figures.securityExperts, label: "certified security and cloud experts" },
      { icon: "siren", value: "24/7", label: "incident hotline and technical support" },
      { icon: "clock", value: company.responseWindow, label: "to a consultant’s reply on every enquiry" },
      {
        icon: "building",
        value: company.figures.projectsCompleted,
        label: "projects for government, healthcare, finance, education, mining and manufacturing",
      },
    ],
    marks: {
      label: "Team certifications",
      items: [
        { label: "CISSP", issuer: "isc2" },
        { label: "CISM", issuer: "isaca" },
        { label: "PMP", issuer: "pmi" },
        { label: "AWS", issuer: "aws" },
        { label: "Azure", issuer: "microsoft" },
        { label: "Google Cloud", issuer: "google" },
        { label: "Oracle", issuer: "oracle" },
      ],
      link: certificationsLink,
    },
  },
  cybersecurity: {
    label: "How our security work holds up",
    items: [
      { icon: "siren", value: "Under 1 hour", label: "to an emergency response, on a hotline answered 24/7" },
      { icon: "target", value: "CVSS v3.1", label: "risk scores, evidence and reproduction steps for every finding" },
      { icon: "refresh", value: "Retest", label: "of your fixes, with a report that shows what is closed" },
      { icon: "file-search", value: "POPIA & King IV", label: "compliance advice your board and auditors can rely on" },
    ],
    marks: {
      label: "Who tests and advises",
      items: [
        { label: "CISSP", issuer: "isc2" },
        { label: "CISM", issuer: "isaca" },
        { label: "AWS", issuer: "aws" },
        { label: "Azure", issuer: "microsoft" },
        { label: "Google Cloud", issuer: "google" },
      ],
      link: certificationsLink,
    },
  },
  hr: {
    label: "What the platform takes care of",
    items: [
      { icon: "receipt", value: "PAYE, UIF & SDL", label: "calculated on every pay run from the current SARS tables" },
      { icon: "file-text", value: "EMP201 & IRP5", label: "data ready before SARS deadlines" },
      { icon: "radar", value: "AI checks", label: "flag payroll anomalies before you approve a run" },
      { icon: "lock", value: "POPIA", label: "role-based access and an audit trail of every change" },
    ],
    marks: {
      label: "Built for South African law",
      items: [{ label: "BCEA" }, { label: "SARS" }, { label: "Employment Equity" }, { label: "POPIA" }],
    },
  },
  healthcare: {
    label: "How the platform protects patients and their data",
    items: [
      { icon: "layers", value: "10 modules", label: "on one shared patient record" },
      { icon: "lock", value: "AES-256", label: "encryption at rest, TLS in transit, keys held apart from the data" },
      { icon: "map-pin", value: "In South Africa", label: "production data hosted in South African data centres" },
      { icon: "file-search", value: "Full audit trail", label: "of every view, edit, print and export of a record" },
    ],
    marks: {
      label: "Built to",
      items: [
        { label: "POPIA" },
        { label: "National Health Act" },
        { label: "HIPAA-level safeguards" },
        { label: "HL7 FHIR" },
      ],
    },
  },
} as const satisfies Record<string, TrustStrip>;

export type TrustStripName = keyof typeof trustStrips;
