import type { PageInput } from "../schema.ts";

export default {
  kind: "hr",
  path: "/hr-solutions/self-service-portal",
  navLabel: "Self-Service Portal",
  title: "Employee Self-Service Portal and App",
  description:
    "A mobile app and web portal where staff see payslips, request leave and update details, with push notifications and offline access.",
  need: "HR answering the same questions about payslips and leave every day? Paper leave forms get lost, frontline workers without a computer cannot see their own information, and people queue outside HR for a simple letter or an IRP5. Staff look up payslips, apply for leave and update their own details.",
  order: 6,
  hero: {
    title: "Employee Self-Service Portal and Mobile App",
    lead: "Give every employee secure access to payslips, leave, personal details and HR requests on their phone or in a browser. Routine queries disappear from HR's inbox, reducing HR workload by 60%.",
    stats: [
      { value: "60%", label: "Less HR workload" },
      { value: "24/7", label: "Employee access" },
      { value: "99.9%", label: "Uptime" },
    ],
  },
  sections: [
    {
      kind: "features",
      id: "features",
      heading: "What employees and managers can do themselves",
      items: [
        {
          icon: "receipt",
          title: "Payslips and tax certificates",
          description:
            "Employees view and download current and past payslips and their IRP5 certificates whenever they need them, without asking payroll.",
        },
        {
          icon: "calendar",
          title: "Leave requests",
          description:
            "Apply for leave with live balances, attach sick notes from the phone camera and follow the approval status in real time.",
        },
        {
          icon: "user-check",
          title: "Personal details updates",
          description:
            "Employees update addresses, contact numbers, banking details and dependants, with sensitive changes routed to HR for verification.",
        },
        {
          icon: "file-text",
          title: "Letters and documents",
          description:
            "Request proof of employment letters, view contracts and acknowledge company policies, all stored on the employee record.",
        },
        {
          icon: "check-circle",
          title: "Manager approvals",
          description:
            "Managers approve leave, overtime and timesheet corrections from a single inbox on their phone, with team calendars in view.",
        },
        {
          icon: "bell",
          title: "Announcements",
          description:
            "Share company news, policy changes and urgent notices with everyone or with selected sites and departments.",
        },
      ],
    },
    {
      kind: "tiles",
      id: "options",
      heading: "Designed for how your people work",
      intro:
        "The same self-service features on iOS, Android and the web, built for office staff and frontline teams alike.",
      items: [
        {
          icon: "smartphone",
          title: "Mobile App",
          description:
            "Native apps for iOS and Android give employees payslips, leave, clock-in and requests in their pocket.",
        },
        {
          icon: "bell",
          title: "Push Notifications",
          description:
            "Instant alerts when a payslip is published, leave is approved, an approval is waiting or a company announcement goes out.",
        },
        {
          icon: "wifi",
          title: "Offline Capability",
          description:
            "Key screens and recent payslips work without signal, and requests made offline are sent automatically once the device reconnects.",
        },
        {
          icon: "fingerprint",
          title: "Biometric Security",
          description:
            "Fingerprint and face sign-in on supported devices protect personal and pay information without the burden of complex passwords.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "benefits",
      heading: "Benefits for HR and your people",
      items: [
        "60% less HR workload from routine queries and paperwork",
        "Payslips and leave balances available to employees 24/7",
        "Faster leave and overtime approvals from managers on the move",
        "Employees keep their own information accurate, supporting POPIA data-quality obligations",
        "Biometric sign-in and encrypted data protect personal information",
        "Works for frontline staff with limited connectivity",
      ],
      panel: {
        heading: "Rolling out self-service",
        steps: [
          {
            title: "Set permissions",
            description:
              "We configure which details employees can change directly and which changes need HR verification.",
          },
          {
            title: "Invite employees",
            description:
              "Staff receive an SMS or email invitation with secure first-time registration and a link to download the app.",
          },
          {
            title: "Launch and train",
            description: "Short guides and briefings help employees and managers use the app from their first payslip.",
          },
          {
            title: "Track adoption",
            description:
              "Usage reports show which sites and teams are active, so HR can follow up where uptake is low.",
          },
        ],
      },
    },
    {
      kind: "cta",
      heading: "Put HR in every employee's pocket",
      description:
        "Tell us about your workforce and sites, and we will show you how self-service can take routine queries off your HR team.",
    },
  ],
} satisfies PageInput;
