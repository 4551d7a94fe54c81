import type { PageInput } from "../schema.ts";

export default {
  kind: "hr",
  path: "/hr-solutions/time-attendance",
  navLabel: "Time & Attendance",
  title: "Time & Attendance Tracking",
  description:
    "Capture time from biometric devices, mobile GPS, a web portal or RFID cards and cut attendance processing time by 80%.",
  need: "Not sure who turned up for work, or for how many hours? Paper timesheets and sign-in registers, workers signing or clocking in for each other, and disputes about overtime and late coming at every pay run? Record time from devices, cards or phones and send the hours straight to payroll.",
  order: 4,
  hero: {
    lead: "A clocking system for every site: capture working hours from biometric devices, mobile GPS, a web portal or RFID cards and send approved time straight to payroll. Teams cut attendance processing time by 80%.",
    stats: [
      { value: "80%", label: "Less attendance processing time" },
      { value: "99.9%", label: "Payroll accuracy" },
      { value: "{hrClients}", label: "Companies" },
    ],
  },
  sections: [
    {
      kind: "features",
      id: "features",
      heading: "From clock-in to payroll, without spreadsheets",
      items: [
        {
          icon: "activity",
          title: "Live attendance dashboard",
          description:
            "See who is on site, late or absent across every branch in real time, with alerts to supervisors when a shift is under-staffed.",
        },
        {
          icon: "calendar",
          title: "Shift scheduling and rostering",
          description:
            "Build rosters for day, night and rotating shifts, publish them to the mobile app and manage shift swaps with supervisor approval.",
        },
        {
          icon: "timer",
          title: "Overtime calculation",
          description:
            "Ordinary hours, overtime, Sunday and public holiday time are classified automatically against BCEA limits and your own agreements.",
        },
        {
          icon: "user-check",
          title: "Leave and absence integration",
          description:
            "Approved leave is reflected on the roster and timesheet, so absences are never double-counted or missed at month-end.",
        },
        {
          icon: "workflow",
          title: "Payroll integration",
          description:
            "Approved timesheets flow directly into the payroll module, removing manual capture between attendance and pay.",
        },
        {
          icon: "radar",
          title: "AI attendance insights",
          description:
            "Detects patterns such as repeated missed clock-outs, suspected buddy punching and rising absenteeism in a team, so managers can follow up early.",
        },
      ],
    },
    {
      kind: "tiles",
      id: "options",
      heading: "Capture time the way your sites work",
      intro:
        "Mix capture methods across head office, factories, mines and field teams, all feeding one set of timesheets.",
      items: [
        {
          icon: "fingerprint",
          title: "Biometric Devices",
          description:
            "Fingerprint and face recognition terminals, including ZKTeco devices, stop buddy punching and sync clockings to the cloud automatically.",
        },
        {
          icon: "map-pin",
          title: "Mobile GPS",
          description:
            "Field and remote staff clock in from the mobile app inside geo-fenced work locations, with their location recorded at clock-in.",
        },
        {
          icon: "monitor",
          title: "Web Portal",
          description:
            "Office and hybrid staff clock in from a browser, submit timesheets and request corrections for supervisor approval.",
        },
        {
          icon: "credit-card",
          title: "RFID Cards",
          description:
            "Contactless card readers at entrances and production lines give fast clock-in for high-volume shift changes.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "benefits",
      heading: "Why operations and payroll teams rely on it",
      items: [
        "80% less time spent processing attendance",
        "Overtime calculated consistently against BCEA rules",
        "Buddy punching prevented by biometric verification",
        "Real-time visibility of attendance across every site",
        "Approved hours feed payroll with no re-capture",
        "Biometric templates encrypted and handled as special personal information under POPIA",
      ],
      panel: {
        heading: "Connecting your sites",
        steps: [
          {
            title: "Site assessment",
            description:
              "We review each site's entrances, connectivity and workforce to choose the right mix of capture methods.",
          },
          {
            title: "Device set-up",
            description:
              "Biometric and RFID terminals are installed or connected, and geo-fences are defined for mobile clock-in.",
          },
          {
            title: "Rules configuration",
            description:
              "Shift patterns, grace periods, overtime rules and approval chains are configured to your policies and agreements.",
          },
          {
            title: "Pilot and roll-out",
            description:
              "One site runs a full pay cycle first, then the remaining sites follow once results are signed off.",
          },
        ],
      },
    },
    {
      kind: "cta",
      heading: "Stop chasing timesheets",
      description:
        "Tell us about your sites, shifts and existing clocking devices, and we will recommend a capture set-up that fits.",
    },
  ],
} satisfies PageInput;
