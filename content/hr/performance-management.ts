import type { PageInput } from "../schema.ts";

export default {
  kind: "hr",
  path: "/hr-solutions/performance-management",
  navLabel: "Performance Management",
  title: "Performance Management Software",
  description:
    "Annual reviews, quarterly check-ins, 360 feedback and continuous goals in one place, with 70% less time spent on reviews.",
  need: "Reviews that happen once a year, if at all? Scores that depend on which manager you have, increases and bonuses decided without evidence, and good people resigning without warning? Set goals, give feedback and run fair reviews all year round.",
  order: 5,
  hero: {
    title: "Performance Management That Drives Results",
    lead: "Set clear goals, hold regular conversations and run fair reviews in one place. Organisations see a 40% increase in engagement and spend 70% less time on reviews.",
    stats: [
      { value: "40%", label: "Engagement increase" },
      { value: "60%", label: "Goal achievement improvement" },
      { value: "70%", label: "Less review time" },
    ],
  },
  sections: [
    {
      kind: "features",
      id: "features",
      heading: "Tools for managers, employees and HR",
      items: [
        {
          icon: "target",
          title: "Goals and OKRs",
          description:
            "Cascade company objectives to teams and individuals, weight each goal and track progress with updates employees post themselves.",
        },
        {
          icon: "clipboard-check",
          title: "Review templates and workflows",
          description:
            "Configurable rating scales, competency frameworks and self-assessments, routed automatically from employee to manager to HR.",
        },
        {
          icon: "users",
          title: "360 feedback",
          description:
            "Collect structured feedback from peers, direct reports and clients, with anonymity rules you control.",
        },
        {
          icon: "award",
          title: "Recognition",
          description:
            "Managers and colleagues recognise good work publicly in the app, building a visible record of contributions between reviews.",
        },
        {
          icon: "graduation-cap",
          title: "Development plans",
          description:
            "Turn review outcomes into personal development plans with training actions, owners and due dates that link to the employee record.",
        },
        {
          icon: "brain",
          title: "AI performance insights",
          description:
            "AI summarises feedback themes for each employee, highlights rating inconsistencies between managers and flags disengagement linked to attrition risk.",
        },
      ],
    },
    {
      kind: "tiles",
      id: "options",
      heading: "Review cycles that match your culture",
      intro: "Run one cycle or combine several, with the results feeding a single performance history.",
      items: [
        {
          icon: "calendar",
          title: "Annual Reviews",
          description:
            "Year-end appraisals with self-assessment, manager rating and calibration sessions, producing ratings you can link to increases and bonuses.",
        },
        {
          icon: "refresh",
          title: "Quarterly Check-ins",
          description:
            "Short structured conversations each quarter to review goal progress, reset priorities and agree support before year-end.",
        },
        {
          icon: "users",
          title: "360 Feedback",
          description:
            "Multi-rater feedback for leaders and key roles, combining views from managers, peers, direct reports and stakeholders.",
        },
        {
          icon: "activity",
          title: "Continuous Feedback",
          description:
            "Ongoing feedback and one-to-one notes captured in the app throughout the year, so reviews rest on evidence rather than memory.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "benefits",
      heading: "Results you can measure",
      items: [
        "40% increase in employee engagement",
        "60% improvement in goal achievement",
        "70% less time spent preparing and completing reviews",
        "Consistent, calibrated ratings across managers and departments",
        "Objective evidence for remuneration and promotion decisions",
        "Development plans that link directly to training records",
      ],
      panel: {
        heading: "Launching your first cycle",
        steps: [
          {
            title: "Design the framework",
            description:
              "We help you define goal types, competencies and rating scales that reflect your strategy and values.",
          },
          {
            title: "Configure templates",
            description: "Review forms, timelines and approval routes are set up for each cycle and employee group.",
          },
          {
            title: "Train managers",
            description:
              "Managers learn to set measurable goals and hold constructive check-ins before the cycle opens.",
          },
          {
            title: "Run and calibrate",
            description:
              "The first cycle goes live, and we support HR through calibration and reporting on the results.",
          },
        ],
      },
    },
    {
      kind: "cta",
      heading: "Make performance reviews worth the time",
      description:
        "Tell us how you review performance today and we will show you how the same process runs in a fraction of the effort.",
    },
  ],
} satisfies PageInput;
