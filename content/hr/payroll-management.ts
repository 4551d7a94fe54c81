import type { PageInput } from "../schema.ts";

export default {
  kind: "hr",
  path: "/hr-solutions/payroll-management",
  navLabel: "Payroll Management",
  title: "Payroll Management Software",
  description:
    "Automated payroll with 99.9% accuracy: monthly, bi-weekly and project-based runs, overtime, bonuses, statutory deductions and payslips.",
  need: "Payroll that takes days every month and still gets tax, overtime or deductions wrong? Done by hand on spreadsheets, with employees querying their pay, SARS submissions and IRP5s a scramble, and the fear of penalties or ghost employees on the books? Run it accurately and on time, with statutory submissions ready.",
  order: 3,
  hero: {
    title: "Automated Payroll Management",
    lead: "Run every payroll with 99.9% accuracy and 75% less processing time. PAYE, UIF and SDL are calculated on each run, and your EMP201 and IRP5 data is ready before SARS deadlines.",
    stats: [
      { value: "99.9%", label: "Payroll accuracy" },
      { value: "75%", label: "Less payroll time" },
      { value: "{hrClients}", label: "Companies" },
    ],
  },
  sections: [
    {
      kind: "features",
      id: "features",
      heading: "Payroll features built for South African employers",
      items: [
        {
          icon: "receipt",
          title: "Statutory deductions",
          description:
            "PAYE from the current SARS tax tables, UIF and SDL are calculated on every run, and tax-table changes are applied for each new tax year.",
        },
        {
          icon: "file-text",
          title: "SARS submissions",
          description:
            "EMP201 monthly declarations, EMP501 reconciliations and IRP5 and IT3(a) certificates are prepared directly from payroll data.",
        },
        {
          icon: "radar",
          title: "AI anomaly detection",
          description:
            "Each run is compared with previous periods to flag duplicate bank accounts, unexpected pay changes and unusual overtime before you approve.",
        },
        {
          icon: "mail",
          title: "Digital payslips",
          description:
            "Password-protected payslips are published to the self-service app and emailed to staff, with past payslips always available to download.",
        },
        {
          icon: "credit-card",
          title: "Bank payment files",
          description:
            "Approved runs produce bank-ready EFT payment files, so net pay is released without retyping account details.",
        },
        {
          icon: "bar-chart",
          title: "Journals and reports",
          description:
            "Cost-centre reports, variance reports and general ledger journals post to Odoo, SAP, Dynamics 365, QuickBooks or Oracle ERP.",
        },
      ],
    },
    {
      kind: "steps",
      id: "options",
      heading: "How a pay run works",
      intro: "Four controlled stages take each payroll from captured inputs to money in employees' accounts.",
      numbered: true,
      items: [
        {
          title: "Data Collection & Validation",
          description:
            "Approved hours, leave, overtime and personnel changes flow in from the other modules and are checked for missing or inconsistent inputs.",
        },
        {
          title: "Automated Calculations",
          description:
            "Gross pay, allowances, benefits and deductions, including PAYE, UIF and SDL, are calculated for every employee in a single run.",
        },
        {
          title: "Compliance Verification",
          description:
            "Results are checked against BCEA and SARS rules and screened for anomalies, and the run goes to an authorised approver for sign-off.",
        },
        {
          title: "Payment Processing",
          description:
            "Bank files are generated, payslips are published, journals post to finance and EMP201 figures are ready for submission.",
        },
      ],
    },
    {
      kind: "tiles",
      id: "payroll-options",
      heading: "Pay every employee the way they are employed",
      intro: "Run different pay frequencies and pay types side by side in one system.",
      items: [
        {
          icon: "calendar",
          title: "Monthly",
          description:
            "Salaried staff paid on your chosen pay date, with automatic pro-rating for starters, leavers and unpaid leave.",
        },
        {
          icon: "refresh",
          title: "Bi-weekly",
          description:
            "Fortnightly pay cycles for hourly and shift workers, with tax calculated correctly for the pay frequency.",
        },
        {
          icon: "briefcase",
          title: "Project-based",
          description:
            "Pay contractors and project staff by milestone or timesheet, with costs allocated to the correct project and cost centre.",
        },
        {
          icon: "clock",
          title: "Overtime",
          description:
            "Overtime, Sunday and public holiday hours from time and attendance are paid at BCEA rates or your more generous agreed rates.",
        },
        {
          icon: "award",
          title: "Bonuses",
          description:
            "Annual bonuses, thirteenth cheques, commission and incentives are taxed correctly as irregular payments and reported on the IRP5.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "benefits",
      heading: "What you gain",
      items: [
        "99.9% payroll accuracy across every pay frequency",
        "75% less time spent preparing and checking payroll",
        "PAYE, UIF and SDL calculated to current SARS tables",
        "EMP201 and IRP5 data ready without manual reconciliation",
        "Overtime paid at BCEA rates from approved attendance records",
        "Anomalies flagged before payment, not after",
        "A full audit trail of every change and approval",
      ],
      panel: {
        heading: "Switching payroll without disruption",
        steps: [
          {
            title: "Import year-to-date data",
            description:
              "We bring across employee master data and year-to-date totals so tax calculations continue correctly mid-year.",
          },
          {
            title: "Parallel run",
            description: "Your next payroll runs in both systems and we reconcile every difference to the cent.",
          },
          {
            title: "Sign-off",
            description: "Your payroll and finance leads approve the results before the old system is switched off.",
          },
          {
            title: "Go-live",
            description:
              "We support the first live run and month-end, including your first EMP201 from the new system.",
          },
        ],
      },
    },
    {
      kind: "cta",
      heading: "Make payday the easiest day of the month",
      description:
        "Share your pay frequencies, headcount and current payroll system, and we will show you a parallel run plan for your organisation.",
    },
  ],
} satisfies PageInput;
