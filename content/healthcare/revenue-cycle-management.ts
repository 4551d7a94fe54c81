import type { PageInput } from "../schema.ts";

export default {
  kind: "healthcare",
  path: "/healthcare/revenue-cycle-management",
  navLabel: "Revenue Cycle Management",
  title: "Healthcare Revenue Cycle Management",
  description:
    "Eligibility checks, coding, claims and collections that lift revenue 25%, speed collections 50% and reach 98% claim acceptance.",
  need: "Billing and medical aid claims still run on spreadsheets? Claims rejected or paid late, wrong codes and missing authorisations, shortfalls nobody follows up and a debtors book that keeps growing? Get paid for the care you give: medical aid claims checked and coded before they go out, and followed up until they are paid.",
  order: 8,
  hero: {
    lead: "Get paid correctly and on time for the care you deliver. Eligibility checks, coding, claims and collections run as one process, so fewer claims are rejected and cash arrives sooner.",
  },
  sections: [
    {
      kind: "features",
      items: [
        {
          icon: "user-check",
          title: "Eligibility and Benefit Checks",
          description:
            "Verify medical scheme membership and available benefits before the visit or admission, so patients and staff know what is covered.",
        },
        {
          icon: "clipboard-check",
          title: "Pre-Authorisation Tracking",
          description:
            "Request, track and attach scheme authorisations to each admission or procedure, with reminders before authorisations expire.",
        },
        {
          icon: "file-text",
          title: "Charge Capture",
          description:
            "Procedures, consumables and medicines are captured at the point of care from the HIS, theatre and pharmacy, so no billable item is missed.",
        },
        {
          icon: "file-search",
          title: "Coding Validation",
          description:
            "ICD-10 and tariff code checks, including PMB rules, flag missing or mismatched codes before a claim is submitted.",
        },
        {
          icon: "zap",
          title: "Electronic Claims Submission",
          description:
            "Claims are submitted electronically through switching services, with responses and rejection reasons returned to the billing team in real time.",
        },
        {
          icon: "refresh",
          title: "Rejection and Denial Management",
          description:
            "Rejected claims are grouped by reason and routed to the right person to correct and resubmit, with root causes reported for prevention.",
        },
        {
          icon: "wallet",
          title: "Patient Accounts and Collections",
          description:
            "Clear patient statements, payment plans and online payments for co-payments and shortfalls, with automated, courteous reminders.",
        },
        {
          icon: "credit-card",
          title: "Remittance Reconciliation",
          description:
            "Scheme remittances and bank payments are matched to claims automatically, leaving staff to resolve only the exceptions.",
        },
      ],
    },
    {
      kind: "lists",
      id: "lists",
      heading: "Revenue Cycle Stages and Standards",
      groups: [
        {
          title: "Revenue Cycle Stages",
          icon: "workflow",
          items: [
            "Patient registration and scheme details",
            "Eligibility and pre-authorisation",
            "Charge capture and coding",
            "Claim submission",
            "Rejection management and resubmission",
            "Payment posting and reconciliation",
            "Patient collections",
          ],
        },
        {
          title: "Standards and Codes",
          icon: "file-text",
          items: [
            "ICD-10 diagnosis codes",
            "CCSA and tariff procedure codes",
            "NAPPI medicine and consumable codes",
            "Prescribed Minimum Benefits (PMB) rules",
            "Medical scheme claims switching",
          ],
        },
        {
          title: "Reporting",
          icon: "bar-chart",
          items: [
            "Debtors age analysis",
            "Claim acceptance and rejection rates",
            "Days to payment by scheme",
            "Revenue by department and doctor",
          ],
        },
      ],
    },
    {
      kind: "stats",
      items: [
        { value: "25%", label: "Revenue increase" },
        { value: "50%", label: "Faster collections" },
        { value: "98%", label: "Claim acceptance rate" },
        { value: "ICD-10", label: "Coding checks before submission" },
      ],
    },
    {
      kind: "cta",
      heading: "Close the Gaps in Your Revenue Cycle",
      description:
        "We review your current rejection reasons and debtors book, configure validation rules around them and connect billing to your clinical systems.",
    },
  ],
} satisfies PageInput;
