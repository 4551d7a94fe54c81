import type { PageInput } from "../schema.ts";

export default {
  kind: "hr",
  path: "/hr-solutions/employee-management",
  navLabel: "Employee Management",
  title: "Complete Employee Management Software",
  description:
    "One secure record for every employee, from onboarding to exit: documents, contracts, leave, org charts and compliance reporting.",
  need: "Employee files scattered across folders, emails and spreadsheets? Missing contracts, leave balances nobody trusts, work permits expiring unnoticed, and Employment Equity reports a scramble to pull together? Keep every person's record, contract and documents in one secure place.",
  order: 2,
  hero: {
    title: "Complete Employee Management",
    lead: "Keep one secure record for every employee, from offer letter to exit interview. Contracts, documents, leave and reporting lines live in one place, with 90% less paperwork and POPIA-aligned access controls.",
    stats: [
      { value: "90%", label: "Less paperwork" },
      { value: "{hrClients}", label: "Companies" },
      { value: "99.9%", label: "Uptime" },
    ],
  },
  sections: [
    {
      kind: "features",
      id: "features",
      heading: "Everything HR needs to know, in one record",
      items: [
        {
          icon: "users",
          title: "Digital employee files",
          description:
            "Personal details, next of kin, banking and tax numbers, qualifications and job history in a single profile, with every change logged.",
        },
        {
          icon: "file-text",
          title: "Contracts and documents",
          description:
            "Generate employment contracts from approved templates, collect electronic signatures and store ID copies, certificates and permits with expiry reminders.",
        },
        {
          icon: "calendar",
          title: "Leave management",
          description:
            "Annual, sick, family responsibility and maternity leave configured to BCEA minimums and your own policies, with accruals calculated automatically.",
        },
        {
          icon: "network",
          title: "Organisation structure",
          description:
            "Interactive org charts, positions, cost centres and reporting lines, so you can see vacancies and model a restructure before applying it.",
        },
        {
          icon: "bar-chart",
          title: "Employment Equity reporting",
          description:
            "Capture race, gender, disability and occupational level once and prepare EEA2 and EEA4 report data straight from your employee records.",
        },
        {
          icon: "lock",
          title: "Access control and audit trail",
          description:
            "Role-based and field-level permissions keep salaries and medical information private, and an audit log records who viewed or changed what.",
        },
      ],
    },
    {
      kind: "tiles",
      id: "options",
      heading: "Manage the whole employee lifecycle",
      intro: "Each stage uses the same record, so information captured at hiring follows the employee through to exit.",
      items: [
        {
          icon: "user-check",
          title: "Onboarding",
          description:
            "New starters complete forms and sign contracts digitally before day one, and managers get a checklist for equipment, access and induction.",
        },
        {
          icon: "clipboard-check",
          title: "Probation",
          description:
            "Probation periods are tracked automatically, with review reminders to managers and a documented outcome on the employee file.",
        },
        {
          icon: "graduation-cap",
          title: "Development",
          description:
            "Record training, qualifications and skills so you can plan development and report on skills spend for your workplace skills plan.",
        },
        {
          icon: "trending-up",
          title: "Transfers and promotions",
          description:
            "Approved changes to role, site, manager or salary update the record and payroll together, with effective dates and history kept.",
        },
        {
          icon: "refresh",
          title: "Offboarding",
          description:
            "Exit checklists cover asset return, access removal, final pay and the UI-19 form, with records retained according to your POPIA retention policy.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "benefits",
      heading: "Why HR teams switch",
      items: [
        "90% less paperwork with digital contracts, forms and approvals",
        "One source of truth for HR, payroll and line managers",
        "Leave balances calculated to BCEA rules, without manual spreadsheets",
        "Employment Equity report data ready from records you already keep",
        "POPIA-aligned permissions, encryption and audit trails",
        "Expiry alerts for work permits, certificates and medical checks",
        "Hosted on a platform with 99.9% uptime",
      ],
      panel: {
        heading: "How we get you live",
        steps: [
          {
            title: "Data migration",
            description:
              "We import your existing employee records from spreadsheets or your legacy system and validate them field by field.",
          },
          {
            title: "Configuration",
            description:
              "Leave policies, approval workflows, document templates and your organisation structure are set up to match how you work.",
          },
          {
            title: "Training",
            description:
              "HR administrators and managers attend hands-on sessions, and employees are invited to the self-service app.",
          },
          {
            title: "Go-live and support",
            description:
              "We stay with you through the first month-end and remain available through our local support desk.",
          },
        ],
      },
    },
    {
      kind: "cta",
      heading: "Replace paper files with one secure record",
      description:
        "Tell us how many employees and sites you manage and we will show you how employee management works with your own policies.",
    },
  ],
} satisfies PageInput;
