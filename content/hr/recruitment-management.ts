import type { PageInput } from "../schema.ts";

export default {
  kind: "hr",
  path: "/hr-solutions/recruitment-management",
  navLabel: "Recruitment Management",
  title: "Recruitment Management Software",
  description:
    "From job requisition to signed offer: sourcing, screening and interview scheduling that cut time-to-hire by 50%.",
  need: "Hiring by email and spreadsheet, and losing track of applicants? CVs piling up in inboxes, good candidates left waiting, endless back-and-forth to arrange interviews and vacancies that stay open for ages? Advertise, screen, interview and make offers from one place.",
  order: 7,
  hero: {
    lead: "Take every vacancy from approved requisition to signed offer in one pipeline. Structured screening and automated interview scheduling shorten time-to-hire by 50%.",
    stats: [
      { value: "50%", label: "Shorter time-to-hire" },
      { value: "{hrClients}", label: "Companies" },
    ],
  },
  sections: [
    {
      kind: "features",
      id: "features",
      heading: "Hire faster without cutting corners",
      items: [
        {
          icon: "globe",
          title: "Careers page and job posting",
          description:
            "Publish vacancies to a branded careers page and share them to job boards and social channels from one place.",
        },
        {
          icon: "brain",
          title: "AI-assisted CV screening",
          description:
            "AI ranks applications against the job's requirements and highlights relevant experience, while recruiters make every shortlisting decision.",
        },
        {
          icon: "workflow",
          title: "Applicant tracking pipeline",
          description:
            "Move candidates through configurable stages, keep notes and scorecards together and see every vacancy's status at a glance.",
        },
        {
          icon: "calendar",
          title: "Interview scheduling",
          description:
            "Candidates choose interview slots from panel members' shared availability, with invitations and reminders sent automatically.",
        },
        {
          icon: "file-text",
          title: "Offer management",
          description:
            "Generate offer letters from approved templates, collect electronic signatures and convert the new hire into an employee record.",
        },
        {
          icon: "shield-check",
          title: "Employment Equity and POPIA",
          description:
            "Track shortlists against your Employment Equity plan and record candidate consent, with retention periods applied to unsuccessful applications.",
        },
      ],
    },
    {
      kind: "steps",
      id: "options",
      heading: "A recruitment process in four steps",
      intro: "Every vacancy follows the same controlled path, so hiring managers and HR always know what happens next.",
      numbered: true,
      items: [
        {
          title: "Job Requisition",
          description:
            "Hiring managers submit a requisition with the role, budget and motivation, and it is routed for approval against your headcount plan.",
        },
        {
          title: "Candidate Sourcing",
          description:
            "The approved vacancy is advertised on your careers page and chosen channels, and internal candidates and past applicants are matched automatically.",
        },
        {
          title: "Application Review",
          description:
            "Knockout questions and AI-assisted ranking narrow the field, and recruiters review and shortlist candidates with full visibility of the reasons.",
        },
        {
          title: "Interview Process",
          description:
            "Panels receive structured interview guides and scorecards, feedback is captured in the system and the preferred candidate moves to offer.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "benefits",
      heading: "Why hiring teams choose it",
      items: [
        "50% shorter time-to-hire from requisition to accepted offer",
        "Consistent, structured interviews with scorecards for every panel",
        "One pipeline visible to HR and hiring managers",
        "New hires become employee records without re-capturing data",
        "Shortlists tracked against Employment Equity targets",
        "Candidate consent and data retention managed in line with POPIA",
      ],
      panel: {
        heading: "From offer to first day",
        steps: [
          {
            title: "Offer accepted",
            description:
              "The candidate signs the offer electronically and the hire is confirmed to the hiring manager and HR.",
          },
          {
            title: "Employee record created",
            description:
              "Candidate details carry over to employee management and payroll, ready for contract and tax information.",
          },
          {
            title: "Pre-boarding",
            description:
              "The new hire completes forms, uploads documents and reads policies in the self-service app before day one.",
          },
          {
            title: "First day ready",
            description:
              "Equipment, system access and induction tasks are assigned to the right people, so the new starter is productive from the start.",
          },
        ],
      },
    },
    {
      kind: "cta",
      heading: "Fill vacancies in half the time",
      description:
        "Tell us how many roles you recruit for each year and how you hire today, and we will show you the pipeline set up for your process.",
    },
  ],
} satisfies PageInput;
