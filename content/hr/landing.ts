import type { PageInput } from "../schema.ts";
import { actions, secondary } from "../actions.ts";

export default {
  kind: "hr",
  path: "/hr-solutions",
  navLabel: "HR Solutions Overview",
  title: "{hrBrand}: AI-Powered HR and Payroll Software",
  description:
    "AI-powered HR and payroll software trusted by {hrClients} companies: employee records, payroll, attendance, performance, self-service and recruitment.",
  need: "Still running HR and payroll on spreadsheets, paper forms and separate systems? The same details are typed in three times, and you worry about getting labour law and SARS rules wrong as you grow. One platform for employee records, payroll, attendance, performance and hiring.",
  order: 1,
  hero: {
    trust: "hr",
    art: "people",
    lead: "One platform for employee records, payroll, attendance, performance, self-service and recruitment, built for South African legislation from BCEA leave rules to SARS PAYE, UIF and SDL. Built-in AI flags payroll anomalies and attrition risk before they become costly problems.",
    actions: [actions.requestDemo, secondary(actions.freeTrial)],
    stats: [
      { value: "{hrClients}", label: "Companies" },
      { value: "99.9%", label: "Uptime" },
      { value: "99.9%", label: "Payroll accuracy" },
      { value: "75%", label: "Less payroll time" },
    ],
  },
  sections: [
    {
      kind: "tiles",
      id: "modules",
      need: "What your HR and payroll software includes: its modules and features, starting with some and adding others later, and one shared set of employee data so nothing is typed in twice.",
      heading: "Six modules, one employee record",
      intro:
        "Start with the modules you need today and add the rest as you grow. Every module shares the same employee data, so nothing is captured twice.",
      items: [
        {
          icon: "users",
          title: "Employee Management",
          description:
            "Digital employee files, contracts, leave and org charts in one secure record, from onboarding to exit, with 90% less paperwork.",
          href: "/hr-solutions/employee-management",
        },
        {
          icon: "wallet",
          title: "Payroll Management",
          description:
            "Automated PAYE, UIF and SDL calculations, payslips and EMP201 and IRP5 data, with 99.9% payroll accuracy and 75% less payroll time.",
          href: "/hr-solutions/payroll-management",
        },
        {
          icon: "clock",
          title: "Time & Attendance",
          description:
            "Capture hours from biometric devices, mobile GPS, a web portal or RFID cards and cut attendance processing time by 80%.",
          href: "/hr-solutions/time-attendance",
        },
        {
          icon: "target",
          title: "Performance Management",
          description:
            "Goals, annual reviews, quarterly check-ins and 360 feedback in one cycle, with 70% less time spent on reviews.",
          href: "/hr-solutions/performance-management",
        },
        {
          icon: "smartphone",
          title: "Self-Service Portal",
          description:
            "A mobile app and web portal where staff view payslips, apply for leave and update their details, reducing HR workload by 60%.",
          href: "/hr-solutions/self-service-portal",
        },
        {
          icon: "briefcase",
          title: "Recruitment Management",
          description:
            "Requisitions, sourcing, screening and interview scheduling in one pipeline that shortens time-to-hire by 50%.",
          href: "/hr-solutions/recruitment-management",
        },
      ],
    },
    {
      kind: "features",
      id: "capabilities",
      need: "What your HR software does across every module: AI that flags payroll mistakes and suspicious changes and warns of staff likely to resign, South African labour and tax rules, approvals, reports and dashboards, and protection of employee data.",
      heading: "Core capabilities",
      intro: "The intelligence and controls that sit underneath every module.",
      items: [
        {
          icon: "radar",
          title: "Payroll anomaly detection",
          description:
            "Machine learning compares each pay run with past runs and flags duplicate bank accounts, unusual overtime spikes and unexpected pay changes before you approve.",
        },
        {
          icon: "line-chart",
          title: "Attrition insights",
          description:
            "Models combine absenteeism, leave patterns, tenure and review outcomes to highlight teams at risk of resignations, so managers can act early.",
        },
        {
          icon: "shield-check",
          title: "South African compliance",
          description:
            "BCEA leave and overtime rules, SARS PAYE, UIF and SDL, EMP201 and IRP5 preparation and Employment Equity reporting are built in, not bolted on.",
        },
        {
          icon: "workflow",
          title: "Workflow automation",
          description:
            "Configurable approval chains for leave, overtime, expense claims and personnel changes, with reminders and escalation when approvals stall.",
        },
        {
          icon: "bar-chart",
          title: "Reporting and dashboards",
          description:
            "Headcount, labour cost, absenteeism and turnover dashboards by site and cost centre, with exports to Excel and your finance system.",
        },
        {
          icon: "lock",
          title: "POPIA-aligned data protection",
          description:
            "Role-based access, encryption in transit and at rest, and a full audit trail of who viewed or changed employee information.",
        },
      ],
    },
    {
      kind: "lists",
      id: "mobile-app",
      need: "Whether employees can reach the HR system on their phones: the app for iPhone and Android, payslips, leave and clocking in from a phone, even where the signal is poor.",
      heading: "Employee self-service in every pocket",
      intro:
        "The {hrBrand} mobile app gives employees payslips, leave, clock-in and HR requests on their own phones, with biometric sign-in and offline access for sites with patchy connectivity.",
      groups: [
        {
          title: "iOS",
          icon: "smartphone",
          items: [
            "Payslips and IRP5 certificates, downloadable as PDF",
            "Leave applications with live balances",
            "Face ID and Touch ID sign-in",
            "Geo-fenced clock-in and clock-out",
            "Push notifications for approvals and announcements",
            "Offline mode that syncs when you reconnect",
          ],
        },
        {
          title: "Android",
          icon: "smartphone",
          items: [
            "Payslips and IRP5 certificates, downloadable as PDF",
            "Leave applications with live balances",
            "Fingerprint and face unlock sign-in",
            "Geo-fenced clock-in and clock-out",
            "Push notifications for approvals and announcements",
            "Lightweight build for entry-level devices and low data use",
          ],
        },
      ],
    },
    {
      kind: "integrations",
      id: "integrations",
      need: "Whether your HR and payroll software connects to the accounting, ERP and biometric clocking systems we already run, moving data between them without typing it in again.",
      heading: "Connects to the systems you already run",
      intro:
        "Pay journals, employee data and attendance records flow to and from your ERP, accounting and biometric systems without re-capture.",
      items: [
        { name: "Odoo ERP" },
        { name: "SAP Systems" },
        { name: "Microsoft Dynamics 365" },
        { name: "QuickBooks" },
        { name: "Oracle ERP" },
        { name: "ZKTeco Biometric" },
        { name: "BambooHR" },
        { name: "Workday" },
      ],
    },
    {
      kind: "cta",
      id: "get-started",
      need: "How to try your HR software before buying: booking a demo or starting a free trial, and seeing it run with our own payroll and HR processes.",
      heading: "See {hrBrand} with your own data",
      description:
        "Book a guided demo built around your payroll and HR processes, or start a free trial and run the platform alongside your current system.",
      actions: [actions.requestDemo, secondary(actions.freeTrial)],
      emailLine: false,
    },
  ],
} satisfies PageInput;
